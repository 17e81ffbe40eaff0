/** Cursor pagination as an async iterator: every item of a list, page after page, until `next_cursor` is null. */
import type { ClientPathsWithMethod } from 'openapi-fetch';
import type { UptimeApi } from './client';
import { unwrap } from './errors';
import type { paths } from './generated/schema';

type GetPath = ClientPathsWithMethod<UptimeApi, 'get'>;
interface Page {
  data: unknown[];
  next_cursor: string | null;
}
/** The paths whose GET answers a page `{data, next_cursor}`. */
export type ListPath = {
  [P in GetPath]: paths[P]['get'] extends { responses: { 200: { content: { 'application/json': Page } } } } ? P : never;
}[GetPath];
type PageOf<P extends ListPath> = paths[P]['get']['responses'][200]['content']['application/json'];
export type ItemOf<P extends ListPath> = PageOf<P>['data'][number];
type ParamsOf<P extends ListPath> = paths[P]['get']['parameters'];
/** The list's query (its filters and `limit`, the page size), the cursor left to the iterator. */
export type ListQuery<P extends ListPath> = Omit<NonNullable<ParamsOf<P>['query']>, 'cursor'>;

type GetPage = (
  path: string,
  init: { params: { query: object; path?: object } },
) => Promise<{
  data?: Page;
  error?: unknown;
  response: Response;
}>;

export async function* paginate<P extends ListPath>(
  api: UptimeApi,
  path: P,
  query?: ListQuery<P>,
): AsyncGenerator<ItemOf<P>> {
  const get = api.GET as unknown as GetPage;
  let cursor: string | undefined;
  do {
    const params = { query: { ...(query as object), ...(cursor ? { cursor } : {}) } };
    const page = await unwrap(get(path, { params }));
    for (const item of page.data) yield item as ItemOf<P>;
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
}
