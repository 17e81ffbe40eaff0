import type { ApiKeyDoc } from '../models/apiKey';
import type { OrgDoc } from '../models/org';
import type { UserDoc } from '../models/user';
import { iso } from '../time';

export function presentOrg(o: OrgDoc) {
  return { id: o._id, name: o.name, slug: o.slug, created_at: iso(o.created_at)! };
}

export function presentUser(u: UserDoc) {
  return { id: u._id, email: u.email, org_id: u.org_id, created_at: iso(u.created_at)! };
}

export function presentApiKey(k: ApiKeyDoc) {
  return {
    id: k._id,
    name: k.name,
    prefix: k.prefix,
    created_at: iso(k.created_at)!,
    last_used_at: iso(k.last_used_at),
  };
}
