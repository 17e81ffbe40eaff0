/**
 * Runs a synchronous evaluation (a user's regex, a JSONPath query) with a wall-time cap. A catastrophic regex
 * cannot be interrupted from JavaScript, so the call runs under `vm`'s `timeout`, which stops whatever is
 * executing, host functions included, once the cap passes.
 */
import { createContext, runInContext } from 'node:vm';

const sandbox = createContext({ evaluate: (): unknown => undefined });

export class TimeCapExceeded extends Error {
  constructor(readonly capMs: number) {
    super(`stopped after ${capMs} ms`);
    this.name = 'TimeCapExceeded';
  }
}

/** `fn()`, or a `TimeCapExceeded` once it has run `capMs`. */
export function withTimeCap<T>(fn: () => T, capMs: number): T {
  sandbox.evaluate = fn;
  try {
    return runInContext('evaluate()', sandbox, { timeout: capMs }) as T;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new TimeCapExceeded(capMs);
    throw err;
  } finally {
    sandbox.evaluate = () => undefined;
  }
}
