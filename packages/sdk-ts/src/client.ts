/**
 * The client: openapi-fetch over the generated `paths`, with the API key as a Bearer credential and 429 answers
 * waited out as the API asks (`Retry-After` seconds, then the same request again, a bounded number of times).
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema';

export type UptimeApi = Client<paths>;

export interface RateLimitWait {
  method: string;
  url: string;
  /** 1 for the first 429 of this request. */
  attempt: number;
  waitSec: number;
}

export interface UptimeClientOptions {
  /** Where the API answers, e.g. `https://uptime.example.com` (no `/api/v1`). */
  baseUrl: string;
  /** An API key (`upk_...`). */
  apiKey: string;
  /** 429 answers waited out per request before the 429 is returned; default 5. */
  maxRateLimitWaits?: number;
  /** Called before each wait. */
  onRateLimited?: (wait: RateLimitWait) => void;
  fetch?: (input: Request) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
}

export function createUptimeClient(options: UptimeClientOptions): UptimeApi {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: waitingOutRateLimits(options),
  });
}

function waitingOutRateLimits(options: UptimeClientOptions): (request: Request) => Promise<Response> {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxWaits = options.maxRateLimitWaits ?? 5;
  return async (request) => {
    for (let attempt = 1; ; attempt++) {
      const response = await send(request.clone());
      if (response.status !== 429 || attempt > maxWaits) return response;
      const waitSec = retryAfterSec(response);
      await response.body?.cancel();
      options.onRateLimited?.({ method: request.method, url: request.url, attempt, waitSec });
      await sleep(waitSec * 1000);
    }
  };
}

/** `Retry-After` in seconds (the API sends whole seconds); 1 when absent or unreadable. */
function retryAfterSec(response: Response): number {
  const sec = Number(response.headers.get('retry-after'));
  return Number.isFinite(sec) && sec > 0 ? sec : 1;
}
