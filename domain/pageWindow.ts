/** A validated list window: `limit` rows older than `before` (newest first by UUIDv7 `_id`). */
export interface PageWindow {
  limit: number;
  before?: string;
}

/** The `_id` part of an org-scoped list query; one extra row is fetched to know whether more follow. */
export function windowQuery(page: PageWindow): { filter: { _id?: { $lt: string } }; fetch: number } {
  return { filter: page.before === undefined ? {} : { _id: { $lt: page.before } }, fetch: page.limit + 1 };
}
