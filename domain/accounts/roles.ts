/**
 * The roles of an org's members and API keys, least to most: `viewer` reads, `responder` also acknowledges and
 * resolves incidents, pauses and resumes monitors and sends test alerts, `admin` does everything but touch owners,
 * `owner` everything (members included). Each route of the route table names the least role it needs.
 */
export const ROLES = ['viewer', 'responder', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** What a key made before roles existed acts with: full access to its org. */
export const FULL_ACCESS: Role = 'owner';

const RANK: Record<Role, number> = { viewer: 0, responder: 1, admin: 2, owner: 3 };

/** Whether `held` is `needed` or above it. */
export function roleAllows(held: Role, needed: Role): boolean {
  return RANK[held] >= RANK[needed];
}
