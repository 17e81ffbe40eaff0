/** Middleware that reads a JSON request body within a size limit and keeps its raw bytes for signature checks. */
import type { Context, Middleware } from 'koa';
import { InvalidRequestError } from '../../domain/errors';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../httpErrors';
import { readAtMost } from '../../domain/streams';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Parses JSON request bodies into `ctx.request.body` and keeps the raw bytes in `ctx.state.rawBody`
 * (signature checks need them). Non-JSON bodies are 415, oversized ones 413, malformed JSON 400.
 */
export function jsonBody(opts: { limit?: number; skip?: (ctx: Context) => boolean } = {}): Middleware {
  const limit = opts.limit ?? DEFAULT_BODY_LIMIT;
  return async (ctx, next) => {
    if (!hasBody(ctx.req.headers) || opts.skip?.(ctx)) return next();
    const declared = Number(ctx.get('content-length') || 0);
    if (declared > limit) throw new PayloadTooLargeError(limit);
    const raw = await readAtMost(ctx.req, limit + 1);
    if (raw.length > limit) throw new PayloadTooLargeError(limit);
    ctx.state.rawBody = raw;
    if (raw.length === 0) return next();
    if (!ctx.is('application/json', '+json')) throw new UnsupportedMediaTypeError();
    try {
      (ctx.request as { body?: unknown }).body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new InvalidRequestError('Request body is not valid JSON.', [{ path: '', message: 'malformed JSON' }]);
    }
    return next();
  };
}

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}
