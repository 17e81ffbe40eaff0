/** The worker gives up its process when its database stays unreachable (worker/databaseWatch.ts). */
import { watchDatabase } from '../../worker/databaseWatch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function watch(answers: boolean[]) {
  const lost: number[] = [];
  let i = 0;
  const stop = watchDatabase({
    ping: async () => answers[Math.min(i++, answers.length - 1)],
    boundMs: 15_000,
    everyMs: 2_000,
    onLost: (ms) => lost.push(ms),
    now: () => Date.now(),
  });
  return { lost, stop, pings: () => i };
}

it('gives up once the database went unanswered for the bound, and only once', async () => {
  const w = watch([true, false]);
  await jest.advanceTimersByTimeAsync(2_000); // answered
  await jest.advanceTimersByTimeAsync(14_000); // 14 s without an answer: not yet
  expect(w.lost).toEqual([]);
  await jest.advanceTimersByTimeAsync(2_000);
  expect(w.lost).toEqual([16_000]);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(w.lost).toHaveLength(1);
});

it('keeps the process while answers come back within the bound', async () => {
  const w = watch([false, false, false, false, false, false, true, false, false, false, false, false, false, true]);
  await jest.advanceTimersByTimeAsync(30_000);
  expect(w.lost).toEqual([]);
  w.stop();
});

it('stops pinging when stopped (a drain)', async () => {
  const w = watch([false]);
  w.stop();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(w.pings()).toBe(0);
  expect(w.lost).toEqual([]);
});
