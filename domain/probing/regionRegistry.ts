/**
 * Which regions have probers: every `/jobs` pull and `/results` post tells the replica that answers it which
 * prober of which region it heard from. Each replica keeps its own sightings as rows only it writes (one per
 * region and prober, written at most every `staleMs / 4` while the prober keeps coming) and reads every replica's
 * rows on the same period, so each replica knows every region's probers, wherever their load balancer sends them.
 *
 * A region is `active` while a prober was heard from within `staleMs` (REGION_STALE_SEC), `stale` after that,
 * `never_seen` when no prober of it was heard from in `REGION_MEMORY_DAYS`. Monitors whose quorum the active
 * regions cannot reach are `pending` with a reason (domain/monitors/status.ts).
 */
import { uuidv7 } from '../ids';
import type { RegionProberDoc } from '../models/regionProber';
import { REGIONS, type Region } from '../regions';
import type { RegionProberStore } from './stores';

export const REGION_STATUSES = ['active', 'stale', 'never_seen'] as const;
export type RegionStatus = (typeof REGION_STATUSES)[number];

/** A region's probers not heard from for this long are forgotten. */
export const REGION_MEMORY_DAYS = 7;
/** A region lists at most this many probers, the most recently heard from first. */
const MAX_PROBERS_LISTED = 10;

export interface ProberSighting {
  prober: string;
  last_seen_at: Date;
  /** Checks of the region due and left for later after its last pull; null before a pull was counted. */
  jobs_behind: number | null;
}

export interface RegionView {
  region: Region;
  status: RegionStatus;
  last_seen_at: Date | null;
  probers: ProberSighting[];
}

export class RegionRegistry {
  readonly replica = uuidv7();
  /** `region|prober` -> the newest sighting any replica reported. */
  private readonly known = new Map<string, RegionProberDoc>();
  /** This replica's own rows, with when each was last written. */
  private readonly mine = new Map<string, { row: RegionProberDoc; writtenAt: number }>();

  constructor(
    private readonly store: RegionProberStore,
    private readonly now: () => number,
    readonly staleMs: number,
  ) {}

  /** How often `sync` should run: a quarter of the stale window, within 250 ms and 5 s. */
  get syncEveryMs(): number {
    return Math.min(5_000, Math.max(250, Math.floor(this.staleMs / 4)));
  }

  /** A prober of `region` pulled (`jobsBehind` counted) or posted results (null: its last pull's count stays). */
  seen(region: Region, prober: string, jobsBehind: number | null): void {
    const id = `${this.replica}|${region}|${prober}`;
    const prev = this.mine.get(id);
    const row: RegionProberDoc = {
      _id: id,
      replica: this.replica,
      region,
      prober,
      last_seen_at: new Date(this.now()),
      jobs_behind: jobsBehind ?? prev?.row.jobs_behind ?? null,
    };
    this.mine.set(id, { row, writtenAt: prev?.writtenAt ?? 0 });
    this.merge(row);
  }

  /** Writes this replica's rows heard from again since last written (at most once a period), reads everyone's. */
  async sync(): Promise<void> {
    const now = this.now();
    const due = [...this.mine.values()].filter(
      (e) => e.row.last_seen_at.getTime() > e.writtenAt && now - e.writtenAt >= this.syncEveryMs,
    );
    if (due.length > 0) {
      await this.store.write(due.map((e) => e.row));
      for (const e of due) e.writtenAt = now;
    }
    for (const row of await this.store.readAll()) this.merge(row);
  }

  /** Forgets probers not heard from in `REGION_MEMORY_DAYS`, here and in the store. */
  async sweep(): Promise<void> {
    const before = this.now() - REGION_MEMORY_DAYS * 86_400_000;
    for (const [key, row] of this.known) if (row.last_seen_at.getTime() < before) this.known.delete(key);
    for (const [key, { row }] of this.mine) if (row.last_seen_at.getTime() < before) this.mine.delete(key);
    await this.store.sweep(new Date(before));
  }

  /** Every region, in the order of REGIONS, as of `nowMs`. */
  view(nowMs = this.now()): RegionView[] {
    const byRegion = new Map<Region, ProberSighting[]>(REGIONS.map((r) => [r, []]));
    for (const row of this.known.values()) {
      const { prober, last_seen_at, jobs_behind } = row;
      byRegion.get(row.region)?.push({ prober, last_seen_at, jobs_behind });
    }
    return REGIONS.map((region) => {
      const probers = byRegion.get(region)!.sort((a, b) => b.last_seen_at.getTime() - a.last_seen_at.getTime());
      const last = probers[0]?.last_seen_at ?? null;
      return {
        region,
        status: this.statusOf(last, nowMs),
        last_seen_at: last,
        probers: probers.slice(0, MAX_PROBERS_LISTED),
      };
    });
  }

  /** The regions with a prober heard from within the stale window. */
  activeRegions(nowMs = this.now()): Set<Region> {
    return new Set(this.view(nowMs).flatMap((v) => (v.status === 'active' ? [v.region] : [])));
  }

  private statusOf(last: Date | null, nowMs: number): RegionStatus {
    if (!last) return 'never_seen';
    return nowMs - last.getTime() <= this.staleMs ? 'active' : 'stale';
  }

  /** Keeps the newest sighting of a (region, prober); a post's row without a count keeps the pull's count. */
  private merge(row: RegionProberDoc): void {
    const key = `${row.region}|${row.prober}`;
    const had = this.known.get(key);
    if (had && had.last_seen_at >= row.last_seen_at) return;
    this.known.set(key, { ...row, jobs_behind: row.jobs_behind ?? had?.jobs_behind ?? null });
  }
}
