/** The Temporal SDK's log through the process logger: one JSON line per entry, an error's stack only at `debug`. */
import { createLogger } from '../../domain/logger';
import { temporalLogger } from '../../worker/temporalLog';

function capture(level: 'debug' | 'info') {
  const lines: string[] = [];
  const sdk = temporalLogger(
    createLogger('worker', level, (l) => lines.push(l)),
    level,
  );
  return { sdk, entries: () => lines.map((l) => JSON.parse(l) as Record<string, any>), lines };
}

describe('temporalLogger', () => {
  const error = new Error('connect ECONNREFUSED 127.0.0.1:1');

  it('writes an SDK warning as one line with the error named, no stack, at info', () => {
    const { sdk, entries, lines } = capture('info');
    sdk.warn('Activity failed', { error, durationMs: 12, sdkComponent: 'activity' });
    sdk.debug('Activity started', {});
    sdk.info('Worker state changed', { state: 'RUNNING' });
    expect(lines).toHaveLength(1);
    expect(lines[0].trimEnd()).not.toContain('\n');
    expect(entries()[0]).toMatchObject({
      level: 'warn',
      msg: 'Activity failed',
      error: { name: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:1' },
      durationMs: 12,
    });
    expect(entries()[0].error.stack).toBeUndefined();
  });

  it('keeps the stack at debug', () => {
    const { sdk, entries } = capture('debug');
    sdk.log('TRACE', 'Activity failed, waiting', { error });
    expect(entries()[0]).toMatchObject({ level: 'debug', error: { stack: expect.stringContaining('at ') } });
  });
});
