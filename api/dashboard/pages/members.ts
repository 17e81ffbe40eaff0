/** Members and invitations of the org (list, change a role, remove; invite, revoke), and the header's org switch. */
import type { Context } from 'koa';
import { ROLES, roleAllows, type Role } from '../../../domain/accounts/roles';
import { sessionCookie } from '../../../domain/auth/sessions';
import { CreateInvitationBody, presentInvitation } from '../../contract/invitations';
import { presentMember, UpdateMemberBody } from '../../contract/members';
import { parseInput } from '../../contract/parse';
import { confirmable } from '../confirm';
import { formErrorsOf, text, type FormErrors } from '../forms';
import { readId } from '../../requestInput';
import { action, page, seeOther, type Dashboard, type SignedIn } from '../routing';

const DONE: Record<string, string> = {
  invited: 'Invitation sent: the link is valid for 7 days, once.',
  revoked: 'Invitation revoked: its link no longer works.',
  removed: 'Member removed.',
  role: 'Role changed.',
};

/** The roles `held` may give: an owner any, anyone else up to admin. */
export function grantableRoles(held: Role, selected?: string): { value: Role; selected: boolean }[] {
  const top: Role = roleAllows(held, 'owner') ? 'owner' : 'admin';
  return ROLES.filter((r) => roleAllows(top, r)).map((value) => ({ value, selected: value === selected }));
}

export function registerMemberPages(d: Dashboard): void {
  const { members, invitations, accounts, sessions } = d.deps.services;

  async function show(
    ctx: Context,
    user: SignedIn,
    extra: { values?: Record<string, string>; formErrors?: FormErrors } = {},
    status = 200,
  ): Promise<void> {
    const [memberList, invitationList] = await Promise.all([
      members.list(user.orgId, { limit: 100 }),
      invitations.list(user.orgId, { limit: 100 }),
    ]);
    d.render.page(
      ctx,
      'members',
      user.layout('Members', 'members'),
      {
        members: memberList.slice(0, 100).map((m) => ({
          ...presentMember(m),
          self: m.user_id === user.userId,
          roles: grantableRoles(user.role, m.role),
        })),
        invitations: invitationList
          .slice(0, 100)
          .map(presentInvitation)
          .filter((i) => i.status === 'pending'),
        roles: grantableRoles(user.role, extra.values?.role ?? 'viewer'),
        notice: DONE[String(ctx.query.done ?? '')],
        ...extra,
      },
      status,
    );
  }

  page(d, 'members', '/app/members', async (ctx, user) => show(ctx, user));

  action(d, 'invitationCreate', '/app/invitations', async (ctx, user, form) => {
    try {
      const b = parseInput(CreateInvitationBody, { email: text(form, 'email'), role: form.get('role') }, 'body');
      const inviter = { kind: 'user' as const, id: user.userId, name: user.email, role: user.role };
      await invitations.invite(user.orgId, inviter, b.email, b.role);
      seeOther(ctx, '/app/members?done=invited');
    } catch (err) {
      const errors = formErrorsOf(err, ['email', 'role']);
      if (!errors) throw err;
      const values = { email: form.get('email') ?? '', role: form.get('role') ?? '' };
      await show(ctx, user, { values, formErrors: errors }, 400);
    }
  });

  action(d, 'memberRole', '/app/members/:id/role', async (ctx, user, form) => {
    const b = parseInput(UpdateMemberBody, { role: form.get('role') }, 'body');
    await members.changeRole(user.role, user.orgId, readId(ctx), b.role);
    seeOther(ctx, '/app/members?done=role');
  });

  confirmable(d, {
    name: 'memberRemove',
    path: '/app/members/:id/remove',
    async ask(user, id) {
      const m = await members.get(user.orgId, id);
      return {
        heading: `Remove ${m.email}?`,
        message: `${m.email} loses access to this workspace at once; their sessions here end. An invitation brings them back.`,
        button: 'Remove member',
        cancel: '/app/members',
      };
    },
    run: async (user, id) => {
      await members.remove(user.role, user.orgId, id);
    },
    done: '/app/members?done=removed',
  });

  confirmable(d, {
    name: 'invitationRevoke',
    path: '/app/invitations/:id/revoke',
    async ask(user, id) {
      const i = await invitations.get(user.orgId, id);
      return {
        heading: `Revoke the invitation of ${i.email}?`,
        message: 'The link sent stops working. You can invite the address again later.',
        button: 'Revoke invitation',
        cancel: '/app/members',
      };
    },
    run: (user, id) => invitations.revoke(user.orgId, id),
    done: '/app/members?done=revoked',
  });

  action(
    d,
    'switchOrg',
    '/app/switch-org',
    async (ctx, user, form) => {
      const org = await accounts.switchOrg(user.userId, String(form.get('org_id') ?? ''));
      await sessions.end(user.sessionId);
      const { token, expiresAt } = await sessions.start({ _id: user.userId, org_id: org._id });
      ctx.append('Set-Cookie', sessionCookie(d.deps.config, token, expiresAt));
      seeOther(ctx, '/app/monitors');
    },
    'viewer',
  );
}
