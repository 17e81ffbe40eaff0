/**
 * The services of accounts and sign-in, built together on their stores: orgs and users, API keys and the bearer
 * resolver that a revocation clears, sessions, magic links, and the contact form. Part of `Services`.
 */
import type { Config } from '../config';
import { KeyResolver } from '../auth/keyResolver';
import { MagicLinks } from '../auth/magicLinks';
import type { Mailer } from '../auth/mailer';
import { Sessions } from '../auth/sessions';
import type { MagicLinkStore, SessionStore } from '../auth/stores';
import { ContactForm } from '../contact/contactForm';
import type { ContactMessageStore } from '../contact/stores';
import type { Logger } from '../logger';
import { Accounts } from './accounts';
import { SocialSignIn } from '../auth/social/socialSignIn';
import { ApiKeys } from './apiKeys';
import { Invitations } from './invitations';
import { Members } from './members';
import type { AccountStore, ApiKeyStore, InvitationStore, MembershipStore } from './stores';

export interface AccountServices {
  /** Sign-up, password sign-in, and the org and user of a session. */
  accounts: Accounts;
  /** Who belongs to which org with which role. */
  members: Members;
  /** Invitations to join an org, mailed as single-use links. */
  invitations: Invitations;
  /** An org's API keys: create, list, revoke (which `keys` forgets at once). */
  apiKeys: ApiKeys;
  /** Bearer key -> org, with a short-lived cache that revocations clear at once. */
  keys: KeyResolver;
  /** Dashboard sessions behind the `sid` cookie. */
  sessions: Sessions;
  /** One-time sign-in links by mail. */
  magicLinks: MagicLinks;
  /** Sign-in with GitHub or Google: the authorization-code flow up to a verified e-mail address. */
  social: SocialSignIn;
  /** The marketing contact form: stored, then e-mailed to CONTACT_EMAIL. */
  contactForm: ContactForm;
}

export interface AccountStores {
  accounts: AccountStore;
  memberships: MembershipStore;
  invitations: InvitationStore;
  apiKeys: ApiKeyStore;
  sessions: SessionStore;
  magicLinks: MagicLinkStore;
  contactMessages: ContactMessageStore;
}

export interface AccountServiceDeps {
  config: Config;
  log: Logger;
  now: () => number;
  mailer: Mailer;
  stores: AccountStores;
  /** The plan's check before a member joins (invitations). */
  assertSeat: (orgId: string) => Promise<void>;
}

export function createAccountServices(deps: AccountServiceDeps): AccountServices {
  const { config, log, now, mailer, stores, assertSeat } = deps;
  const keys = new KeyResolver(stores.apiKeys, log, now);
  const members = new Members(stores.memberships);
  const accounts = new Accounts(stores.accounts, members);
  const invitationDeps = { store: stores.invitations, users: stores.accounts, accounts, members };
  return {
    accounts,
    members,
    invitations: new Invitations({ ...invitationDeps, config, mailer, now, assertSeat }),
    apiKeys: new ApiKeys({ store: stores.apiKeys, now, forget: (keyHash) => keys.forget(keyHash) }),
    keys,
    sessions: new Sessions(stores.sessions, config, now),
    magicLinks: new MagicLinks({ links: stores.magicLinks, users: stores.accounts, config, mailer, now }),
    social: new SocialSignIn(config.social, config.baseUrl, config.nodeEnv !== 'development'),
    contactForm: new ContactForm({ store: stores.contactMessages, mailer, log, contactEmail: config.contactEmail }),
  };
}
