/** Every timestamp in a body: ISO 8601 UTC with milliseconds. */
export function iso(d: Date | number | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  return new Date(d).toISOString();
}

/** Whole seconds from `start` to `end`, never negative; null while there is no end (an incident still open). */
export function durationSec(start: Date | string, end: Date | string | null | undefined): number | null {
  if (!end) return null;
  return Math.max(0, Math.round((new Date(end).getTime() - new Date(start).getTime()) / 1000));
}
