/**
 * Which replica hands out a slot's checks: the one whose insert of `<region>:<second>` landed first (unique
 * `_id`). A replica claims, in one insert per pull, the seconds of the checks it is about to hand out, and
 * remembers what it won and lost, so two API replicas never hand out one check, and a pull costs one round trip
 * to the store at most, whatever the number of monitors.
 */
import { BucketSweeper, bucketKey } from '../buckets';
import type { DueCheck } from './schedule';
import type { ProbingStore } from './stores';

const HOUR_MS = 3_600_000;
/** Verdicts are remembered this long; the schedule never asks about an older second again. */
const REMEMBER_MS = 2 * HOUR_MS;
/** Stored claims are kept this long (the schedule never asks about a slot that old twice). */
export const CLAIM_RETENTION_MS = HOUR_MS;

/** Claims are swept by the hour they were made in (domain/buckets.ts). */
export function claimBucket(atMs: number): string {
  return bucketKey('hour', atMs, HOUR_MS);
}

/** The sweep of the claims' hours (after a start it looks back two days). */
export function claimSweeper(drop: (bucket: string) => Promise<void>): BucketSweeper {
  return new BucketSweeper('hour', HOUR_MS, 48, drop);
}

export function claimKey(check: Pick<DueCheck, 'region' | 'slotStartMs'>): string {
  return `${check.region}:${Math.floor(check.slotStartMs / 1000)}`;
}

export class SlotClaims {
  /** key -> [won, when decided]. */
  private readonly verdicts = new Map<string, [boolean, number]>();
  private readonly inFlight = new Map<string, Promise<boolean>>();

  constructor(
    private readonly store: Pick<ProbingStore, 'claimSlots'>,
    private readonly now: () => number,
  ) {}

  /** The checks this replica may hand out (it owns their slot second). */
  async filterOwned(checks: DueCheck[]): Promise<DueCheck[]> {
    const keys = [...new Set(checks.map(claimKey))];
    const unknown = keys.filter((k) => !this.verdicts.has(k) && !this.inFlight.has(k));
    if (unknown.length > 0) this.claim(unknown);
    const owned = new Map<string, boolean>();
    for (const k of keys) owned.set(k, this.verdicts.get(k)?.[0] ?? (await this.inFlight.get(k))!);
    return checks.filter((c) => owned.get(claimKey(c)));
  }

  /** Forgets verdicts too old to be asked about again (bounded memory). */
  prune(): void {
    const oldest = this.now() - REMEMBER_MS;
    for (const [k, [, at]] of this.verdicts) if (at < oldest) this.verdicts.delete(k);
  }

  private claim(keys: string[]): void {
    const at = this.now();
    const lost = this.store.claimSlots(keys, new Date(at));
    for (const k of keys) {
      const won = lost.then((l) => !l.has(k));
      this.inFlight.set(k, won);
      won
        .then((w) => this.verdicts.set(k, [w, at]))
        .catch(() => undefined) // not decided: the next pull claims again
        .finally(() => this.inFlight.delete(k));
    }
  }
}
