import type { Router } from '@koa/router';
import { verifyChatSignature } from '../../domain/auth/chatSignature';
import { UnauthorizedError } from '../../domain/errors';
import { orgOfIncident, presentIncident } from '../../domain/incidents/queries';
import { ChatAcknowledgeBody } from '../../domain/validation/incidentSchemas';
import type { AppDeps } from '../deps';
import { readBody } from '../requestInput';

/**
 * The chat tool's "Acknowledge" button. Authenticated by a signature over timestamp and raw body with
 * CHAT_SIGNING_SECRET (checked before the body is trusted), then the same lifecycle transition as REST.
 */
export function registerChatRoutes(router: Router, deps: AppDeps): void {
  const { config, services, log } = deps;
  router.post('chat.acknowledge', '/api/integrations/chat/acknowledge', async (ctx) => {
    const raw: Buffer = ctx.state.rawBody ?? Buffer.alloc(0);
    const ok = verifyChatSignature(
      config.chatSigningSecret,
      ctx.get('x-chat-timestamp'),
      ctx.get('x-chat-signature'),
      raw,
      services.now(),
    );
    if (!ok) throw new UnauthorizedError('Missing, invalid or stale chat signature.');
    const b = readBody(ctx, ChatAcknowledgeBody);
    const orgId = await orgOfIncident(b.incident_id);
    const incident = await services.lifecycle.acknowledge(orgId, b.incident_id);
    log.info('incident acknowledged from chat', { incident_id: b.incident_id, user: b.user });
    ctx.body = { incident: presentIncident(incident) };
  });
}
