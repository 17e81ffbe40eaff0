/**
 * A quick probing run (the bench's probing part in small): 1,000 monitors in all six regions at a 10 s interval,
 * simulated probers pulling and posting as fast as jobs come. Every check due is handed out, none twice, and a
 * slice turned down opens its incidents. Speed is the benchmark's business (`npm run bench -- --parts probing`);
 * this checks the counts.
 */
import { Incident } from '../../domain/models';
import { seedProbedMonitors } from '../../bench/seed';
import { REGIONS } from '../../domain/regions';
import { ProbeLoad } from '../../bench/probeLoad';
import { bootstrapKey } from '../support/client';
import { startStack, type Stack } from '../support/stack';

jest.setTimeout(120_000);

const MONITORS = 1_000;
const INTERVAL_SEC = 10;

describe('a quick probing run', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('hands every due check out once per slot and opens the incidents of the monitors that went down', async () => {
    const orgId = (await bootstrapKey()).org.id;
    const { failing } = await seedProbedMonitors(orgId, MONITORS, INTERVAL_SEC, {
      channelId: null,
      slice: 10,
    });
    const load = new ProbeLoad({
      apiUrl: stack.url,
      token: stack.config.proberToken,
      intervalSec: INTERVAL_SEC,
      failing,
      quorum: 2,
    });
    const started = Date.now();
    load.failFromMs = started + 2 * INTERVAL_SEC * 1000;
    load.start();
    await new Promise((r) => setTimeout(r, 3 * INTERVAL_SEC * 1000 + 2_000));
    await load.stop();
    expect(load.errors).toBe(0);
    const slots = new Map<string, number>();
    for (const key of load.handedSlots) slots.set(key, (slots.get(key) ?? 0) + 1);
    expect([...slots].filter(([, n]) => n > 1)).toEqual([]); // no slot twice
    // Every (monitor, region) was checked in each of the three intervals.
    const perPair = new Map<string, number>();
    for (const key of slots.keys()) {
      const pair = key.slice(0, key.lastIndexOf('|'));
      perPair.set(pair, (perPair.get(pair) ?? 0) + 1);
    }
    expect(perPair.size).toBe(MONITORS * REGIONS.length);
    expect(Math.min(...perPair.values())).toBeGreaterThanOrEqual(3);
    const opened = await Incident.countDocuments({ monitor_id: { $in: [...failing] } });
    expect(opened).toBe(failing.size);
  });
});
