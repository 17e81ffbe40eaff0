/**
 * `npm run chaos [-- --cycles 5 --rate 4 --gap-ms 4000]`: starts its own stack on free loopback ports (two APIs,
 * two workers, one Temporal and one MongoDB-wire server, an HTTPS receiver), sends a steady stream of test alerts
 * (`POST /api/v1/channels/:id/test`, each to a channel of its own, so every webhook names its alert), and in each
 * cycle SIGKILLs a worker, an API, the Temporal server and the MongoDB-wire server, one after the other, each
 * brought back at once. Then it waits for the deliveries to settle, names every lost alert (scripts/chaosReport.ts)
 * and prints one summary line:
 *   events (alerts answered 202), delivered, lost, duplicated (webhooks received more than once), 5xx answered;
 * the JSON after it also counts the duplicates per kill type.
 * Exit code 0 only with 0 lost and 0 5xx. Bounded: at most 20 cycles, 20 alerts/s and 15 minutes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { createMongoAccountStores } from '../domain/accounts/mongoStores';
import { bootstrapOrg } from '../domain/accounts/bootstrap';
import { connectDatabase } from '../domain/db';
import {
  describeLost,
  duplicateCauses,
  duplicatesByKill,
  type AlertAnswer,
  type Kill,
  type LostAlert,
} from './chaosReport';
import { startChaosStack, type ChaosStack, type Target } from './chaosStack';

const TARGETS: Target[] = ['worker', 'api', 'temporal', 'mongo'];
const DOWN_MS = 1_000;
const SETTLE_MS = 180_000;
const RUN_BOUND_MS = 15 * 60_000;

interface Options {
  cycles: number;
  rate: number;
  gapMs: number;
}

function options(argv: string[]): Options {
  const num = (name: string, dflt: number, min: number, max: number) => {
    const i = argv.indexOf(`--${name}`);
    const v = i < 0 ? dflt : Number(argv[i + 1]);
    if (!Number.isInteger(v) || v < min || v > max) throw new Error(`--${name}: a whole number from ${min} to ${max}`);
    return v;
  };
  return { cycles: num('cycles', 5, 1, 20), rate: num('rate', 4, 1, 20), gapMs: num('gap-ms', 4_000, 1_000, 30_000) };
}

const say = (msg: string) => process.stdout.write(`[chaos] ${msg}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the clients saw, per alert (= per channel index). */
interface Tally {
  accepted: Set<number>;
  /** The ids each 202 named, by alert. */
  answers: Map<number, AlertAnswer>;
  fiveXx: string[];
  unanswered: Set<number>;
  refusedRetries: number;
}

async function createChannels(stack: ChaosStack, headers: Record<string, string>, count: number): Promise<string[]> {
  const ids: string[] = new Array(count);
  for (let start = 0; start < count; start += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, async (_, k) => {
        const i = start + k;
        const res = await fetch(`${stack.apiUrls[i % 2]}/api/v1/channels`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `alert ${i}`,
            type: 'webhook',
            url: `${stack.receiver.url}/a/${i}`,
            secret: 'whsec_chaos_0123456789abcdef',
          }),
        });
        if (res.status !== 201) throw new Error(`channel create: ${res.status} ${await res.text()}`);
        ids[i] = ((await res.json()) as { id: string }).id;
      }),
    );
  }
  return ids;
}

/** One alert; a refused connection (that API is down) is tried on the other replica, as a load balancer would. */
async function sendAlert(
  stack: ChaosStack,
  headers: Record<string, string>,
  channelId: string,
  i: number,
  tally: Tally,
): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      const res = await fetch(`${stack.apiUrls[(i + attempt) % 2]}/api/v1/channels/${channelId}/test`, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      if (res.status === 202) {
        tally.accepted.add(i);
        tally.answers.set(i, JSON.parse(text) as AlertAnswer);
      } else if (res.status >= 500) tally.fiveXx.push(`${res.status} ${text.slice(0, 200)}`);
      else say(`alert ${i}: unexpected ${res.status} ${text.slice(0, 200)}`);
      return;
    } catch (err) {
      if ((err as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') break;
      tally.refusedRetries++;
      await sleep(200);
    }
  }
  tally.unanswered.add(i);
}

async function runKills(stack: ChaosStack, opts: Options, kills: Kill[]): Promise<void> {
  for (let cycle = 1; cycle <= opts.cycles; cycle++) {
    for (const target of TARGETS) {
      await sleep(opts.gapMs);
      kills.push({ target, atMs: Date.now() });
      say(`cycle ${cycle}/${opts.cycles}: ${await stack.killAndRestart(target, cycle, DOWN_MS)}`);
    }
  }
  await sleep(opts.gapMs);
}

