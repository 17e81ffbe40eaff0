/**
 * The REST caller of `POST /mcp`: each tool call is dispatched through the same Koa app as a synthetic request that
 * carries the MCP request's own `Authorization` header and client address, so it meets exactly the middleware a
 * direct REST call meets (authentication, rate limiter, body parsing, validation, the route) without a second
 * socket, and the limiter sees the same key and IP. Only JSON is expected back: the REST routes behind the tools
 * answer JSON (or nothing), never a stream.
 */
import { IncomingMessage, ServerResponse, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import type { Context } from 'koa';
import { parseJson, type RestCaller, type RestRequest, type RestResponse } from './restCaller';

type Handler = ReturnType<Koa['callback']>;
const handlers = new WeakMap<Koa, Handler>();

/** A REST caller that acts for the client of `outer` (its credential and address) inside `outer.app`. */
export function inProcessRestCaller(outer: Context): RestCaller {
  let handler = handlers.get(outer.app);
  if (!handler) handlers.set(outer.app, (handler = outer.app.callback()));
  const dispatch = handler;
  return (req) => dispatchOnce(dispatch, outer, req);
}

function dispatchOnce(handler: Handler, outer: Context, req: RestRequest): Promise<RestResponse> {
  const body = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body), 'utf8');
  // What Koa and the limiter read of a socket: the client address and whether TLS carried the request.
  const socket = {
    remoteAddress: outer.req.socket.remoteAddress,
    encrypted: (outer.req.socket as { encrypted?: boolean }).encrypted,
    destroy() {},
  } as unknown as Socket;
  const incoming = new IncomingMessage(socket);
  incoming.method = req.method;
  incoming.url = req.path;
  incoming.headers = innerHeaders(outer.headers, body);
  if (body) incoming.push(body);
  incoming.push(null);
  incoming.complete = true; // the whole body is already here: reading it to the end is not an abort
  return new Promise((resolve) => {
    const res = captureResponse(new ServerResponse(incoming), (status, text) =>
      resolve({ status, body: parseJson(text) }),
    );
    void handler(incoming, res);
  });
}

/** What the REST call needs of the MCP request: its credential and forwarding headers, plus its own body's. */
function innerHeaders(outer: IncomingHttpHeaders, body: Buffer | undefined): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = { host: outer.host, accept: 'application/json' };
  if (outer.authorization) headers.authorization = outer.authorization;
  if (outer['x-forwarded-for']) headers['x-forwarded-for'] = outer['x-forwarded-for'];
  if (outer['user-agent']) headers['user-agent'] = outer['user-agent'];
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(body.length);
  }
  return headers;
}

/** Keeps what Koa writes in memory and reports it when the response ends (no socket is ever attached). */
function captureResponse(res: ServerResponse, done: (status: number, text: string) => void): ServerResponse {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown) => {
    keep(chunk);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown) => {
    keep(chunk);
    done(res.statusCode, Buffer.concat(chunks).toString('utf8'));
    return res;
  }) as ServerResponse['end'];
  return res;
}
