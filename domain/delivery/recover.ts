/**
 * Recover: after an outage, resend every `failed` or `skipped` delivery of one channel created since `since`
 * (at most 7 days back, at most 1,000 resends per call). Per event, only when nothing of it reached or is on its
 * way to the channel: an event with a delivered or in-flight delivery there is left alone.
 *
 * Idempotent per window: every resend of a call carries the key `recover:<since in ms>`, unique with (event,
 * channel), so a second call with the same `since` finds them (or loses the insert race) and sends nothing again.
 * `count` is what this call resent: 0 on a repeat, unless new failures arrived in the window since.
 */
import { InvalidRequestError, NotFoundError } from '../errors';
import { uuidv7Floor } from '../ids';
import { inChunks } from '../inChunks';
import type { Logger } from '../logger';
import type { DeliveryDoc } from '../models/delivery';
import { newResend, resendableChannel, type ResendService } from './resend';
import type { ResendStore } from './stores';

const RECOVER_MAX_AGE_MS = 7 * 86_400_000;
const RECOVER_MAX_PER_CALL = 1_000;
/** Candidates read per round, and rounds at most (bounds one call on a channel with many failures). */
const PAGE = 500;
const MAX_PAGES = 40;
/** Resends inserted and started at once. */
const CONCURRENCY = 8;

export interface RecoverDeps {
  store: ResendStore;
  resends: Pick<ResendService, 'start'>;
  log: Logger;
  now: () => number;
}

export function createRecover(deps: RecoverDeps) {
  return async function recover(orgId: string, channelId: string, since: Date): Promise<{ count: number }> {
    checkWindow(since.getTime(), deps.now());
    const channel = await resendableChannel(
      deps.store,
      { orgId, channelId },
      () => new NotFoundError('Channel not found.'),
    );
    const key = `recover:${since.getTime()}`;
    let count = 0;
    let after = uuidv7Floor(since.getTime());
    let inclusive = true;
    for (let page = 0; page < MAX_PAGES && count < RECOVER_MAX_PER_CALL; page++) {
      const candidates = await deps.store.findRecoverable({ orgId, channelId }, { id: after, inclusive }, PAGE);
      const due = (await dueResends(deps.store, candidates, { channelId, key }, deps.now())).slice(
        0,
        RECOVER_MAX_PER_CALL - count,
      );
      count += await sendAll(deps, due, channel.name);
      if (candidates.length < PAGE) break;
      after = candidates[candidates.length - 1]._id;
      inclusive = false;
    }
    deps.log.info('channel recovered', { org_id: orgId, channel_id: channelId, since: since.toISOString(), count });
    return { count };
  };
}

function checkWindow(sinceMs: number, nowMs: number): void {
  if (sinceMs > nowMs)
    throw new InvalidRequestError('Invalid request body.', [{ path: 'since', message: 'must not be in the future' }]);
  if (nowMs - sinceMs > RECOVER_MAX_AGE_MS)
    throw new InvalidRequestError('Invalid request body.', [{ path: 'since', message: 'must be at most 7 days ago' }]);
}

/** One new resend per candidate event that has nothing delivered, nothing in flight and no resend of this window. */
async function dueResends(
  store: ResendStore,
  candidates: DeliveryDoc[],
  { channelId, key }: { channelId: string; key: string },
  nowMs: number,
): Promise<DeliveryDoc[]> {
  const eventIds = [...new Set(candidates.map((d) => d.event_id))];
  if (eventIds.length === 0) return [];
  const siblings = await store.findEventDeliveries(eventIds, channelId);
  const byEvent = new Map<string, DeliveryDoc[]>();
  for (const d of siblings) byEvent.set(d.event_id, [...(byEvent.get(d.event_id) ?? []), d]);
  const out: DeliveryDoc[] = [];
  for (const id of eventIds) {
    const all = byEvent.get(id) ?? [];
    if (all.some((d) => d.status === 'delivered' || d.status === 'pending' || d.resend_key === key)) continue;
    const original = all.find((d) => !d.resend_key) ?? candidates.find((d) => d.event_id === id)!;
    out.push(newResend(original, key, nowMs));
  }
  return out;
}

/** Inserts and starts the resends, a few at a time; returns how many were inserted by this call. */
async function sendAll(deps: RecoverDeps, docs: DeliveryDoc[], channelName: string): Promise<number> {
  const events = new Map(
    (await deps.store.readEvents([...new Set(docs.map((d) => d.event_id))])).map((e) => [e._id, e]),
  );
  let sent = 0;
  await inChunks(docs, CONCURRENCY, async (doc) => {
    const event = events.get(doc.event_id);
    if (!event || !(await deps.store.insertResend(doc))) return;
    sent++;
    await deps.resends.start(doc, event, channelName);
  });
  return sent;
}

export type Recover = ReturnType<typeof createRecover>;
