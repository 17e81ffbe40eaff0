/**
 * Memory settings of our Node.js services, as `npm start` and the bench run them, each measured at the end of the
 * delivery bench (bench/README.md, "Memory of the development stack").
 */

/**
 * V8 flags of our Node.js services (API, worker, probers). Under load V8 grows an isolate's young generation to two
 * 16 MB semi-spaces and keeps them; the worker has two busy isolates (its main thread and the workflow thread).
 * Capped at 4 MB, the stack's PSS in `--quick` bench runs fell by ~180 MB (worker ~300 -> ~195, API ~130 -> ~88);
 * 2 MB saved nothing more. At the full bench size no saving showed (the worker's peak follows its work in flight).
 */
export const SERVICE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];

/**
 * Environment of our Node.js services: at most two glibc malloc arenas. By default glibc gives busy threads
 * arenas of their own (up to 8 per core), and the worker's native threads (the Temporal core's runtime) leave
 * each one partly used; with two, the worker's PSS at the end of `--quick` bench runs fell from 238-284 to
 * 187-206 MB, CPU per delivery within the noise. A value set by the caller wins.
 */
export function serviceEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
}
