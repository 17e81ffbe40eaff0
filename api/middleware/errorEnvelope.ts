/** Middleware that turns every thrown error into the contract's JSON error envelope, with its status and headers. */
import type { Middleware } from 'koa';
import { AppError } from '../../domain/errors';
import type { Logger } from '../../domain/logger';
import { HttpError, httpHeadersOf, httpStatusOf } from '../httpErrors';

/**
 * The one place where errors become the contract's envelope `{ code, message, statusCode, ... }` (their status and
 * headers from api/httpErrors.ts).
 * Unknown errors are logged and answered as a bare 500: never a stack trace or driver message.
 */
export function errorEnvelope(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { code: 'not_found', message: 'No such route.', statusCode: 404 };
      }
    } catch (err) {
      const appErr = toAppError(err);
      const status = httpStatusOf(appErr);
      if (status >= 500) {
        log.error('request failed', { method: ctx.method, path: ctx.path, error: describe(err) });
        if (err instanceof Error) log.debug('request failed: stack', { path: ctx.path, stack: err.stack });
      }
      ctx.status = status;
      ctx.set(httpHeadersOf(appErr));
      ctx.body = errorBody(appErr);
    }
  };
}

/** The contract's error envelope of a typed error (also what an MCP tool returns for a refused call). */
export function errorBody(err: AppError): Record<string, unknown> {
  return { code: err.code, message: err.message, statusCode: httpStatusOf(err), ...err.extra };
}

function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  // Koa's own http-errors (e.g. from ctx.throw or router) carry an `expose`d status.
  const e = err as { status?: number; expose?: boolean; message?: string };
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose) {
    return new HttpError(e.status, codeForStatus(e.status), e.message ?? 'Bad request.');
  }
  return new HttpError(500, 'internal_error', 'Internal error.');
}

function codeForStatus(status: number): string {
  const codes: Record<number, string> = {
    400: 'invalid_request',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    405: 'method_not_allowed',
    409: 'conflict',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
  };
  return codes[status] ?? 'invalid_request';
}

function describe(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { name: err.name, message: err.message };
  return { value: String(err) };
}
