/**
 * The page an invitation link opens: who invites to what, then accept as the signed-in user (if the link is for
 * their address) or with a new password; either way a session in the invited org starts. Refused links (used,
 * expired, revoked, unknown, another address) say why on the page.
 */
import type { Context } from 'koa';
import type { Claimant } from '../../../domain/accounts/invitations';
import { sessionCookie } from '../../../domain/auth/sessions';
import { InvalidRequestError } from '../../../domain/errors';
import { AcceptInvitationBody } from '../../contract/invitations';
import { parseInput } from '../../contract/parse';
import { formErrorsOf, userMessageOf } from '../forms';
import { open, publicAction, seeOther, type Dashboard } from '../routing';
import { socialButtons } from './auth';

const PATH = '/app/invitations/accept';

export function registerInvitationAcceptPages(d: Dashboard): void {
  const { config, services } = d.deps;

  async function show(ctx: Context, token: string, extra: Record<string, unknown> = {}, status = 200): Promise<void> {
    const auth = ctx.state.auth;
    const signedInAs = auth?.kind === 'session' ? auth.email : null;
    let offer: Record<string, unknown>;
    try {
      const { invitation, orgName } = await services.invitations.preview(token);
      const mine = signedInAs === invitation.email;
      offer = { orgName, email: invitation.email, role: invitation.role, mine, other: signedInAs && !mine };
    } catch (err) {
      const refusal = userMessageOf(err);
      if (!refusal) throw err;
      return d.render.page(
        ctx,
        'invitationAccept',
        { title: 'Invitation' },
        { problem: refusal.message },
        refusal.status,
      );
    }
    const next = encodeURIComponent(`${PATH}?token=${token}`);
    d.render.page(
      ctx,
      'invitationAccept',
      { title: 'Invitation' },
      { ...offer, token, signedInAs, next, providers: socialButtons(config.social), ...extra },
      status,
    );
  }

  open(
    d,
    'get',
    'invitationAcceptForm',
    PATH,
    async (ctx) => {
      const token = String(ctx.query.token ?? '');
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token))
        return d.render.page(
          ctx,
          'invitationAccept',
          { title: 'Invitation' },
          { problem: 'This invitation link is incomplete.' },
          400,
        );
      await show(ctx, token);
    },
    'viewer',
  );

  publicAction(d, 'invitationAccept', PATH, async (ctx, form) => {
    const token = form.get('token') ?? '';
    try {
      const b = parseInput(AcceptInvitationBody, { token, password: form.get('password') || undefined }, 'body');
      const auth = ctx.state.auth;
      const claimant = claimantOf(auth?.kind === 'session' ? auth.userId : null, b.password);
      const { user, org } = await services.invitations.accept(b.token, claimant);
      if (auth?.kind === 'session') await services.sessions.end(auth.sessionId);
      const { token: sid, expiresAt } = await services.sessions.start({ _id: user._id, org_id: org._id });
      ctx.append('Set-Cookie', sessionCookie(config, sid, expiresAt));
      seeOther(ctx, '/app/monitors');
    } catch (err) {
      const formErrors = formErrorsOf(err, ['password']);
      const refusal = userMessageOf(err);
      if (!formErrors && !refusal) throw err;
      await show(ctx, token, { formErrors, problem: refusal?.message }, formErrors ? 400 : refusal!.status);
    }
  });
}

/** The signed-in user, else a new account with the password the form must then carry. */
function claimantOf(userId: string | null, password: string | undefined): Claimant {
  if (userId) return { kind: 'user', userId };
  if (password) return { kind: 'new', password };
  throw new InvalidRequestError('Choose a password for your account.', [
    { path: 'password', message: 'is required to create your account' },
  ]);
}
