/**
 * The delivery retry policy's one number every side needs: the workflow's activity retry policy, the attempt that
 * must know whether it is the last, and the read side that looks up attempt records by number. Pure constants:
 * safe to import from workflow code.
 */

/** 1 attempt + 3 retries (spec 6). */
export const DELIVERY_MAX_ATTEMPTS = 4;
