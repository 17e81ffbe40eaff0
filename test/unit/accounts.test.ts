/**
 * Accounts, sessions and magic links on in-memory stores: sign-up leaves nothing half-made (an org whose user
 * could not be written is removed; an orphan org holding a slug is reclaimed only when old enough), a session
 * expires on sight, a sign-in link works once.
 */
import { Accounts } from '../../domain/accounts/accounts';
import { Members } from '../../domain/accounts/members';
import { MagicLinks } from '../../domain/auth/magicLinks';
import { MemoryMailer } from '../../domain/auth/mailer';
import { Sessions } from '../../domain/auth/sessions';
import { loadConfig } from '../../domain/config';
import { AppError } from '../../domain/errors';
import {
  MemoryAccountStore,
  MemoryMembershipStore,
  MemoryMagicLinkStore,
  MemorySessionStore,
  type TestClock,
} from '../support/memoryAccountStores';

const config = loadConfig({ NODE_ENV: 'test', PROBER_TOKEN: 'prober-token-0123456789' });
const MINUTE = 60_000;

function account(email: string, slug: string) {
  return { email, password: null, org_name: `Org ${slug}`, org_slug: slug };
}

async function refusal(run: Promise<unknown>): Promise<string> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).message;
}

describe('Accounts', () => {
  let clock: TestClock;
  let store: MemoryAccountStore;
  let accounts: Accounts;
  beforeEach(() => {
    clock = { t: Date.UTC(2026, 0, 1) };
    store = new MemoryAccountStore(clock);
    accounts = new Accounts(store, new Members(new MemoryMembershipStore(clock, store)), () => clock.t);
  });

  it('creates an org and its user; a taken email or slug is refused without leaving an org behind', async () => {
    const { user, org } = await accounts.create(account('a@example.com', 'acme'));
    expect(user.org_id).toBe(org._id);
    expect(await refusal(accounts.create(account('a@example.com', 'other')))).toMatch(/email already exists/);
    expect(await refusal(accounts.create(account('b@example.com', 'acme')))).toMatch(/slug is already taken/);
    expect([...store.orgs.values()].map((o) => o.slug)).toEqual(['acme']);
  });

  it('removes the org when its user cannot be written (email taken meanwhile, or a failure)', async () => {
    store.insertUser = async () => null;
    expect(await refusal(accounts.create(account('a@example.com', 'acme')))).toMatch(/email already exists/);
    store.insertUser = async () => Promise.reject(new Error('connection lost'));
    await expect(accounts.create(account('a@example.com', 'acme'))).rejects.toThrow('connection lost');
    expect(store.orgs.size).toBe(0);
  });

  it('reclaims a slug held by an org without users only once no sign-up can still be writing it', async () => {
    await store.insertOrg('Crashed', 'acme'); // a sign-up that died before writing its user
    clock.t += 4 * MINUTE;
    expect(await refusal(accounts.create(account('a@example.com', 'acme')))).toMatch(/slug is already taken/);
    clock.t += 2 * MINUTE;
    const { org } = await accounts.create(account('a@example.com', 'acme'));
    expect([...store.orgs.values()]).toEqual([org]);
    expect(org.name).toBe('Org acme');
  });

  it('signs in with the right password only, with one answer for a wrong password and an unknown email', async () => {
    await accounts.create({ ...account('a@example.com', 'acme'), password: 'correct horse battery' });
    const { org } = await accounts.authenticatePassword('a@example.com', 'correct horse battery');
    expect(org.slug).toBe('acme');
    const wrong = await refusal(accounts.authenticatePassword('a@example.com', 'wrong password!'));
    expect(await refusal(accounts.authenticatePassword('nobody@example.com', 'wrong password!'))).toBe(wrong);
  });
});

describe('Sessions', () => {
  it('finds a live session, deletes an expired one on sight, and sweeps the expired', async () => {
    const clock = { t: Date.UTC(2026, 0, 1) };
    const store = new MemorySessionStore(clock);
    const sessions = new Sessions(store, config, () => clock.t);
    const first = await sessions.start({ _id: 'user-1', org_id: 'org-1' });
    expect(await sessions.find(first.token)).toMatchObject({ user_id: 'user-1', org_id: 'org-1' });
    clock.t = first.expiresAt.getTime();
    const second = await sessions.start({ _id: 'user-2', org_id: 'org-1' });
    expect(await sessions.find(first.token)).toBeNull();
    expect(store.sessions.size).toBe(1);
    clock.t = second.expiresAt.getTime();
    expect(await sessions.sweep()).toBe(1);
    expect(store.sessions.size).toBe(0);
  });
});

describe('MagicLinks', () => {
  const clock = { t: Date.UTC(2026, 0, 1) };
  const users = new MemoryAccountStore(clock);
  const links = new MemoryMagicLinkStore(clock);
  const mailer = new MemoryMailer();
  const magicLinks = new MagicLinks({ links, users, config, mailer, now: () => clock.t });
  const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token')!;

  beforeAll(async () => {
    await users.insertUser({ org_id: 'org-1', email: 'a@example.com', password_hash: null });
  });

  it('mails a link to a known address only, and the link signs in once', async () => {
    await magicLinks.request('nobody@example.com');
    expect(mailer.sent).toHaveLength(0);
    await magicLinks.request('a@example.com');
    const token = tokenOf(mailer.sent[0]?.link);
    expect(await magicLinks.consume(token)).toMatchObject({ email: 'a@example.com' });
    expect(await magicLinks.consume(token)).toBeNull();
  });

  it('refuses an expired link, and the sweep removes it', async () => {
    await magicLinks.request('a@example.com', '/app/magic-link/verify');
    const link = mailer.sent.at(-1)?.link;
    expect(link).toContain('/app/magic-link/verify?token=');
    clock.t += 15 * MINUTE;
    expect(await magicLinks.consume(tokenOf(link))).toBeNull();
    await magicLinks.sweep();
    expect(links.links.size).toBe(0);
    expect(links.uses.size).toBe(0);
  });
});
