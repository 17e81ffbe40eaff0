/**
 * Simulated probers for the probing part: one loop per region pulls `GET /jobs` and posts every job straight back
 * as a result (no real check, so only the service's pipeline is measured). Records when each check was handed out
 * against when its slot began (the schedule's grid, as `/jobs` says), and, for monitors told
 * to fail, when the result that decided their outage was posted.
 */
import { REGIONS, type Region } from '../domain/regions';

export interface ProbeLoadOptions {
  apiUrl: string;
  token: string;
  intervalSec: number;
  /** Monitors whose results fail from `failFromMs` on. */
  failing: Set<string>;
  quorum: number;
  /** Added to the results' `checked_at` (an API whose clock runs ahead, `bench/clockShift.cjs`). */
  clockShiftMs?: number;
}

interface Job {
  monitor_id: string;
  due_at: string;
}

export class ProbeLoad {
  failFromMs = Infinity;
  /** [handed out at, ms after its slot began], every check. */
  readonly handouts: [number, number][] = [];
  /** `<monitor>|<region>|<due_at>` of every check handed out (a repeat would be a slot handed out twice). */
  readonly handedSlots: string[] = [];
  readonly accepted: [number, number][] = [];
  /** [answered at, ms from request to answer] of every `/jobs` pull and every `/results` post. */
  readonly pulls: [number, number][] = [];
  readonly posts: [number, number][] = [];
  /** Monitor -> when the post holding its deciding (quorum-th) failing result was sent. */
  readonly decidedAt = new Map<string, number>();
  private readonly failingRegions = new Map<string, number>();
  private stopping = false;
  private loops: Promise<void>[] = [];
  errors = 0;
  lastError: string | null = null;

  constructor(private readonly opts: ProbeLoadOptions) {}

  start(): void {
    this.loops = REGIONS.map((region) => this.run(region));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.loops);
  }

  private async run(region: Region): Promise<void> {
    while (!this.stopping) {
      try {
        const jobs = await this.pull(region);
        if (jobs.length === 0) await sleep(200);
        else await this.post(region, jobs);
      } catch (err) {
        this.errors++;
        this.lastError = (err as Error).message;
        await sleep(500);
      }
    }
  }

  private async pull(region: Region): Promise<Job[]> {
    const asked = Date.now();
    const res = await fetch(`${this.opts.apiUrl}/jobs?region=${region}&limit=500`, { headers: this.headers() });
    if (!res.ok) throw new Error(`jobs ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const { jobs } = (await res.json()) as { jobs: Job[] };
    const at = Date.now();
    this.pulls.push([at, at - asked]);
    for (const j of jobs) {
      this.handouts.push([at, at - Date.parse(j.due_at)]);
      this.handedSlots.push(`${j.monitor_id}|${region}|${j.due_at}`);
    }
    return jobs;
  }

  private async post(region: Region, jobs: Job[]): Promise<void> {
    const sentAt = Date.now();
    const failNow = sentAt >= this.failFromMs;
    const results = jobs.map((j) => {
      const fail = failNow && this.opts.failing.has(j.monitor_id);
      if (fail) this.noteFailure(j.monitor_id, sentAt);
      return fail
        ? {
            monitor_id: j.monitor_id,
            ok: false,
            checked_at: new Date(sentAt + (this.opts.clockShiftMs ?? 0)).toISOString(),
            response_ms: null,
            error_class: 'timeout',
            error_message: 'simulated',
          }
        : {
            monitor_id: j.monitor_id,
            ok: true,
            checked_at: new Date(sentAt + (this.opts.clockShiftMs ?? 0)).toISOString(),
            response_ms: 20 + (sentAt % 50),
          };
    });
    const res = await fetch(`${this.opts.apiUrl}/results`, {
      method: 'POST',
      headers: { ...this.headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ region, results }),
    });
    if (res.status !== 202) throw new Error(`results ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const { accepted } = (await res.json()) as { accepted: number };
    const at = Date.now();
    this.accepted.push([at, accepted]);
    this.posts.push([at, at - sentAt]);
  }

  private noteFailure(monitorId: string, at: number): void {
    const n = (this.failingRegions.get(monitorId) ?? 0) + 1;
    this.failingRegions.set(monitorId, n);
    if (n === this.opts.quorum) this.decidedAt.set(monitorId, at);
  }

  private headers(): Record<string, string> {
    return { 'x-prober-token': this.opts.token };
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
