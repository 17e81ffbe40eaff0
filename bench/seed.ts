/** Bench data, written straight through the models: one org, M webhook channels, monitors, an API key. */
import { createApiKey } from '../domain/accounts/apiKeys';
import type { Config } from '../domain/config';
import { uuidv7 } from '../domain/ids';
import { Channel } from '../domain/models/channel';
import { Monitor } from '../domain/models/monitor';
import { Org } from '../domain/models/org';
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
  const { key } = await createApiKey(org._id, 'bench');
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
