/**
 * A real API for one test file: its own database on the suite's MongoDB-wire server, the suite's Temporal
 * server, `createApp` listening on an ephemeral loopback port. Drive it with `stack.http(...)`.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../../api/app';
import type { AppDeps } from '../../api/deps';
import { createProcessLimiter } from '../../api/rateLimit/processLimiter';
import type { Config } from '../../domain/config';
import { connectDatabase, disconnectDatabase } from '../../domain/db';
import { silentLogger, type Logger } from '../../domain/logger';
import { createServices, type Services } from '../../domain/services';
import { connectTemporal, type TemporalHandle } from '../../domain/temporal';
import { testConfig } from './env';

export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Stack {
  config: Config;
  url: string;
  temporal: TemporalHandle;
  services: Services;
  deps: AppDeps;
  http<T = any>(
    method: string,
    path: string,
    opts?: { body?: unknown; headers?: Record<string, string>; raw?: string },
  ): Promise<HttpResponse<T>>;
  stop(): Promise<void>;
}

export interface StackOptions {
  env?: Record<string, string>;
  now?: () => number;
  /** The services' logger; default: silent. */
  log?: Logger;
  /** A loopback port to listen on (from scripts/ports' freePort), for a BASE_URL known before the start; default: any. */
  port?: number;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const config = testConfig(opts.env);
  await connectDatabase(config.mongodbUri);
  const temporal = await connectTemporal(config);
  const log = opts.log ?? silentLogger;
  const services = createServices({ config, log, temporal, now: opts.now });
  const rateLimiter = createProcessLimiter(config.rateLimitMaxBuckets, services.now).limiter;
  const deps: AppDeps = { config, log, temporal, services, rateLimiter };
  const server: Server = await new Promise((res) => {
    const s = createApp(deps).listen(opts.port ?? 0, '127.0.0.1', () => res(s));
  });
  // As api/server.ts: with Node's 5 s default, a client reusing a connection just as the server's idle timer closes
  // it reads ECONNRESET (seen once in a burst of 600 requests on a loaded machine).
  server.keepAliveTimeout = 65_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    config,
    url,
    temporal,
    services,
    deps,
    http: (method, path, o = {}) => request(url, method, path, o),
    async stop() {
      await new Promise((r) => server.close(r).closeAllConnections());
      await services.stop();
      await temporal.connection.close();
      await disconnectDatabase();
    },
  };
}

async function request(
  base: string,
  method: string,
  path: string,
  o: { body?: unknown; headers?: Record<string, string>; raw?: string },
): Promise<HttpResponse> {
  const headers: Record<string, string> = { ...o.headers };
  let body: string | undefined = o.raw;
  if (o.body !== undefined) {
    body = JSON.stringify(o.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}
