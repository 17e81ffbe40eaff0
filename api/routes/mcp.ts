/** Route of the MCP agent interface (`POST /mcp`, JSON-RPC over Streamable HTTP). */
import { Readable } from 'node:stream';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { Context } from 'koa';
import { z } from 'zod';
import { LIMITS } from '../rateLimit/policies';
import { ok } from '../contract/responses';
import { inProcessRestCaller } from '../mcp/inProcessRest';
import { createMcpServer } from '../mcp/server';
import { DEFAULT_BODY_LIMIT } from '../middleware/jsonBody';
import { route } from '../routing/route';

/** MCP over Streamable HTTP: one JSON-RPC 2.0 message in, its response out (docs/mcp.md lists the tools). */
const JsonRpcMessage = z.looseObject({
  jsonrpc: z.literal('2.0'),
  method: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
});
const JsonRpcResponse = z.looseObject({ jsonrpc: z.literal('2.0'), id: z.union([z.string(), z.number()]).nullable() });

/**
 * `POST /mcp`: the MCP agent interface over Streamable HTTP, stateless with JSON responses (a fresh server and
 * transport per request, so nothing is kept between requests). The SDK's transport reads the body itself, so
 * malformed JSON or JSON-RPC gets a JSON-RPC error. The tools call the REST API in-process with this request's key.
 * GET and DELETE (SSE streams, sessions) are not offered: 405 like any wrong method.
 */
export const MCP_ROUTES = [
  route({
    name: 'mcp',
    methods: ['post'],
    path: '/mcp',
    auth: 'key',
    // Each tool's REST call is checked against its own route's role: reading the tools needs only a key.
    role: 'viewer',
    body: JsonRpcMessage,
    reads: 'own',
    limit: LIMITS.mcp,
    doc: {
      summary:
        'MCP agent interface (Streamable HTTP, stateless, JSON responses); its tools call this REST API with the same key and budgets',
      tag: 'MCP',
      responses: {
        200: ok(JsonRpcResponse, 'The JSON-RPC response'),
        202: { schema: null, description: 'A notification or response was accepted' },
        406: ok(
          JsonRpcResponse,
          "The request's Accept header does not list both `application/json` and `text/event-stream` (a JSON-RPC error)",
        ),
      },
    },
    async handle({ ctx, deps }) {
      const server = createMcpServer(inProcessRestCaller(ctx), deps.log, deps.config);
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
    },
  }),
];

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
