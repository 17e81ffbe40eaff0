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
  log_mismatches: number;
  duplicate_posts: number;
}

export async function checkLogIntegrity(p: Pipeline, phase: PhaseResult): Promise<IntegrityFigures> {
  const { posts } = await p.stack.receiver.ask<{ posts: [string, number][] }>({ type: 'posts' }, 'posts');
  const postsOf = new Map(posts);
  const listed = await listSince(p.api.url, p.seeded.apiKey, phase.startedAt);
  const pathOf = new Map(p.seeded.channelIds.map((id, i) => [id, `/c/${i}`]));
  const wrong = listed.filter((d) => {
    const got = postsOf.get(`${d.event_id}${pathOf.get(d.channel_id)}`) ?? 0;
    const last = d.attempts[d.attempts.length - 1];
    return d.status !== 'delivered' || d.attempts.length !== got || !last || (last.status_code ?? 0) >= 300;
  });
  const missing = Math.max(0, phase.expected - listed.length);
  progress(
    'integrity',
    `${listed.length} deliveries read back through the REST API: ${wrong.length} wrong, ${missing} missing`,
  );
  return {
    log_mismatches: wrong.length + missing,
    duplicate_posts: posts.reduce((s, [, n]) => s + Math.max(0, n - 1), 0),
  };
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
