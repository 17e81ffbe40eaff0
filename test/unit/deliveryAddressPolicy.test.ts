import type { LookupAddress } from 'node:dns';
import {
  assertLiteralAllowed,
  createGuardedLookup,
  ForbiddenTargetError,
  isForbiddenAddress,
  isForbiddenTargetError,
} from '../../domain/net/addressPolicy';

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '0:0:0:0:0:ffff:c0a8:0101',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
    '::127.0.0.1',
  ])('refuses %s', (ip) => expect(isForbiddenAddress(ip)).toBe(true));

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2a00:1450::1',
  ])('allows %s', (ip) => expect(isForbiddenAddress(ip)).toBe(false));

  it('treats non-literals as forbidden', () => expect(isForbiddenAddress('example.com')).toBe(true));
});

describe('assertLiteralAllowed', () => {
  it('refuses private literals unless allowed, ignores names', () => {
    expect(() => assertLiteralAllowed('127.0.0.1', { allowPrivateTargets: false })).toThrow(ForbiddenTargetError);
    expect(() => assertLiteralAllowed('[::1]', { allowPrivateTargets: false })).toThrow(ForbiddenTargetError);
    expect(() => assertLiteralAllowed('127.0.0.1', { allowPrivateTargets: true })).not.toThrow();
    expect(() => assertLiteralAllowed('example.com', { allowPrivateTargets: false })).not.toThrow();
    expect(() => assertLiteralAllowed('8.8.8.8', { allowPrivateTargets: false })).not.toThrow();
  });
});

describe('createGuardedLookup', () => {
  const run = (allowPrivateTargets: boolean, all: boolean) =>
    new Promise<{ err: NodeJS.ErrnoException | null; address: string | LookupAddress[] }>((resolve) =>
      createGuardedLookup({ allowPrivateTargets })('localhost', { all }, (err, address) => resolve({ err, address })),
    );

  it('refuses a name resolving to loopback', async () => {
    const { err } = await run(false, false);
    expect(err).toBeInstanceOf(ForbiddenTargetError);
    expect(isForbiddenTargetError({ cause: err })).toBe(true);
  });
  it('resolves normally when private targets are allowed, in both callback shapes', async () => {
    const single = await run(true, false);
    expect(single.err).toBeNull();
    expect(isForbiddenAddress(single.address as string)).toBe(true);
    const all = await run(true, true);
    expect(Array.isArray(all.address)).toBe(true);
    expect((all.address as LookupAddress[]).length).toBeGreaterThan(0);
  });
});
