/**
 * Routes of invitations: an admin invites an e-mail address with a role (the link is mailed), lists and revokes
 * invitations; the invited user accepts with the link's token (a new account with a password, or the signed-in
 * one) and is signed in to the org. A member of several orgs switches the session's org.
 */
import { z } from 'zod';
import type { Inviter } from '../../domain/accounts/invitations';
import { UnauthorizedError } from '../../domain/errors';
import { SessionOut } from '../contract/auth';
import { ListQuery, listOf, Uuid } from '../contract/common';
import { AcceptInvitationBody, CreateInvitationBody, InvitationOut, presentInvitation } from '../contract/invitations';
import { pageOf, toListBody } from '../contract/pagination';
import { NO_CONTENT, ok } from '../contract/responses';
import { LIMITS } from '../rateLimit/policies';
import { route, type OrgCaller } from '../routing/route';
import { signIn } from './auth';

const tag = 'Members';

function inviterOf(auth: OrgCaller): Inviter {
  return auth.kind === 'key'
    ? { kind: 'api_key', id: auth.keyId, name: auth.name, role: auth.role }
    : { kind: 'user', id: auth.userId, name: auth.email, role: auth.role };
}

const SwitchOrgBody = z.strictObject({ org_id: Uuid });

export const INVITATION_ROUTES = [
  route({
    name: 'invitations.create',
    methods: ['post'],
    path: '/api/v1/invitations',
    auth: 'org',
    body: CreateInvitationBody,
    doc: {
      summary:
        'Invite an e-mail address with a role (inviting an owner needs `owner`); mails a link valid 7 days, once',
      tag,
      errors: { 409: 'The address belongs to a member already' },
      responses: { 201: ok(InvitationOut, 'Created; the link is mailed') },
    },
    async handle({ ctx, deps, auth, body }) {
      const invitation = await deps.services.invitations.invite(auth.orgId, inviterOf(auth), body.email, body.role);
      ctx.status = 201;
      ctx.body = presentInvitation(invitation);
    },
  }),
  route({
    name: 'invitations.list',
    methods: ['get'],
    path: '/api/v1/invitations',
    auth: 'org',
    query: ListQuery,
    doc: { summary: "List the org's invitations, newest first", tag, responses: { 200: ok(listOf(InvitationOut)) } },
    async handle({ ctx, deps, auth, query }) {
      const page = pageOf(query);
      ctx.body = toListBody(await deps.services.invitations.list(auth.orgId, page), page, presentInvitation);
    },
  }),
  route({
    name: 'invitations.get',
    methods: ['get'],
    path: '/api/v1/invitations/:id',
    auth: 'org',
    doc: { summary: 'Get an invitation', tag, responses: { 200: ok(InvitationOut) } },
    async handle({ ctx, deps, auth, params }) {
      ctx.body = presentInvitation(await deps.services.invitations.get(auth.orgId, params.id));
    },
  }),
  route({
    name: 'invitations.delete',
    methods: ['delete'],
    path: '/api/v1/invitations/:id',
    auth: 'org',
    doc: {
      summary: 'Revoke a pending invitation: its link stops working',
      tag,
      errors: { 409: 'The invitation was accepted or revoked already' },
      responses: { 204: NO_CONTENT },
    },
    async handle({ ctx, deps, auth, params }) {
      await deps.services.invitations.revoke(auth.orgId, params.id);
      ctx.status = 204;
    },
  }),
  route({
    name: 'auth.acceptInvitation',
    methods: ['post'],
    path: '/api/auth/invitations/accept',
    auth: 'none',
    body: AcceptInvitationBody,
    limit: LIMITS.auth,
    doc: {
      summary:
        "Accept an invitation with the link's token: a new user sends a password, an existing one their session cookie; sets a session cookie on the invited org",
      tag: 'Auth',
      errors: {
        401: 'An account with the invited e-mail exists and no session of it came, or no password came for a new one',
        409: 'The link was used already, has expired or was revoked (403: the session is of another e-mail)',
      },
      responses: { 200: ok(SessionOut, 'Joined; session cookie set') },
    },
    async handle({ ctx, deps, auth, body }) {
      const claimant =
        auth.kind === 'session'
          ? ({ kind: 'user', userId: auth.userId } as const)
          : body.password !== undefined
            ? ({ kind: 'new', password: body.password } as const)
            : null;
      if (!claimant)
        throw new UnauthorizedError('Send a password to create the account, or sign in and send the session cookie.');
      const { user, org } = await deps.services.invitations.accept(body.token, claimant);
      await signIn(ctx, deps, 200, user, org);
    },
  }),
  route({
    name: 'auth.switchOrg',
    methods: ['post'],
    path: '/api/auth/switch-org',
    auth: 'session',
    role: 'viewer',
    body: SwitchOrgBody,
    limit: LIMITS.auth,
    doc: {
      summary: "Move the session to another org of the user's (sign-in lands there next time); a new session cookie",
      tag: 'Auth',
      errors: { 401: 'No session' },
      responses: { 200: ok(SessionOut) },
    },
    async handle({ ctx, deps, auth, body }) {
      if (!auth) throw new UnauthorizedError('A dashboard session is required.');
      const org = await deps.services.accounts.switchOrg(auth.userId, body.org_id);
      const user = await deps.services.accounts.loadUser(auth.userId);
      if (!user) throw new UnauthorizedError('The session is unknown or expired.');
      await deps.services.sessions.end(auth.sessionId);
      await signIn(ctx, deps, 200, user, org);
    },
  }),
];
