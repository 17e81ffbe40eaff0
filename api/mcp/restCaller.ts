/**
 * How an MCP tool reaches the REST API. Every tool call is one REST request with the caller's own key, so it goes
 * through the API's own authentication, validation, tenant isolation and rate limiter, and spends the same budgets
 * as the same direct REST call. Two implementations: over HTTP (the stdio server, `scripts/mcp.ts`) and in-process
 * through the Koa app (`POST /mcp`, `inProcessRest.ts`).
 */
import { ConfigError } from '../../domain/configReader';
import { ServiceUnavailableError } from '../../domain/errors';
import { errorBody } from '../middleware/errorEnvelope';
import { httpStatusOf } from '../httpErrors';

export interface RestRequest {
  method: 'GET' | 'POST';
  /** Path and query string, e.g. `/api/v1/incidents?status=open`. */
  path: string;
  /** JSON body (POST only). */
  body?: unknown;
}

export interface RestResponse {
  status: number;
  /** The parsed JSON body: the resource, the list, or the contract's error envelope. */
  body: unknown;
}

/** Refusals come back as the API's error envelope, and a failure to reach the API as one too (a throw is a bug). */
export type RestCaller = (req: RestRequest) => Promise<RestResponse>;

/** Each attempt waits at most this long (a test-check may take up to 30 s). */
const HTTP_TIMEOUT_MS = 60_000;

/** The REST API at `baseUrl`, called with `apiKey` as the Bearer credential. */
export function httpRestCaller(baseUrl: string, apiKey: string): RestCaller {
  return async (req) => {
    try {
      const res = await fetch(baseUrl + req.path, {
        method: req.method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept: 'application/json',
          ...(req.body !== undefined && { 'content-type': 'application/json' }),
        },
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      return { status: res.status, body: parseJson(await res.text()) };
    } catch {
      return unreachable(`The API at ${baseUrl} did not answer.`);
    }
  };
}

export function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function unreachable(message: string): RestResponse & { body: Record<string, unknown> } {
  const err = new ServiceUnavailableError(message);
  return { status: httpStatusOf(err), body: errorBody(err) };
}

/**
 * The start-up check of the stdio server: one cheap read with the key. A key the API refuses stops the server
 * (a configuration error, one line); an API that does not answer yet does not (each tool call then says so).
 */
export async function checkApiKey(rest: RestCaller, baseUrl: string): Promise<'ok' | 'unreachable'> {
  const res = await rest({ method: 'GET', path: '/api/v1/monitors?limit=1' });
  if (res.status === 401 || res.status === 403) {
    const body = (res.body ?? {}) as { code?: unknown; message?: unknown };
    throw new ConfigError(
      `UPTIME_API_KEY: the API at ${baseUrl} refuses this key (${res.status} ${String(body.code)}: ${String(body.message)})`,
    );
  }
  return res.status === 503 ? 'unreachable' : 'ok';
}
