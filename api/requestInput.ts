import type { Context } from 'koa';
import type { z } from 'zod';
import { IdParams } from '../domain/validation/common';
import { parseInput } from '../domain/validation/parse';

/** The validated JSON body (parsed by middleware/jsonBody.ts; undefined when there was none). */
export function readBody<T extends z.ZodType>(ctx: Context, schema: T): z.output<T> {
  return parseInput(schema, (ctx.request as { body?: unknown }).body, 'body');
}

export function readQuery<T extends z.ZodType>(ctx: Context, schema: T): z.output<T> {
  return parseInput(schema, ctx.query, 'query');
}

/** The `:id` path parameter, validated as a UUID (so nothing but a plain string reaches a query). */
export function readId(ctx: Context): string {
  return parseInput(IdParams, (ctx as Context & { params?: unknown }).params, 'path').id;
}
