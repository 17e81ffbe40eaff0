/**
 * The API's answer to a test alert while the stack is busy: `POST /api/v1/channels/:id/test` through the real API
 * process, one at a time every `everyMs`, until stopped (at most `max`). The channel belongs to an org of its
 * own whose receiver path the receiver counts apart, so these deliveries never mix with a phase's.
 */
import { percentile, round } from './stats';

export interface TestAlertProbe {
  /** Stops sending and returns the answer times (202 only) and the count of other answers. */
  stop(): Promise<{ answersMs: number[]; failures: number }>;
}

export function probeTestAlerts(apiUrl: string, apiKey: string, channelId: string, everyMs: number, max: number) {
  const answersMs: number[] = [];
  let failures = 0;
  let stopped = false;
  const loop = (async () => {
    for (let i = 0; i < max && !stopped; i++) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${apiUrl}/api/v1/channels/${channelId}/test`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}` },
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        if (res.status === 202) answersMs.push(performance.now() - t0);
        else failures++;
      } catch {
        failures++;
      }
      const wait = t0 + everyMs - performance.now();
      if (wait > 0 && !stopped) await new Promise((r) => setTimeout(r, wait));
    }
  })();
  const probe: TestAlertProbe = {
    async stop() {
      stopped = true;
      await loop;
      return { answersMs, failures };
    },
  };
  return probe;
}

export function testAlertFigures(r: { answersMs: number[]; failures: number }): Record<string, number | null> {
  return {
    test_alert_answer_p50_ms: round(percentile(r.answersMs, 50)),
    test_alert_answer_p99_ms: round(percentile(r.answersMs, 99)),
    test_alerts_answered: r.answersMs.length,
    test_alert_failures: r.failures,
  };
}
