import type { Router } from '@koa/router';
import { Readable } from 'node:stream';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Context } from 'koa';
import type { AuthContext } from '../../domain/auth/authContext';
import { AppError } from '../../domain/errors';
import type { AppDeps } from '../deps';
import { inProcessRestCaller } from '../mcp/inProcessRest';
import { createMcpServer } from '../mcp/server';
import { DEFAULT_BODY_LIMIT } from '../middleware/jsonBody';

/**
 * `POST /mcp`: the MCP agent interface over Streamable HTTP, stateless with JSON responses (a fresh server and
 * transport per request, so nothing is kept between requests). The SDK's transport reads the body itself, so
 * malformed JSON or JSON-RPC gets a JSON-RPC error. The tools call the REST API in-process with this request's key.
 * GET and DELETE (SSE streams, sessions) are not offered: 405 like any wrong method.
 */
export function registerMcpRoutes(router: Router, deps: AppDeps): void {
  router.post('mcp', '/mcp', async (ctx) => {
    requireKey(ctx);
    const server = createMcpServer(inProcessRestCaller(ctx), deps.log);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: DEFAULT_BODY_LIMIT,
    });
    await server.connect(transport);
    try {
      await answer(ctx, await transport.handleRequest(webRequestOf(ctx)));
    } finally {
      await server.close();
    }
  });
}

/** 401 with `WWW-Authenticate: Bearer` (RFC 6750) unless the request carries a valid API key. */
function requireKey(ctx: Context): void {
  if ((ctx.state.auth as AuthContext | undefined)?.kind === 'key') return;
  const sent = ctx.get('authorization') !== '';
  throw new AppError(
    401,
    'unauthorized',
    sent ? 'The API key is unknown, revoked or malformed.' : 'An API key is required: Authorization: Bearer <key>.',
    {},
    { 'WWW-Authenticate': sent ? 'Bearer realm="mcp", error="invalid_token"' : 'Bearer realm="mcp"' },
  );
}

function webRequestOf(ctx: Context): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = Readable.toWeb(ctx.req) as unknown as ReadableStream<Uint8Array>;
  return new Request(new URL(ctx.url, 'http://localhost'), {
    method: ctx.method,
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}

async function answer(ctx: Context, response: Response): Promise<void> {
  ctx.status = response.status;
  response.headers.forEach((value, name) => ctx.set(name, value));
  const text = await response.text();
  ctx.body = text;
  if (text === '') ctx.remove('Content-Type');
}
