/**
 * A minimal browser stand-in for the dashboard (`/app`) over plain HTTP: keeps cookies, never follows redirects
 * (tests look at them), reads a page's CSRF token and posts URL-encoded forms.
 */
export interface PageResponse {
  status: number;
  headers: Headers;
  text: string;
  location: string | null;
}

export function csrfOf(html: string): string {
  const m = /name="_csrf" value="([^"]+)"/.exec(html);
  if (!m) throw new Error('no CSRF token on the page');
  return m[1];
}

export class DashboardClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  get(path: string): Promise<PageResponse> {
    return this.send('GET', path);
  }

  /** Posts `fields` URL-encoded; the CSRF token is whatever the caller puts in `_csrf` (or leaves out). */
  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<PageResponse> {
    return this.send('POST', path, new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    });
  }

  /** Signs up through the form with a fresh email and workspace slug starting with `prefix`; stays signed in. */
  async signUp(prefix: string, orgName: string): Promise<void> {
    const slug = `${prefix}-${Date.now().toString(36)}`;
    const res = await this.post('/app/sign-up', {
      _csrf: await this.tokenOf('/app/sign-up'),
      email: `${slug}@example.com`,
      password: 'correct horse battery',
      org_name: orgName,
      org_slug: slug,
    });
    if (res.status !== 303) throw new Error(`sign-up failed: ${res.status}`);
  }

  /** GETs `path` and returns its CSRF token (sets the pre-session cookie when signed out). */
  async tokenOf(path: string): Promise<string> {
    return csrfOf((await this.get(path)).text);
  }

  private async send(
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<PageResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + path, {
      method,
      body,
      redirect: 'manual',
      headers: { ...headers, ...(cookie && { cookie }) },
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair, ...attrs] = set.split(';');
      const eq = pair.indexOf('=');
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()));
      if (expired) this.cookies.delete(pair.slice(0, eq).trim());
      else this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return { status: res.status, headers: res.headers, text: await res.text(), location: res.headers.get('location') };
  }
}
