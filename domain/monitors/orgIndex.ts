/**
 * Each org's monitor ids in `_id` order (UUIDv7: creation order), so a list page is a binary search and a short
 * walk, whatever the number of monitors. A new id is almost always the largest: adding is a push.
 */
export class OrgMonitorIndex {
  /** Org -> its monitor ids, ascending. */
  private readonly byOrg = new Map<string, string[]>();

  /** How many monitors the org has. */
  countOf(orgId: string): number {
    return this.byOrg.get(orgId)?.length ?? 0;
  }

  add(orgId: string, id: string): void {
    const ids = this.byOrg.get(orgId);
    if (!ids) return void this.byOrg.set(orgId, [id]);
    const at = lowerBound(ids, id);
    if (ids[at] !== id) ids.splice(at, 0, id);
  }

  /** Many ids at once (the load of every monitor): one sort per org instead of an insertion per id. */
  addAll(entries: Iterable<[orgId: string, id: string]>): void {
    const touched = new Set<string[]>();
    for (const [orgId, id] of entries) {
      let ids = this.byOrg.get(orgId);
      if (!ids) this.byOrg.set(orgId, (ids = []));
      ids.push(id);
      touched.add(ids);
    }
    for (const ids of touched) {
      ids.sort();
      let kept = 0;
      for (let i = 0; i < ids.length; i++) if (i === 0 || ids[i] !== ids[i - 1]) ids[kept++] = ids[i];
      ids.length = kept;
    }
  }

  remove(orgId: string, id: string): void {
    const ids = this.byOrg.get(orgId);
    if (!ids) return;
    const at = lowerBound(ids, id);
    if (ids[at] === id) ids.splice(at, 1);
    if (ids.length === 0) this.byOrg.delete(orgId);
  }

  /**
   * Up to `count` rows of the org, newest first, from the ids below `before`: `rowOf` turns an id into its row, or
   * undefined to skip it (a filter). The walk stops at `count` rows.
   */
  newestFirst<T>(orgId: string, before: string | undefined, count: number, rowOf: (id: string) => T | undefined): T[] {
    const ids = this.byOrg.get(orgId) ?? [];
    const out: T[] = [];
    for (let i = (before === undefined ? ids.length : lowerBound(ids, before)) - 1; i >= 0; i--) {
      const row = rowOf(ids[i]);
      if (row !== undefined && out.push(row) >= count) break;
    }
    return out;
  }

  oldestFirst(orgId: string, count: number): string[] {
    return (this.byOrg.get(orgId) ?? []).slice(0, count);
  }
}

/** The first index whose id is >= `id`. */
function lowerBound(ids: string[], id: string): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid] < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
