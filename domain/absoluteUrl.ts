/** The schema of an absolute URL field (allowed protocols, length, no user-info), shared by every URL a user gives. */
import { z } from 'zod';

/** An absolute URL of one of `protocols` (e.g. `['https:']`), at most 2048 characters, with no user-info. */
export function absoluteUrl(protocols: string[], protocolMessage: string) {
  const schemes = protocols.map((p) => p.slice(0, -1)).join('|');
  const documented = { format: 'uri', pattern: `^(${schemes})://[^/?#@]+` };
  return z
    .string()
    .max(2048, 'must be at most 2048 characters')
    .meta(documented)
    .superRefine((value, ctx) => {
      let u: URL;
      try {
        u = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be an absolute URL' });
        return;
      }
      if (!protocols.includes(u.protocol)) ctx.addIssue({ code: 'custom', message: protocolMessage });
      // Credentials in a URL end up in logs and proxies.
      if (u.username || u.password)
        ctx.addIssue({ code: 'custom', message: 'must not contain user-info (user:password@)' });
    });
}
