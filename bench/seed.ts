/** Bench data, written straight through the models: one org, M webhook channels, monitors, an API key. */
import { ApiKeys } from '../domain/accounts/apiKeys';
import { createMongoApiKeyStore } from '../domain/accounts/mongoStores';
import type { Config } from '../domain/config';
import { uuidv7 } from '../domain/ids';
import { Channel } from '../domain/models/channel';
import { Monitor } from '../domain/models/monitor';
import { Org } from '../domain/models/org';
import { REGIONS } from '../domain/regions';
import { sealSecret } from '../domain/secretBox';

export interface Seeded {
  orgId: string;
  channelIds: string[];
  apiKey: string;
  heartbeatToken: string;
}

export async function seedOrg(config: Config, receiverUrl: string, channels: number, secret: string): Promise<Seeded> {
  const org = await Org.create({ name: 'Bench Org', slug: `bench-${Date.now()}` });
  const channelIds: string[] = [];
  for (let i = 0; i < channels; i++) {
    const ch = await Channel.create({
      org_id: org._id,
      name: `bench channel ${i}`,
      type: 'webhook',
      url: `${receiverUrl}/c/${i}`,
      secret_sealed: sealSecret(config.secretsKey, secret),
      secret_hint: secret.slice(-4),
      template: null,
      enabled: true,
    });
    channelIds.push(ch._id);
  }
  const apiKeys = new ApiKeys({ store: createMongoApiKeyStore(), now: Date.now, forget: () => undefined });
  const { key } = await apiKeys.create(org._id, 'bench', 'owner');
  const heartbeatToken = `hb_bench_${uuidv7()}`;
  await Monitor.create({
    org_id: org._id,
    name: 'bench heartbeat',
    type: 'heartbeat',
    url: null,
    interval_sec: 60,
    regions: ['fra1'],
    down_quorum: 1,
    heartbeat_token: heartbeatToken,
    heartbeat_period_sec: 86_400,
    heartbeat_grace_sec: 3_600,
  });
  return { orgId: org._id, channelIds, apiKey: key, heartbeatToken };
}

/** `count` http monitors routed to every channel of the org (channel_ids null), ids returned in order. */
export async function seedMonitors(orgId: string, count: number, label: string): Promise<string[]> {
  const docs = Array.from({ length: count }, (_, i) => ({
    _id: uuidv7(),
    org_id: orgId,
    name: `bench ${label} ${i}`,
    type: 'http',
    url: `https://service.example/${label}/${i}`,
    interval_sec: 60,
    regions: ['fra1'],
    down_quorum: 1,
    channel_ids: null,
    heartbeat_token: `none:${uuidv7()}`,
  }));
  await Monitor.insertMany(docs);
  return docs.map((d) => d._id);
}

/**
 * N http monitors in all regions, written as if created one after the other over the last interval (their
 * `updated_at` spread evenly: the probe schedule's grid starts there), every one routed to `channelId` (one
 * webhook channel on every monitor, as a user would set it up). `slice` of them, evenly picked, are returned as
 * the ones to turn down later.
 */
export async function seedProbedMonitors(
  orgId: string,
  n: number,
  intervalSec: number,
  down: { channelId: string | null; slice: number },
): Promise<{ failing: Set<string>; all: string[] }> {
  const failing = new Set<string>();
  const all: string[] = [];
  const now = Date.now();
  const every = Math.max(1, Math.floor(n / down.slice));
  for (let from = 0; from < n; from += 5_000) {
    const docs = Array.from({ length: Math.min(5_000, n - from) }, (_, j) => {
      const i = from + j;
      const at = new Date(now - Math.floor((i / n) * intervalSec * 1000));
      const doc = new Monitor({
        org_id: orgId,
        name: `probe ${i}`,
        type: 'http',
        url: `https://service.example/${i}`,
        interval_sec: intervalSec,
        regions: [...REGIONS],
        down_quorum: 2,
        channel_ids: down.channelId ? [down.channelId] : [],
        heartbeat_token: `none:${uuidv7()}`,
      }).toObject();
      if (i % every === 0 && failing.size < down.slice) failing.add(doc._id);
      all.push(doc._id);
      return { ...doc, created_at: at, updated_at: at };
    });
    // The driver's insert: mongoose would stamp its own `created_at` / `updated_at` over ours.
    await Monitor.collection.insertMany(docs as never[]);
  }
  return { failing, all };
}
