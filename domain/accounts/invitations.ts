/**
 * Invitations to join an org: mailed as a single-use link valid 7 days, accepted by a new account (which sets its
 * password) or by a signed-in one whose e-mail is the invited one, revoked by an admin. Each invitation is
 * written once; how it ended (accepted or revoked) is one unique insert, so a link works exactly once even when
 * opened many times at once.
 */
import type { Config } from '../config';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';
import type { Mailer } from '../auth/mailer';
import { randomToken, sha256Hex } from '../auth/tokens';
import type { InvitationDoc } from '../models/invitation';
import type { InvitationUseDoc } from '../models/invitationUse';
import type { OrgDoc } from '../models/org';
import type { UserDoc } from '../models/user';
import type { PageWindow } from '../pageWindow';
import type { Accounts } from './accounts';
import type { Members } from './members';
import { roleAllows, type Role } from './roles';
import type { AccountStore, InvitationStore } from './stores';

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

/** An invitation with how it stands now. */
export type InvitationView = InvitationDoc & {
  status: InvitationStatus;
  /** When it was accepted or revoked; null otherwise. */
  ended_at: Date | null;
};

/** Who invites: a member's session or an API key, with the role it acts with. */
export interface Inviter {
  kind: 'user' | 'api_key';
  id: string;
  name: string;
  role: Role;
}

/** Who accepts: the signed-in user, or a new account with this password. */
/** Who accepts: a signed-in user, a new user with a password, or a new user whose address a provider verified. */
export type Claimant =
  { kind: 'user'; userId: string } | { kind: 'new'; password: string } | { kind: 'verified'; email: string };

export interface InvitationDeps {
  store: InvitationStore;
  users: Pick<AccountStore, 'findUserByEmail' | 'findOrg'>;
  accounts: Accounts;
  members: Members;
  config: Config;
  mailer: Mailer;
  now: () => number;
  /** Refuses (402 plan_limit) when the org's plan has no room for one more member. */
  assertSeat: (orgId: string) => Promise<void>;
}

export class Invitations {
  constructor(private readonly deps: InvitationDeps) {}

  /** Invites `email` with `role` (an owner only by an owner) and mails the link. */
  async invite(orgId: string, inviter: Inviter, email: string, role: Role): Promise<InvitationView> {
    const { store, users, now } = this.deps;
    if (role === 'owner' && !roleAllows(inviter.role, 'owner'))
      throw new ForbiddenError('Only the owner role may invite an owner.', 'owner');
    const existing = await users.findUserByEmail(email);
    if (existing && (await this.deps.members.find(orgId, existing._id)))
      throw new ConflictError('This e-mail address belongs to a member of the org already.');
    await this.deps.assertSeat(orgId);
    const token = randomToken(32);
    const { kind, id, name } = inviter;
    const doc = await store.insertInvitation({
      org_id: orgId,
      email,
      role,
      token_hash: sha256Hex(token),
      invited_by: { kind, id, name },
      expires_at: new Date(now() + INVITATION_TTL_MS),
    });
    await this.mail(doc, token);
    return { ...doc, status: 'pending', ended_at: null };
  }

  async list(orgId: string, page: PageWindow): Promise<InvitationView[]> {
    const docs = await this.deps.store.listInvitations(orgId, page);
    const uses = new Map((await this.deps.store.findInvitationUses(docs.map((d) => d._id))).map((u) => [u._id, u]));
    return docs.map((d) => this.view(d, uses.get(d._id) ?? null));
  }

  /** An invitation of this org (another org's is a 404). */
  async get(orgId: string, id: string): Promise<InvitationView> {
    const doc = await this.deps.store.findInvitation(id);
    if (!doc || doc.org_id !== orgId) throw new NotFoundError('Invitation not found.');
    const [use] = await this.deps.store.findInvitationUses([id]);
    return this.view(doc, use ?? null);
  }

  /** Revokes a pending invitation: its link stops working. An accepted or revoked one is a 409. */
  async revoke(orgId: string, id: string): Promise<void> {
    await this.get(orgId, id);
    const ended = await this.deps.store.insertInvitationUse({
      _id: id,
      org_id: orgId,
      outcome: 'revoked',
      user_id: null,
      at: new Date(this.deps.now()),
    });
    if (!ended) throw new ConflictError('This invitation was accepted or revoked already.');
  }

