/** Runs one check of any probed type with its time-out and turns every outcome into a `CheckOutcome`. */
import type { CertificateReport } from '../certificates/facts';
import { classifyError, type CheckDetails, type ErrorClass } from './errors';
import type { CheckDefinition, ProbedType } from '../monitors/definition';
import type { CheckRunner, ProbeContext } from './context';
import { runApiCheck } from './checks/api';
import { runBrowserCheck } from './checks/browser';
import { runDnsCheck } from './checks/dns';
import { runHttpCheck } from './checks/http';
import { runPingCheck } from './checks/ping';
import { runSslCheck } from './checks/ssl';
import { runTcpCheck } from './checks/tcp';
import { storableText } from '../storedText';

export interface CheckOutcome extends CheckDetails {
  ok: boolean;
  /** null when no response came (time-out, refused, unresolvable). */
  response_ms: number | null;
  error_class: ErrorClass | null;
  error_message: string | null;
  /** The verified certificate the target presented (https and ssl checks). */
  certificate?: CertificateReport;
}

const RUNNERS: Record<Exclude<ProbedType, 'browser'>, CheckRunner> = {
  http: runHttpCheck,
  keyword: runHttpCheck,
  tcp: runTcpCheck,
  ssl: runSslCheck,
  dns: runDnsCheck,
  ping: runPingCheck,
  api: runApiCheck,
};

/** Extra time a runner gets to notice its abort before the check is declared timed out regardless. */
const ABORT_GRACE_MS = 1_000;

export async function runCheck(def: CheckDefinition, ctx: ProbeContext): Promise<CheckOutcome> {
  if (def.type !== 'browser') return runTimed(def, ctx, RUNNERS[def.type]);
  const pool = ctx.browsers;
  if (!pool || pool.unavailable) {
    const why = pool?.unavailable ?? 'this process runs no browser checks';
    return { ok: false, response_ms: null, error_class: 'browser_unavailable', error_message: why };
  }
  // The wait for a free browser slot is not the check's time: its time-out starts with the slot.
  return pool
    .withBrowser((browser) => runTimed(def, ctx, (d, c, signal) => runBrowserCheck(d, browser, c, signal)))
    .catch((err: Error) => ({
      ok: false,
      response_ms: null,
      error_class: 'browser_unavailable',
      error_message: storableText(`Chromium did not start: ${err.message.split('\n')[0]}`),
    }));
}

/** One check with its time-out: a runner that does not end within it is declared timed out regardless. */
async function runTimed(def: CheckDefinition, ctx: ProbeContext, runner: CheckRunner): Promise<CheckOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), def.timeout_ms);
  let backstop: NodeJS.Timeout | undefined;
  const hardStop = new Promise<never>((_, reject) => {
    backstop = setTimeout(
      () => reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })),
      def.timeout_ms + ABORT_GRACE_MS,
    );
  });
  try {
    const { responseMs, certificate, ...details } = await Promise.race([runner(def, ctx, controller.signal), hardStop]);
    return {
      ok: true,
      response_ms: responseMs,
      error_class: null,
      error_message: null,
      ...(certificate && { certificate }),
      ...details,
    };
  } catch (err) {
    return failedOutcome(def, err, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
    clearTimeout(backstop);
  }
}

/** A failed check as a result; `stopped`: the check's time ran out and it was stopped. */
function failedOutcome(def: CheckDefinition, err: unknown, stopped: boolean): CheckOutcome {
  const failure = classifyError(stopped ? Object.assign(new Error('timed out'), { name: 'TimeoutError' }) : err);
  // A browser check says which step ran out of time, unless the whole check had to be stopped.
  const ownReason = def.type === 'browser' && !stopped;
  const message =
    failure.errorClass === 'timeout' && !ownReason ? `no answer within ${def.timeout_ms} ms` : failure.message;
  const certificate = failure.certificate;
  return {
    ok: false,
    response_ms: failure.responseMs,
    error_class: failure.errorClass,
    // The message may quote what the target sent (a DNS record, a status line): it is stored, so no U+0000.
    error_message: storableText(message),
    ...(certificate && { certificate }),
    ...failure.details,
  };
}
