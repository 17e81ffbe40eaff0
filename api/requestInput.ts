/** Small readers of request input shared by routes and dashboard pages: the `:id` path parameter, a test event's id. */
import type { Context } from 'koa';
import { uuidv7 } from '../domain/ids';
import { IdParams } from './contract/common';
import { parseInput } from './contract/parse';
import { paramsOf } from './routing/pipeline';

/** The `:id` path parameter of a dashboard page, validated as a UUID (so nothing but a plain string reaches a query). */
export function readId(ctx: Context): string {
  return parseInput(IdParams, { id: paramsOf(ctx).id }, 'path').id;
}

/**
 * The id of the test event this request records, made on its first run and kept in `ctx.state`: a request retried
 * after a database outage (middleware/outageRetry.ts) finds its event again instead of sending a second alert.
 */
export function testEventIdOf(ctx: Context): string {
  const state = ctx.state as { testEventId?: string };
  return (state.testEventId ??= uuidv7(Date.now()));
}
