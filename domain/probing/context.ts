/**
 * What a check needs besides its definition (address policy, DNS servers, trusted CAs, ping program), and its helpers.
 */
import type { CertificateReport } from '../certificates/facts';
import { rootCertificates } from 'node:tls';
import { isIP } from 'node:net';
import { assertLiteralAllowed, createGuardedLookup, type GuardedLookup } from '../net/addressPolicy';
import type { Config } from '../config';
import type { CheckDefinition } from '../monitors/definition';
import type { CheckDetails } from './errors';
import type { BrowserPool } from './browserPool';

/** Everything a check needs besides its definition; the same for the prober process and the test-check route. */
export interface ProbeContext {
  /** Development/tests only: lets checks reach loopback and private addresses (contract SSRF rule). */
  allowPrivateTargets: boolean;
  /** DNS servers (`ip` or `ip:port`) for `dns` checks; null uses the system's. */
  dnsServers: string[] | null;
  /** Extra trusted CA (PEM) for `http`, `keyword` and `ssl` checks, on top of the public roots. */
  extraCa: string | null;
  /** The ICMP echo program (`ping` from iputils-ping). */
  pingCommand: string;
  /** The process's browser for `browser` checks (one per process, started by its owner); null: none here. */
  browsers?: BrowserPool | null;
}

export function probeContextFrom(
  config: Pick<Config, 'allowPrivateTargets'> & {
    probing: Pick<Config['probing'], 'dnsServers' | 'extraCa' | 'pingCommand'>;
  },
): ProbeContext {
  return {
    allowPrivateTargets: config.allowPrivateTargets,
    dnsServers: config.probing.dnsServers,
    extraCa: config.probing.extraCa,
    pingCommand: config.probing.pingCommand,
  };
}

/** The browser pool's settings (PROBER_CHROMIUM_PATH, PROBER_BROWSER_CONCURRENCY). */
export function browserSettings(config: { probing: Pick<Config['probing'], 'chromiumPath' | 'browserConcurrency'> }) {
  return { chromiumPath: config.probing.chromiumPath, concurrency: config.probing.browserConcurrency };
}

export type CheckRunner = (
  def: CheckDefinition,
  ctx: ProbeContext,
  signal: AbortSignal,
) => Promise<{ responseMs: number; certificate?: CertificateReport } & CheckDetails>;

export function guardedLookup(ctx: ProbeContext): GuardedLookup {
  return createGuardedLookup({ allowPrivateTargets: ctx.allowPrivateTargets });
}

/** Refuses a forbidden IP literal up front: `net.connect` skips `lookup` for literals. */
export function assertHostAllowed(host: string, ctx: ProbeContext): void {
  assertLiteralAllowed(host, { allowPrivateTargets: ctx.allowPrivateTargets });
}

/** Resolves a host to one address under the address policy (for `ping`, which connects to an IP). */
export function resolveAllowed(host: string, ctx: ProbeContext): Promise<string> {
  if (isIP(host) !== 0) {
    assertHostAllowed(host, ctx);
    return Promise.resolve(host);
  }
  return new Promise((resolve, reject) => {
    guardedLookup(ctx)(host, {}, (err, address) => (err ? reject(err) : resolve(address as string)));
  });
}

export function trustedCas(ctx: ProbeContext): string[] | undefined {
  return ctx.extraCa ? [...rootCertificates, ctx.extraCa] : undefined;
}

export function elapsedMs(startedAt: bigint): number {
  return Math.max(0, Math.round(Number(process.hrtime.bigint() - startedAt) / 1e6));
}
