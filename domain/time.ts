/** Every timestamp in a body: ISO 8601 UTC with milliseconds. */
export function iso(d: Date | number | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  return new Date(d).toISOString();
}

export function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
