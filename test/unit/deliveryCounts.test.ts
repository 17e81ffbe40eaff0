/**
 * `uptime_deliveries_total` as the scrape counts it (domain/delivery/log/counts/counts.ts) over a delivery log in
 * memory with the stores' rules: open days from the log, closed days from their filed counts, and a sum that never
 * decreases while days close and the retention sweep drops them, even when both land in the middle of a scrape.
 */
import { countDeliveries, type DeliveryCounts } from '../../domain/delivery/log/counts/counts';
import { createLogRetention } from '../../domain/delivery/log/retention';
import { silentLogger } from '../../domain/logger';
import { DAY_MS, MemoryDeliveryLog } from '../support/memoryDeliveryCounts';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 0, 10);
const ORG = 'org-a';

function retention(log: MemoryDeliveryLog, clock: { now: number }, retentionDays = 2) {
  return createLogRetention({ store: log, retentionDays, now: () => clock.now, log: silentLogger });
}

/** Asserts every outcome's count is at least the previous one's, and returns the new counts. */
function noLower(before: DeliveryCounts, after: DeliveryCounts, when: string): DeliveryCounts {
  for (const k of Object.keys(before) as (keyof DeliveryCounts)[])
    expect({ when, status: k, n: after[k] >= before[k] }).toEqual({ when, status: k, n: true });
  return after;
}

it('counts the open days from the log and the closed days from their counts, the same across the close', async () => {
  const log = new MemoryDeliveryLog();
  const clock = { now: START + 10 * HOUR };
  const ids = [0, 1, 2, 3].map((k) => log.insert(ORG, START + k * HOUR));
  log.insert(ORG, START + 5 * HOUR, 'skipped');
  log.insert('org-b', START + 6 * HOUR, 'skipped');
  log.settle(ids[0], 'delivered');
  log.settle(ids[1], 'delivered');
  log.settle(ids[2], 'failed');
  expect(await countDeliveries(log, ORG)).toEqual({ delivered: 2, failed: 1, skipped: 1 });

  clock.now = START + DAY_MS + 3 * HOUR; // past the horizon, one delivery still in flight: the day stays open
  await retention(log, clock).sweep();
  expect(log.filed.size).toBe(0);
  log.settle(ids[3], 'failed');
  await retention(log, clock).sweep();
  expect([...log.filed.keys()].sort()).toEqual([`${ORG}|${START / DAY_MS}`, `org-b|${START / DAY_MS}`]);
  expect(await countDeliveries(log, ORG)).toEqual({ delivered: 2, failed: 2, skipped: 1 });
  expect(await countDeliveries(log, 'org-b')).toEqual({ delivered: 0, failed: 0, skipped: 1 });
});

it('never decreases across the days closing and being swept, and counts every settled delivery', async () => {
  const log = new MemoryDeliveryLog();
  const clock = { now: START };
  let counts: DeliveryCounts = { delivered: 0, failed: 0, skipped: 0 };
  const settledNow: string[] = [];
  let [delivered, failed, skipped] = [0, 0, 0];
  for (let step = 0; step < 6 * 24; step++) {
    clock.now = START + step * HOUR;
    // Each hour: three deliveries, one skipped; the last hour's pending ones settle now (a retry later, one fails).
    for (const id of settledNow.splice(0)) {
      const status = Number(id.slice(1)) % 5 === 0 ? 'failed' : 'delivered';
      log.settle(id, status);
      if (status === 'failed') failed++;
      else delivered++;
    }
    settledNow.push(log.insert(ORG, clock.now + 1), log.insert(ORG, clock.now + 2));
    log.insert(ORG, clock.now + 3, 'skipped');
    skipped++;
    if (step % 3 === 0) await retention(log, clock, 1).sweep();
    counts = noLower(counts, await countDeliveries(log, ORG), `hour ${step}`);
  }
  expect(log.counted.size).toBeGreaterThan(0);
  expect(log.allDays.size).toBeLessThan(6); // days were swept
  expect(counts).toEqual({ delivered, failed, skipped });
});

it('never decreases when a day closes and is swept between the reads of one scrape', async () => {
  const log = new MemoryDeliveryLog();
  const clock = { now: START + 2 * HOUR };
  const ids = [log.insert(ORG, START + HOUR), log.insert(ORG, START + HOUR)];
  log.settle(ids[0], 'delivered');
  log.settle(ids[1], 'failed');
  log.insert(ORG, START + HOUR, 'skipped');
  const before = await countDeliveries(log, ORG);
  expect(before).toEqual({ delivered: 1, failed: 1, skipped: 1 });
  clock.now = START + 5 * DAY_MS;
  // Closed and swept while the scrape reads the open days: its first read of the filed counts saw none.
  log.duringScrape = () => retention(log, clock, 1).sweep();
  noLower(before, await countDeliveries(log, ORG), 'during the sweep');
  expect(log.docs.size).toBe(0);
  expect(await countDeliveries(log, ORG)).toEqual(before);
});

it('closes a day past the retention before its sweep, a delivery in flight or not, and never counts down', async () => {
  const log = new MemoryDeliveryLog();
  const clock = { now: START + HOUR };
  const [done, stuck] = [log.insert(ORG, START), log.insert(ORG, START)];
  log.settle(done, 'delivered');
  const before = await countDeliveries(log, ORG);
  clock.now = START + 4 * DAY_MS;
  await Promise.all([retention(log, clock).sweep(), retention(log, clock).sweep()]); // two replicas at once
  expect([...log.docs.keys()]).toEqual([stuck]);
  expect(await countDeliveries(log, ORG)).toEqual(before);
  // It settles at last: the day was counted without it, and the counter lags by it rather than falling later.
  log.settle(stuck, 'delivered');
  expect(await countDeliveries(log, ORG)).toEqual(before);
  await retention(log, clock).sweep();
  expect(log.docs.size).toBe(0);
  expect(await countDeliveries(log, ORG)).toEqual(before);
});

it("never decreases when a delivery reaches a day after it closed, through that day's sweep", async () => {
  const log = new MemoryDeliveryLog();
  const clock = { now: START + DAY_MS + 3 * HOUR };
  log.settle(log.insert(ORG, START), 'delivered');
  await retention(log, clock).sweep();
  expect(log.counted.has(START / DAY_MS)).toBe(true);
  // Stored under the closed day by a replica whose clock is behind: the org has no count of that day yet.
  log.settle(log.insert('org-late', START + HOUR), 'failed');
  const before = await countDeliveries(log, 'org-late');
  expect(before).toEqual({ delivered: 0, failed: 1, skipped: 0 });
  clock.now = START + 4 * DAY_MS;
  await retention(log, clock).sweep();
  expect(log.docs.size).toBe(0);
  expect(await countDeliveries(log, 'org-late')).toEqual(before);
  expect(await countDeliveries(log, ORG)).toEqual({ delivered: 1, failed: 0, skipped: 0 });
});

it('closes a log stored before counts were filed a few days a round, the counts the same all along', async () => {
  const log = new MemoryDeliveryLog();
  for (let day = 0; day < 10; day++) log.settle(log.insert(ORG, START + day * DAY_MS), 'delivered');
  const clock = { now: START + 11 * DAY_MS };
  const rounds: number[] = [];
  for (let round = 0; round < 4; round++) {
    await retention(log, clock, 90).sweep();
    rounds.push(log.counted.size);
    expect(await countDeliveries(log, ORG)).toEqual({ delivered: 10, failed: 0, skipped: 0 });
  }
  expect(rounds).toEqual([4, 8, 10, 10]);
});
