/** Route of the chat tool's signed "Acknowledge" callback. */
import { LIMITS } from '../rateLimit/policies';
import { ChatAcknowledgeBody, ChatAcknowledgeOut, presentIncident } from '../contract/incidents';
import { ok } from '../contract/responses';
import { route } from '../routing/route';

/**
 * The chat tool's "Acknowledge" button. Authenticated by a signature over timestamp and raw body with
 * CHAT_SIGNING_SECRET (the `chat` guard, before the body is trusted), then the same lifecycle transition as REST.
 */
export const CHAT_ROUTES = [
  route({
    name: 'chat.acknowledge',
    methods: ['post'],
    path: '/api/integrations/chat/acknowledge',
    auth: 'chat',
    body: ChatAcknowledgeBody,
    limit: LIMITS.exempt,
    doc: {
      summary: 'Chat-tool "Acknowledge" button (signed with CHAT_SIGNING_SECRET)',
      tag: 'Integrations',
      errors: { 409: 'The incident is not open' },
      responses: { 200: ok(ChatAcknowledgeOut) },
    },
    async handle({ ctx, deps, body }) {
      const orgId = await deps.services.incidents.orgOf(body.incident_id);
      const name = body.user ?? 'chat user';
      const by = { type: 'chat' as const, id: name, name };
      const incident = await deps.services.lifecycle.acknowledge(orgId, body.incident_id, undefined, by);
      deps.log.info('incident acknowledged from chat', { incident_id: body.incident_id, user: body.user });
      // Signed by the chat tool, not by a key or session: the pipeline's audit does not know its org, so it is here.
      const entry = { orgId, actor: by, action: 'chat.acknowledge', resourceId: body.incident_id, input: {} };
      await deps.services.auditLog
        .append({ ...entry, ip: ctx.ip || null })
        .catch((err: Error) => deps.log.warn('audit record not written', { error: err.message }));
      ctx.body = { incident: presentIncident(incident) };
    },
  }),
];
