/** Wire schemas of sign-up, sign-in, magic links, sessions and API keys, and how their documents are presented. */
import { z } from 'zod';
import { ORG_SLUG_PATTERN } from '../../domain/accounts/orgSlug';
import { FULL_ACCESS, ROLES } from '../../domain/accounts/roles';
import type { ApiKeyDoc } from '../../domain/models/apiKey';
import type { OrgDoc } from '../../domain/models/org';
import type { UserDoc } from '../../domain/models/user';
import { iso } from '../../domain/time';
import { Name, NullableTimestamp, Timestamp, Uuid } from './common';

// RFC 5321: at most 64 characters before the @ (what the document's `format: email` also says).
export const Email = z
  .email('must be an email address')
  .max(254)
  .refine((e) => e.indexOf('@') <= 64, 'must have at most 64 characters before the @')
  .toLowerCase();
export const Password = z.string().min(8, 'must be at least 8 characters').max(256, 'must be at most 256 characters');
export const OrgSlug = z
  .string()
  .regex(ORG_SLUG_PATTERN, 'must be 1-63 lower-case letters, digits or hyphens, not starting or ending with a hyphen');

export const SignUpBody = z.strictObject({ email: Email, password: Password, org_name: Name, org_slug: OrgSlug });
export const SignInBody = z.strictObject({ email: Email, password: z.string().min(1).max(256) });
export const MagicLinkBody = z.strictObject({ email: Email });
export const MagicLinkVerifyQuery = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a sign-in token'),
});

export const OrgOut = z.object({ id: Uuid, name: z.string(), slug: z.string(), created_at: Timestamp });
export const UserOut = z.object({ id: Uuid, email: z.string(), org_id: Uuid, created_at: Timestamp });
export const SessionOut = z.object({ user: UserOut, org: OrgOut });
export const AcceptedOut = z.object({ status: z.literal('accepted') });

export const RoleName = z.enum(ROLES);
const KeyRole = RoleName.describe(
  'What the key may do: `viewer` reads, `responder` also acknowledges, resolves, pauses, resumes and sends test alerts, `admin` everything but touch owners, `owner` everything. Keys made before roles existed have full access (`owner`).',
);
export const CreateApiKeyBody = z.strictObject({
  name: Name,
  role: RoleName.default('admin').describe("Default `admin`; never above the creator's own role."),
});
export const ApiKeyOut = z.object({
  id: Uuid,
  name: z.string(),
  role: KeyRole,
  prefix: z.string(),
  created_at: Timestamp,
  last_used_at: NullableTimestamp,
});
export const CreatedApiKeyOut = z.object({
  id: Uuid,
  name: z.string(),
  key: z.string().describe('Shown once; store it now.'),
  role: KeyRole,
  prefix: z.string(),
  created_at: Timestamp,
});

export function presentOrg(o: OrgDoc): z.infer<typeof OrgOut> {
  return { id: o._id, name: o.name, slug: o.slug, created_at: iso(o.created_at)! };
}

export function presentUser(u: UserDoc): z.infer<typeof UserOut> {
  return { id: u._id, email: u.email, org_id: u.org_id, created_at: iso(u.created_at)! };
}

/** The key itself is in this answer only: just its SHA-256 is kept. */
export function presentCreatedApiKey(k: ApiKeyDoc, key: string): z.infer<typeof CreatedApiKeyOut> {
  return {
    id: k._id,
    name: k.name,
    key,
    role: k.role ?? FULL_ACCESS,
    prefix: k.prefix,
    created_at: iso(k.created_at)!,
  };
}

export function presentApiKey(k: ApiKeyDoc): z.infer<typeof ApiKeyOut> {
  return {
    id: k._id,
    name: k.name,
    role: k.role ?? FULL_ACCESS,
    prefix: k.prefix,
    created_at: iso(k.created_at)!,
    last_used_at: iso(k.last_used_at),
  };
}
