/** Keyset pagination of list routes: the page a query asks for and the `{data, next_cursor}` body of fetched rows. */
import type { PageWindow } from '../../domain/pageWindow';

/**
 * Keyset pagination over `_id` (UUIDv7, so newest first is `_id` descending). The cursor is the last `_id`
 * returned (any UUID is a valid position, so a cursor can never be "invalid" once it has the right shape); one
 * extra row is fetched so `next_cursor` is null exactly at the end.
 */
export type Page = PageWindow;

export const DEFAULT_LIMIT = 50;

export function pageOf(query: { limit?: number; cursor?: string }): Page {
  return { limit: query.limit ?? DEFAULT_LIMIT, before: query.cursor?.toLowerCase() };
}

/** Splits `limit + 1` fetched rows into the page and its `next_cursor`. */
export function toListBody<T extends { _id: string }, R>(
  rows: T[],
  page: Page,
  present: (row: T) => R,
): { data: R[]; next_cursor: string | null } {
  const more = rows.length > page.limit;
  const kept = more ? rows.slice(0, page.limit) : rows;
  return { data: kept.map(present), next_cursor: more ? kept[kept.length - 1]._id : null };
}
