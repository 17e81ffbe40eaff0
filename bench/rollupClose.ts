/**
 * The API's own share of an hour's close, in-process and CPU-based (steady on a loaded machine): the rows of
 * `monitors` x 6 regions closed and handed to the writer as the probing service does, the store replaced by the
 * BSON serialisation the driver does per insert. Figures: the CPU of the longest synchronous step (what one API
 * request may wait behind) and of the whole close.
 */
import mongoose from 'mongoose';
import { RollupAggregator } from '../domain/checkResults/rollups';
import { RollupWriter } from '../domain/checkResults/rollupWriter';
import { REGIONS } from '../domain/regions';

const HOUR_MS = 3_600_000;
/** Results per (monitor, region) in the hour: enough for a few sketch buckets per cell. */
const RESULTS_PER_CELL = 4;

export async function measureRollupClose(monitors: number): Promise<{ maxStepCpuMs: number; cpuMs: number }> {
  const t0 = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 2 * HOUR_MS;
  const agg = new RollupAggregator();
  for (let m = 0; m < monitors; m++)
    for (const region of REGIONS)
      for (let i = 0; i < RESULTS_PER_CELL; i++)
        agg.add(`bench-${m}`, region, t0 + i * 900_000, i !== 1, 40 + ((m * 7 + i * 13) % 400));
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const start = cpu();
  let stepFrom = start;
  let maxStep = 0;
  const endStep = () => {
    const now = cpu();
    maxStep = Math.max(maxStep, now - stepFrom);
    return now;
  };
  const writer = new RollupWriter({
    append: async (rows) => {
      for (const row of rows) mongoose.mongo.BSON.serialize(row);
      endStep();
      await new Promise((r) => setImmediate(r));
      stepFrom = cpu();
    },
    written: (rows) => agg.written(rows),
    sleep: async () => undefined,
  });
  await writer.write(agg.close(t0 + HOUR_MS + 121_000)); // the hour (the day stays open)
  endStep();
  return { maxStepCpuMs: maxStep, cpuMs: cpu() - start };
}
