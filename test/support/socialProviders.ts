/**
 * Sign-in providers on loopback for the social sign-in tests: a real OpenID Connect provider (oidc-provider, in a
 * child process) standing for Google, and a small stand-in for GitHub's OAuth endpoints and `/user/emails`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Logger } from '../../domain/logger';
import { withFreshPort } from '../../scripts/ports';

export interface RunningProvider {
  url: string;
  stop(): Promise<void>;
}

/** A logger that keeps every line with its fields (`logged`), for tests that search the log for secrets. */
export function capturingLogger(): { log: Logger; logged: string[] } {
  const logged: string[] = [];
  const keep = (m: string, f?: Record<string, unknown>) => void logged.push(m + JSON.stringify(f ?? {}));
  return { log: { debug: keep, info: keep, warn: keep, error: keep }, logged };
}

const MAIN = resolve(__dirname, 'oidcProviderMain.mjs');

export function startOidcProvider(clientId: string, secret: string, redirectUri: string): Promise<RunningProvider> {
  return withFreshPort(async (port) => {
    const child = spawn(process.execPath, [MAIN, String(port), clientId, secret, redirectUri], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    await new Promise<void>((res, rej) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && res());
      child.once('exit', () => rej(new Error(`oidc-provider exited: ${stderr}`)));
    });
    return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((res) => {
    child.once('exit', () => res());
    child.kill('SIGTERM');
  });
}

/** One account of the GitHub stand-in: its e-mail addresses as `/user/emails` lists them. */
export type GitHubEmails = { email: string; primary: boolean; verified: boolean }[];

/**
 * GitHub's OAuth app endpoints as a stand-in: `/login/oauth/authorize` answers with a code for the account named
 * by `login` (the test passes it as an extra parameter), checked once with its PKCE verifier at `access_token`.
 */
export async function startGitHubStandIn(
  clientId: string,
  secret: string,
  accounts: Record<string, GitHubEmails>,
): Promise<RunningProvider> {
  const codes = new Map<string, { login: string; challenge: string; redirect: string }>();
  const tokens = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => answer(url, new URLSearchParams(body), req.headers.authorization ?? '', res));
  });
  const json = (res: ServerResponse, status: number, v: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(v));
  function answer(url: URL, form: URLSearchParams, auth: string, res: ServerResponse) {
    const q = url.searchParams;
    if (url.pathname === '/login/oauth/authorize') {
      if (q.get('client_id') !== clientId || q.get('code_challenge_method') !== 'S256') return json(res, 400, {});
      const code = `code-${codes.size + 1}-${Math.random().toString(36).slice(2)}`;
      codes.set(code, {
        login: q.get('login')!,
        challenge: q.get('code_challenge')!,
        redirect: q.get('redirect_uri')!,
      });
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state')!);
      return res.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === '/login/oauth/access_token') {
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifierOk =
        grant &&
        createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url') === grant.challenge;
      // GitHub answers 200 with an `error` field for a bad or used code.
      if (!grant || !verifierOk || form.get('client_secret') !== secret || form.get('redirect_uri') !== grant.redirect)
        return json(res, 200, { error: 'bad_verification_code' });
      const token = `gho_${Math.random().toString(36).slice(2)}`;
      tokens.set(token, grant.login);
      return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const login = tokens.get(auth.replace(/^Bearer /, ''));
    if (url.pathname === '/user/emails' && login) return json(res, 200, accounts[login] ?? []);
    json(res, 401, { message: 'Bad credentials' });
  }
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((r) => server.close(() => r()).closeAllConnections()),
  };
}
