/**
 * Waits until every promise has settled, or `boundMs` has passed, whichever comes first (a graceful stop's wait for
 * work in flight). True when all settled in time; the timer is cleared either way, so it never holds the process.
 */
export async function allSettledWithin(promises: Iterable<Promise<unknown>>, boundMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), boundMs);
  });
  try {
    return await Promise.race([Promise.allSettled(promises).then(() => true as const), gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
