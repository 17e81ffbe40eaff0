/** An org's slug: its status page's host label, so 1-63 lower-case letters, digits or inner hyphens. */
export const ORG_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isOrgSlug(slug: string): boolean {
  return ORG_SLUG_PATTERN.test(slug);
}