  /** Accepts by the link's token: the user joins the org with the invited role; the user and the org. */
  async accept(token: string, claimant: Claimant): Promise<{ user: UserDoc; org: OrgDoc }> {
    const invitation = await this.usable(token);
    if (claimant.kind === 'verified' && claimant.email !== invitation.email)
      throw new ForbiddenError(`This invitation is for another e-mail address than ${claimant.email}.`);
    const user = claimant.kind === 'user' ? await this.signedIn(invitation, claimant.userId) : null;
    if (user && (await this.deps.members.find(invitation.org_id, user._id)))
      throw new ConflictError('You are a member of this org already.');
    if (!user && (await this.deps.users.findUserByEmail(invitation.email)))
      throw new UnauthorizedError('An account with this e-mail exists: sign in, then accept with the session cookie.');
    await this.deps.assertSeat(invitation.org_id); // the plan may have changed since the invitation was sent
    await this.claim(invitation, user);
    try {
      const member = user ?? (await this.newUser(invitation, claimant));
      await this.deps.members.join(invitation.org_id, member, invitation.role);
      return { user: member, org: await this.deps.accounts.switchOrg(member._id, invitation.org_id) };
    } catch (err) {
      await this.deps.store.deleteInvitationUse(invitation._id); // nothing was joined: the link works again
      throw err;
    }
  }

  /** What an invitation link offers, before it is accepted (the same refusals as accepting). */
  async preview(token: string): Promise<{ invitation: InvitationDoc; orgName: string }> {
    const invitation = await this.usable(token);
    const org = await this.deps.users.findOrg(invitation.org_id);
    return { invitation, orgName: org?.name ?? 'an org' };
  }

  /** The invitation of a token that can still be accepted; a clear refusal for an unknown, ended or expired one. */
  private async usable(token: string): Promise<InvitationDoc> {
    const invitation = await this.deps.store.findInvitationByToken(sha256Hex(token));
    if (!invitation) throw new NotFoundError('This invitation link is unknown.');
    const [use] = await this.deps.store.findInvitationUses([invitation._id]);
    if (use?.outcome === 'accepted') throw new ConflictError('This invitation link has been used already.');
    if (use?.outcome === 'revoked') throw new ConflictError('This invitation has been revoked.');
    if (invitation.expires_at.getTime() <= this.deps.now())
      throw new ConflictError('This invitation link has expired; ask for a new invitation.');
    return invitation;
  }

  private async signedIn(invitation: InvitationDoc, userId: string): Promise<UserDoc> {
    const user = await this.deps.accounts.loadUser(userId);
    if (!user) throw new UnauthorizedError('The session is unknown or expired.');
    if (user.email !== invitation.email)
      throw new ForbiddenError(`This invitation is for another e-mail address; you are signed in as ${user.email}.`);
    return user;
  }

  private newUser(invitation: InvitationDoc, claimant: Claimant): Promise<UserDoc> {
    if (claimant.kind === 'verified')
      return this.deps.accounts.createInvited(invitation.org_id, invitation.email, null);
    if (claimant.kind !== 'new')
      throw new UnauthorizedError('Send a password to create the account, or sign in and send the session cookie.');
    return this.deps.accounts.createInvited(invitation.org_id, invitation.email, claimant.password);
  }

  /** The one acceptance, as a unique insert: the second of two concurrent accepts is refused here. */
  private async claim(invitation: InvitationDoc, user: UserDoc | null): Promise<void> {
    const use: InvitationUseDoc = {
      _id: invitation._id,
      org_id: invitation.org_id,
      outcome: 'accepted',
      user_id: user?._id ?? null,
      at: new Date(this.deps.now()),
    };
    if (!(await this.deps.store.insertInvitationUse(use)))
      throw new ConflictError('This invitation link has been used already.');
  }

  private view(doc: InvitationDoc, use: InvitationUseDoc | null): InvitationView {
    if (use) return { ...doc, status: use.outcome, ended_at: use.at };
    return { ...doc, status: doc.expires_at.getTime() <= this.deps.now() ? 'expired' : 'pending', ended_at: null };
  }

  private async mail(doc: InvitationDoc, token: string): Promise<void> {
    const { config, mailer, users } = this.deps;
    const org = await users.findOrg(doc.org_id);
    const link = `${config.baseUrl}/app/invitations/accept?token=${token}`;
    await mailer.send({
      to: doc.email,
      subject: `You are invited to ${org?.name ?? 'an org'}`,
      text:
        `${doc.invited_by.name} invites you to join ${org?.name ?? 'their org'} as ${doc.role}.\n\n` +
        `Accept (valid for 7 days, once): ${link}`,
      link,
    });
  }
}
