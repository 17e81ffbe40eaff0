import type { Context } from 'koa';
import { IdParams } from './contract/common';
import { parseInput } from './contract/parse';
import { paramsOf } from './routing/pipeline';

/** The `:id` path parameter of a dashboard page, validated as a UUID (so nothing but a plain string reaches a query). */
export function readId(ctx: Context): string {
  return parseInput(IdParams, { id: paramsOf(ctx).id }, 'path').id;
}
