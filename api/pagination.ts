import { InvalidRequestError } from '../domain/errors';
import { isUuid } from '../domain/ids';
import type { PageWindow } from '../domain/validation/pageWindow';

/**
 * Keyset pagination over `_id` (UUIDv7, so newest first is `_id` descending). The cursor is the opaque
 * base64url of the last `_id` returned; one extra row is fetched so `next_cursor` is null exactly at the end.
 */
export type Page = PageWindow;

export const DEFAULT_LIMIT = 50;

export function pageOf(query: { limit?: number; cursor?: string }): Page {
  return { limit: query.limit ?? DEFAULT_LIMIT, before: query.cursor === undefined ? undefined : decodeCursor(query.cursor) };
}

export function encodeCursor(id: string): string {
  return Buffer.from(`v1:${id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = text.startsWith('v1:') ? text.slice(3) : '';
  if (!isUuid(id)) throw new InvalidRequestError('Invalid request query.', [{ path: 'cursor', message: 'is not a cursor this API issued' }]);
  return id;
}

/** Splits `limit + 1` fetched rows into the page and its `next_cursor`. */
export function toListBody<T extends { _id: string }, R>(rows: T[], page: Page, present: (row: T) => R): { data: R[]; next_cursor: string | null } {
  const more = rows.length > page.limit;
  const kept = more ? rows.slice(0, page.limit) : rows;
  return { data: kept.map(present), next_cursor: more ? encodeCursor(kept[kept.length - 1]._id) : null };
}