async function streamAlerts(
  stack: ChaosStack,
  headers: Record<string, string>,
  channels: string[],
  rate: number,
  done: () => boolean,
  tally: Tally,
): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; i < channels.length && !done(); i++) {
    const p = sendAlert(stack, headers, channels[i], i, tally).finally(() => inFlight.delete(p));
    inFlight.add(p);
    await sleep(1_000 / rate);
  }
  await Promise.all(inFlight);
}

function received(stack: ChaosStack, i: number): number {
  return stack.receiver.requests(`/a/${i}`).length;
}

async function settle(stack: ChaosStack, tally: Tally): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  const missing = () => [...tally.accepted].filter((i) => received(stack, i) === 0).length;
  while (missing() > 0 && Date.now() < deadline) await sleep(1_000);
  await sleep(3_000); // late duplicates, if any, arrive now
}

async function summary(
  stack: ChaosStack,
  headers: Record<string, string>,
  tally: Tally,
  run: { channels: string[]; kills: Kill[]; opts: Options; seconds: number },
) {
  const receipts = run.channels.map((_, i) => stack.receiver.requests(`/a/${i}`));
  const lost = [...tally.accepted].filter((i) => received(stack, i) === 0);
  const duplicated = receipts.reduce((sum, list) => sum + Math.max(0, list.length - 1), 0);
  const unansweredDelivered = [...tally.unanswered].filter((i) => received(stack, i) > 0).length;
  const lostAlerts: LostAlert[] = await describeLost(
    lost.map((alert) => ({ alert, answer: tally.answers.get(alert)! })),
    stack.apiUrls[0],
    headers,
    stack.temporalAddress(),
  );
  return {
    cycles: run.opts.cycles,
    kills: run.opts.cycles * TARGETS.length,
    seconds: run.seconds,
    events: tally.accepted.size,
    delivered: tally.accepted.size - lost.length,
    lost: lost.length,
    duplicated,
    duplicate_causes: duplicateCauses(receipts),
    duplicates_by_kill: duplicatesByKill(receipts, run.kills),
    fivexx: tally.fiveXx.length,
    unanswered: tally.unanswered.size,
    unanswered_delivered: unansweredDelivered,
    refused_then_retried: tally.refusedRetries,
    lost_alerts: lostAlerts,
  };
}

async function main(): Promise<void> {
  const opts = options(process.argv.slice(2));
  const dir = mkdtempSync(join(tmpdir(), 'uptime-chaos-'));
  const startedAt = Date.now();
  say(`starting a stack in ${dir} ...`);
  const stack = await startChaosStack(dir, say);
  setTimeout(() => {
    say('run bound reached; stopping');
    void stack.stop().then(() => process.exit(2));
  }, RUN_BOUND_MS).unref();
  await connectDatabase(stack.mongoUri);
  const { api_key } = await bootstrapOrg(createMongoAccountStores(), {
    orgName: 'Chaos',
    orgSlug: 'chaos',
    email: 'chaos@example.com',
  });
  await mongoose.disconnect(); // from here on only HTTP, as a client would
  const headers = { authorization: `Bearer ${api_key}` };
  const alerts = Math.ceil((opts.rate * ((opts.cycles * TARGETS.length + 1) * (opts.gapMs + DOWN_MS + 3_000))) / 1000);
  const channels = await createChannels(stack, headers, alerts);
  say(
    `${channels.length} channels; ${opts.cycles} cycles of ${TARGETS.join(', ')} kills under ${opts.rate} test alerts/s`,
  );
  const tally: Tally = {
    accepted: new Set(),
    answers: new Map(),
    fiveXx: [],
    unanswered: new Set(),
    refusedRetries: 0,
  };
  const kills: Kill[] = [];
  let killsDone = false;
  const stream = streamAlerts(stack, headers, channels, opts.rate, () => killsDone, tally);
  await runKills(stack, opts, kills);
  killsDone = true;
  await stream;
  say('kills done; waiting for deliveries to settle...');
  await settle(stack, tally);
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const result = await summary(stack, headers, tally, { channels, kills, opts, seconds });
  for (const line of tally.fiveXx.slice(0, 5)) say(`5xx: ${line}`);
  for (const a of result.lost_alerts)
    say(
      `lost: alert ${a.alert}, event ${a.event_id}, delivery ${a.delivery_id}, workflow ${a.workflow_id}; record: ${a.record}; workflow: ${a.workflow}`,
    );
  await stack.stop();
  const ok = result.lost === 0 && result.fivexx === 0;
  if (ok) rmSync(dir, { recursive: true, force: true });
  else say(`logs kept in ${dir}`);
  say(
    `summary: events ${result.events}, delivered ${result.delivered}, lost ${result.lost}, duplicated ${result.duplicated}, 5xx answered ${result.fivexx}`,
  );
  say(`duplicates per kill: ${JSON.stringify(result.duplicates_by_kill)}`);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  process.stderr.write(`chaos failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
