/**
 * The REST caller of `POST /mcp`: each tool call is one real HTTP/1.1 request to the same Koa app, carrying the MCP
 * request's own `Authorization` header and client address, so it meets exactly the middleware a direct REST call
 * meets (authentication, rate limiter, body parsing, validation, the route) and the limiter sees the same key and
 * IP. No second port: the request travels over an in-memory connection handed to an `http.Server` of the app that
 * never listens, through Node's documented ways in (the server's `'connection'` event accepts any Duplex stream;
 * `http.request`'s `createConnection` option supplies the client's side). Node parses and serialises both sides as
 * for a socket. Only JSON is expected back: the REST routes behind the tools answer JSON (or nothing).
 * May touch: the app it is given, nothing else.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { Duplex } from 'node:stream';
import type Koa from 'koa';
import type { Context } from 'koa';
import { parseJson, type RestCaller, type RestRequest, type RestResponse, unreachable } from './restCaller';

const servers = new WeakMap<Koa, Server>();

/** A REST caller that acts for the client of `outer` (its credential and address) inside `outer.app`. */
export function inProcessRestCaller(outer: Context): RestCaller {
  let server = servers.get(outer.app);
  if (!server) servers.set(outer.app, (server = createServer(outer.app.callback())));
  const inner = server;
  return (req) => dispatchOnce(inner, outer, req);
}

/**
 * One end of an in-memory connection: what is written to it is read from its peer. The server's end carries what
 * Koa and the limiter read of a socket: the client's address and whether TLS carried the outer request.
 */
class ConnectionEnd extends Duplex {
  peer: ConnectionEnd | undefined;
  remoteAddress: string | undefined;
  encrypted: boolean | undefined;

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    this.peer?.push(chunk);
    done();
  }

  override _final(done: (err?: Error | null) => void): void {
    this.peer?.push(null);
    done();
  }

  override _destroy(err: Error | null, done: (err: Error | null) => void): void {
    this.peer?.push(null);
    done(err);
  }

  /** Called by the HTTP machinery on real sockets; nothing to tune on memory. */
  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
}

/** A connected pair: the client's end and the server's end, the latter with the outer request's address. */
function connectionPair(outer: Context): { client: ConnectionEnd; server: ConnectionEnd } {
  const client = new ConnectionEnd();
  const server = new ConnectionEnd();
  client.peer = server;
  server.peer = client;
  server.remoteAddress = outer.req.socket.remoteAddress;
  server.encrypted = (outer.req.socket as { encrypted?: boolean }).encrypted;
  return { client, server };
}

function dispatchOnce(inner: Server, outer: Context, req: RestRequest): Promise<RestResponse> {
  const body = req.body === undefined ? undefined : Buffer.from(JSON.stringify(req.body), 'utf8');
  const ends = connectionPair(outer);
  return new Promise((resolve) => {
    const call = request(
      {
        method: req.method,
        path: req.path,
        headers: innerHeaders(outer.headers, body),
        createConnection: () => ends.client as never,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 500, body: parseJson(Buffer.concat(chunks).toString('utf8')) }),
        );
        res.on('error', () => resolve(unreachable('The API did not finish its answer.')));
      },
    );
    call.on('error', () => resolve(unreachable('The API did not answer.')));
    inner.emit('connection', ends.server);
    call.end(body);
  });
}

/** What the REST call needs of the MCP request: its credential and forwarding headers, plus its own body's. */
function innerHeaders(outer: IncomingHttpHeaders, body: Buffer | undefined): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = { host: outer.host, accept: 'application/json', connection: 'close' };
  if (outer.authorization) headers.authorization = outer.authorization;
  if (outer['x-forwarded-for']) headers['x-forwarded-for'] = outer['x-forwarded-for'];
  if (outer['user-agent']) headers['user-agent'] = outer['user-agent'];
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(body.length);
  }
  return headers;
}
