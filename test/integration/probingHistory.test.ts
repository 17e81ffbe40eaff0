/**
 * Check history through `/results`: raw results stored one batch per insert and dropped by the hour past their
 * retention; hourly and daily rollups written on stop that add up to exactly the raw results.
 */
import mongoose from 'mongoose';
import {
  appendResultBatch,
  dropResultHoursBefore,
  formerHourCollectionName,
  rawResultsOf,
  resultCollectionName,
} from '../../domain/checkResults/history';
import { mergeRollups } from '../../domain/checkResults/rollups';
import { readRollups } from '../../domain/checkResults/rollupCollections';
import type { RollupDoc } from '../../domain/models/checkRollup';
import { apiClient, bootstrapKey, virtualClock } from '../support/client';
import { startStack, type Stack } from '../support/stack';

const PROBER = { 'x-prober-token': 'dev-prober-token' };
const HOUR = 3_600_000;

describe('check history and rollups', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('rollups written at stop equal the raw results they summarise', async () => {
    const call = apiClient(stack, virtualClock(), (await bootstrapKey()).headers);
    const created = await call('POST', '/api/v1/monitors', {
      body: { name: 'Shop', type: 'http', url: 'https://shop.example/', regions: ['fra1', 'iad1'], channel_ids: [] },
    });
    const id = created.body.id as string;
    const from = new Date(Date.now() - 1_000);
    for (let i = 0; i < 40; i++) {
      const ok = i % 5 !== 0;
      const res = await stack.http('POST', '/results', {
        headers: PROBER,
        body: {
          region: i % 2 ? 'fra1' : 'iad1',
          results: [
            {
              monitor_id: id,
              ok,
              checked_at: new Date(Date.now() - 1).toISOString(),
              response_ms: ok ? 10 + i : null,
              ...(ok ? {} : { error_class: 'timeout', error_message: 'slow' }),
            },
          ],
        },
      });
      expect(res.status).toBe(202);
    }
    await stack.services.stop(); // writes the open rollups
    const raw = await rawResultsOf(id, from, new Date(Date.now() + 1_000));
    expect(raw).toHaveLength(40);
    for (const period of ['hour', 'day'] as const) {
      const span = { from: new Date(from.getTime() - 86_400_000), to: new Date(Date.now() + 86_400_000) };
      const merged = mergeRollups(await readRollups<RollupDoc>([id], period, [span], {}));
      for (const region of ['fra1', 'iad1'] as const) {
        const mine = raw.filter((r) => r.region === region);
        const rows = merged.filter((m) => m.region === region);
        expect(rows.reduce((a, r) => a + r.count, 0)).toBe(mine.length);
        expect(rows.reduce((a, r) => a + r.failures, 0)).toBe(mine.filter((r) => !r.ok).length);
        const times = mine.flatMap((r) => (r.response_ms === null ? [] : [r.response_ms]));
        expect(Math.min(...rows.map((r) => r.minMs!))).toBe(Math.min(...times));
        expect(Math.max(...rows.map((r) => r.maxMs!))).toBe(Math.max(...times));
      }
    }
  });

  it('reads raw results across the former hourly and the six-hour collections, and drops each once its last hour is past', async () => {
    const span = Math.ceil(Date.now() / (6 * HOUR)) * 6 * HOUR + 24 * HOUR; // ahead: the service's own sweep leaves it
    const row = (ms: number) => ({
      monitor_id: 'm',
      region: 'fra1' as const,
      ok: true,
      checked_at: new Date(ms),
      response_ms: 5,
      error_class: null,
    });
    const former = span - HOUR; // written by a process before the upgrade: a collection of its own, no `hour`
    await mongoose.connection.db!.collection(formerHourCollectionName(former)).insertOne({
      _id: 'former' as never,
      region: 'fra1',
      received_at: new Date(former),
      results: [{ m: 'm', ok: true, t: new Date(former), ms: 5, e: null }],
    });
    for (const at of [span + HOUR, span + 5 * HOUR, span + 7 * HOUR]) await appendResultBatch([row(at)], at);
    await appendResultBatch([{ ...row(span + HOUR), monitor_id: 'other' }], span + HOUR);
    const times = async (from: number, to: number) =>
      (await rawResultsOf('m', new Date(from), new Date(to))).map((r) => r.checked_at.getTime() - span);
    expect(await times(former, span + 8 * HOUR)).toEqual([-HOUR, HOUR, 5 * HOUR, 7 * HOUR]);
    expect(await times(span + HOUR, span + 2 * HOUR)).toEqual([HOUR]); // one hour of a six-hour collection
    const names = async () => (await mongoose.connection.db!.listCollections().toArray()).map((c) => c.name);
    expect(await dropResultHoursBefore(new Date(span + 6 * HOUR - 1))).toBeGreaterThanOrEqual(1);
    expect(await names()).not.toContain(formerHourCollectionName(former));
    expect(await names()).toContain(resultCollectionName(span)); // its last hour is not past yet
    // Two replicas sweeping at once: both succeed, the span goes once, the next one stays.
    await Promise.all([0, 1].map(() => dropResultHoursBefore(new Date(span + 6 * HOUR))));
    expect(await names()).not.toContain(resultCollectionName(span));
    expect(await times(span, span + 12 * HOUR)).toEqual([7 * HOUR]);
  });
});
