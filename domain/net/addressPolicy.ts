/**
 * Outbound address policy (contract: SSRF guard). Webhook targets and probe targets may not resolve to
 * loopback, private, link-local, unique-local, CGNAT, multicast, unspecified or reserved addresses.
 * The check runs on the resolved address at connect time (a DNS answer can change after a URL was saved).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { causeChain } from './errorCodes';

/** A target refused by the policy. `code` lets callers recognise it after a library re-wraps it. */
export class ForbiddenTargetError extends Error {
  readonly code = 'ERR_FORBIDDEN_TARGET';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`target ${host} resolves to a forbidden address (${address})`);
    this.name = 'ForbiddenTargetError';
  }
}

export function isForbiddenTargetError(err: unknown): boolean {
  return causeChain(err).some(
    (e) => e instanceof ForbiddenTargetError || (e as { code?: unknown }).code === 'ERR_FORBIDDEN_TARGET',
  );
}

// [first address as a number, prefix length]
const V4_BLOCKS: Array<[string, number]> = [
  ['0.0.0.0', 8], // unspecified / "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];
const V4_PARSED = V4_BLOCKS.map(([a, bits]) => ({
  base: v4ToInt(a)!,
  mask: bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0,
}));

/** True when `ip` (v4 or v6 literal) must not be connected to. Anything that is not an IP literal is forbidden. */
export function isForbiddenAddress(ip: string): boolean {
  const family = isIP(stripZone(ip));
  if (family === 4) return forbiddenV4(v4ToInt(ip)!);
  if (family === 6) {
    const bytes = v6ToBytes(stripZone(ip));
    return bytes === null || forbiddenV6(bytes);
  }
  return true;
}

function forbiddenV4(n: number): boolean {
  return V4_PARSED.some(({ base, mask }) => (n & mask) >>> 0 === base);
}

function forbiddenV6(b: Uint8Array): boolean {
  const zeroUpTo = (n: number) => b.subarray(0, n).every((x) => x === 0);
  const embeddedV4 = (at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
  if (zeroUpTo(16)) return true; // ::
  if (zeroUpTo(15) && b[15] === 1) return true; // ::1
  if (zeroUpTo(10) && b[10] === 0xff && b[11] === 0xff) return forbiddenV4(embeddedV4(12)); // ::ffff:a.b.c.d
  if (zeroUpTo(12)) return forbiddenV4(embeddedV4(12)); // deprecated ::a.b.c.d
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) return forbiddenV4(embeddedV4(12)); // NAT64 64:ff9b::/96
  if (b[0] === 0x20 && b[1] === 0x02) return forbiddenV4(embeddedV4(2)); // 6to4 2002::/16
  if ((b[0] & 0xfe) === 0xfc) return true; // fc00::/7 unique-local
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0x80) return true; // fe80::/10 link-local
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0xc0) return true; // fec0::/10 site-local (deprecated)
  if (b[0] === 0xff) return true; // multicast
  if (b[0] === 0x01 && b[1] === 0x00 && b.subarray(2, 8).every((x) => x === 0)) return true; // 100::/64 discard
  return false;
}

function stripZone(ip: string): string {
  const pct = ip.indexOf('%');
  return pct < 0 ? ip : ip.slice(0, pct);
}

function v4ToInt(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null;
    n = n * 256 + Number(p);
  }
  return n >>> 0;
}

/** Expands any textual IPv6 form (with `::` and a trailing dotted quad) to 16 bytes. */
function v6ToBytes(ip: string): Uint8Array | null {
  let text = ip;
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    // Rewrite a trailing dotted quad as two hex groups, then parse as plain hex.
    const v4 = v4ToInt(text.slice(lastColon + 1));
    if (v4 === null) return null;
    text = `${text.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) =>
    s === '' ? [] : s.split(':').map((h) => (/^[0-9a-f]{1,4}$/i.test(h) ? parseInt(h, 16) : NaN));
  const left = parse(halves[0]);
  const right = halves.length === 2 ? parse(halves[1]) : [];
  const fill = 8 - left.length - right.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null;
  const groups = [...left, ...new Array<number>(fill).fill(0), ...right];
  if (groups.some((g) => Number.isNaN(g))) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[i * 2] = (g >> 8) & 0xff;
    bytes[i * 2 + 1] = g & 0xff;
  });
  return bytes;
}

export interface AddressPolicy {
  allowPrivateTargets: boolean;
}

/** For URLs whose host is an IP literal: `net.connect` skips `lookup` for those, so check them up front. */
export function assertLiteralAllowed(host: string, policy: AddressPolicy): void {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (!policy.allowPrivateTargets && isIP(stripZone(bare)) !== 0 && isForbiddenAddress(bare)) {
    throw new ForbiddenTargetError(host, bare);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type GuardedLookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/**
 * A `dns.lookup` replacement for `net.connect` / `tls.connect` / undici's `connect` option: resolves, then refuses
 * the connection when any resolved address is forbidden (all of them are checked, so a mixed answer cannot slip
 * a private address in through Happy Eyeballs).
 */
export function createGuardedLookup(policy: AddressPolicy): GuardedLookup {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      if (!policy.allowPrivateTargets) {
        const bad = list.find((a) => isForbiddenAddress(a.address));
        if (bad) return callback(new ForbiddenTargetError(hostname, bad.address) as NodeJS.ErrnoException, []);
      }
      if (list.length === 0)
        return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      if (options.all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}
