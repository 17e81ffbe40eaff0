import { BackgroundLoops } from '../../domain/backgroundLoops';
import { silentLogger } from '../../domain/logger';

describe('BackgroundLoops.stop', () => {
  it('aborts the runs in flight and does not wait for a sweep that never ends', async () => {
    const loops = new BackgroundLoops(silentLogger);
    let signal: AbortSignal | undefined;
    loops.every('stuck-sweep', 10, (s) => {
      signal = s;
      return new Promise(() => undefined); // e.g. retrying while Temporal is down
    });
    loops.start();
    while (!signal) await new Promise((r) => setTimeout(r, 5));
    const startedAt = Date.now();
    await loops.stop(200);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(signal.aborted).toBe(true);
  });

  it('waits for a run that finishes within the grace, and schedules nothing after', async () => {
    const loops = new BackgroundLoops(silentLogger);
    let runs = 0;
    let finished = false;
    loops.every('short-sweep', 10, async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 50));
      finished = true;
    });
    loops.start();
    while (runs === 0) await new Promise((r) => setTimeout(r, 5));
    await loops.stop(2_000);
    expect(finished).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(1);
  });
});
