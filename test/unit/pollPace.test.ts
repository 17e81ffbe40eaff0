/**
 * The pace of a feed poll: fast while the feed carries something, slower (bounded) after several empty polls,
 * fast again at the first poll that finds something or at a wake (work of the process's own).
 */
import { PollPace } from '../../domain/pollPace';

/** Ticks every `tickMs` for `ms` on a fake clock, polling when due; the gaps between polls. */
async function gaps(pace: PollPace, clock: { t: number }, tickMs: number, ms: number, found: () => number) {
  const at: number[] = [];
  for (const end = clock.t + ms; clock.t < end; clock.t += tickMs)
    if (await pace.run(async () => found())) at.push(clock.t);
  return at.slice(1).map((t, i) => t - at[i]);
}

describe('poll pace', () => {
  it('slows down after the allowed empty polls, doubling up to its slowest', async () => {
    const clock = { t: 0 };
    const pace = new PollPace(500, 4_000, 4, () => clock.t);
    const g = await gaps(pace, clock, 500, 60_000, () => 0);
    expect(g.slice(0, 3)).toEqual([500, 500, 500]);
    expect(g.slice(3, 6)).toEqual([1_000, 2_000, 4_000]); // after the fourth empty poll
    expect(new Set(g.slice(6))).toEqual(new Set([4_000])); // bounded
  });

  it('returns to the fast pace at the first poll that finds something', async () => {
    const clock = { t: 0 };
    const pace = new PollPace(500, 4_000, 4, () => clock.t);
    await gaps(pace, clock, 500, 30_000, () => 0);
    expect(pace.gapMs).toBe(4_000);
    let rows = 1;
    const g = await gaps(pace, clock, 500, 10_000, () => Math.max(0, rows--));
    expect(g.slice(0, 5)).toEqual([500, 500, 500, 500, 1_000]); // the poll that found a row, then four empty ones
  });

  it('a wake makes the next tick poll', async () => {
    const clock = { t: 0 };
    const pace = new PollPace(500, 4_000, 4, () => clock.t);
    await gaps(pace, clock, 500, 30_000, () => 0);
    clock.t += 500;
    expect(pace.due()).toBe(false);
    pace.wake();
    expect(pace.due()).toBe(true);
    expect(pace.gapMs).toBe(500);
  });

  it('never polls slower than its slowest, nor faster than its fast pace', async () => {
    const clock = { t: 0 };
    const pace = new PollPace(2_000, 10_000, 1, () => clock.t);
    const g = await gaps(pace, clock, 250, 120_000, () => 0);
    expect(Math.max(...g)).toBe(10_000);
    expect(Math.min(...g)).toBeGreaterThanOrEqual(2_000);
  });
});
