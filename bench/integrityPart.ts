/**
 * After a phase: every delivery of the phase read back through the REST API (the pipeline's API process, paging
 * `GET /api/v1/deliveries`) and compared with what the receiver got. A delivery's log is right when it reads
 * `delivered` with as many recorded attempts as the receiver got POSTs for it (one, since it answers 204 at once).
 */
import type { PhaseResult, Pipeline } from './delivery';
import { progress } from './table';

interface ListedDelivery {
  id: string;
  event_id: string;
  channel_id: string;
  status: string;
  attempts: { status_code: number | null }[];
  created_at: string;
}

export interface IntegrityFigures {
  /** Still wrong after the grace: the log disagrees with what the receiver got. */
  log_mismatches: number;
  /** Not yet right at the moment the receiver had every delivery (the attempt record lands after the POST). */
  log_behind_at_receipt: number;
  duplicate_posts: number;
}

export async function checkLogIntegrity(p: Pipeline, phase: PhaseResult): Promise<IntegrityFigures> {
  const { posts } = await p.stack.receiver.ask<{ posts: [string, number][] }>({ type: 'posts' }, 'posts');
  const postsOf = new Map(posts);
  const listed = await listSince(p.api.url, p.seeded.apiKey, phase.startedAt);
  const pathOf = new Map(p.seeded.channelIds.map((id, i) => [id, `/c/${i}`]));
  const isWrong = (d: ListedDelivery) => {
    const got = postsOf.get(`${d.event_id}${pathOf.get(d.channel_id)}`) ?? 0;
    const last = d.attempts[d.attempts.length - 1];
    return d.status !== 'delivered' || d.attempts.length !== got || !last || (last.status_code ?? 0) >= 300;
  };
  const behind = listed.filter(isWrong);
  const wrong = await stillWrong(p, behind, isWrong);
  const missing = Math.max(0, phase.expected - listed.length);
  progress(
    'integrity',
    `${listed.length} deliveries read back through the REST API: ${behind.length} not yet right when the ` +
      `receiver had them all, ${wrong.length} still wrong ${SETTLE_GRACE_MS / 1000}s later, ${missing} missing`,
  );
  for (const d of wrong.slice(0, 5))
    progress('integrity', `wrong: ${d.id} ${d.status}, ${d.attempts.length} attempts recorded`);
  return {
    log_mismatches: wrong.length + missing,
    log_behind_at_receipt: behind.length,
    duplicate_posts: posts.reduce((s, [, n]) => s + Math.max(0, n - 1), 0),
  };
}

/**
 * The attempt is recorded after its POST has been answered, so a delivery the receiver already has can read as
 * not yet delivered for a moment. Those are read again (by id) until right or until the grace has passed.
 */
const SETTLE_GRACE_MS = 30_000;

async function stillWrong(
  p: Pipeline,
  behind: ListedDelivery[],
  isWrong: (d: ListedDelivery) => boolean,
): Promise<ListedDelivery[]> {
  let wrong = behind;
  const deadline = Date.now() + SETTLE_GRACE_MS;
  while (wrong.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2_000));
    const again = await Promise.all(wrong.map((d) => getDelivery(p.api.url, p.seeded.apiKey, d.id)));
    wrong = again.filter(isWrong);
  }
  return wrong;
}

async function getDelivery(baseUrl: string, apiKey: string, id: string): Promise<ListedDelivery> {
  const res = await fetch(`${baseUrl}/api/v1/deliveries/${id}`, { headers: { authorization: `Bearer ${apiKey}` } });
  if (!res.ok) throw new Error(`GET /api/v1/deliveries/${id}: ${res.status} ${await res.text()}`);
  return (await res.json()) as ListedDelivery;
}

/** Pages the org's deliveries, newest first, until they are older than `sinceMs`. */
async function listSince(baseUrl: string, apiKey: string, sinceMs: number): Promise<ListedDelivery[]> {
  const out: ListedDelivery[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page++) {
    const url = `${baseUrl}/api/v1/deliveries?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { data: ListedDelivery[]; next_cursor: string | null };
    const fresh = body.data.filter((d) => Date.parse(d.created_at) >= sinceMs);
    out.push(...fresh);
    if (!body.next_cursor || fresh.length < body.data.length) return out;
    cursor = body.next_cursor;
  }
  return out;
}
