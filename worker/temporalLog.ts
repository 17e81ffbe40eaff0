/**
 * The Temporal SDK's own log, written through the process's logger: one JSON line per entry, at the level chosen
 * with LOG_LEVEL. An error in an entry is its name and message; its stack only when the level is `debug` (the
 * SDK's default logger prints each failure over dozens of lines).
 */
import type { LogLevel as TemporalLevel, LogMetadata, Logger as TemporalLogger } from '@temporalio/common';
import type { Logger, LogLevel } from '../domain/logger';

/** The SDK's INFO is its own housekeeping (worker state, the workflow bundle): detail, not news, for a terminal. */
const LEVELS: Record<TemporalLevel, LogLevel> = {
  TRACE: 'debug',
  DEBUG: 'debug',
  INFO: 'debug',
  WARN: 'warn',
  ERROR: 'error',
};

/** The SDK logger that writes to `log`; `level` is the process's LOG_LEVEL (stacks are kept for `debug`). */
export function temporalLogger(log: Logger, level: LogLevel): TemporalLogger {
  const write = (lvl: TemporalLevel, message: string, meta: LogMetadata = {}) =>
    log[LEVELS[lvl]](message, fieldsOf(meta, level === 'debug'));
  return {
    log: write,
    trace: (m, meta) => write('TRACE', m, meta),
    debug: (m, meta) => write('DEBUG', m, meta),
    info: (m, meta) => write('INFO', m, meta),
    warn: (m, meta) => write('WARN', m, meta),
    error: (m, meta) => write('ERROR', m, meta),
  };
}

/** The entry's fields with every error made one line (plus its stack when `withStack`). */
export function fieldsOf(meta: LogMetadata, withStack: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta)) {
    if (value instanceof Error) {
      out[key] = { name: value.name, message: value.message, ...(withStack && { stack: value.stack }) };
    } else if (typeof value !== 'symbol' && typeof value !== 'function') {
      out[key] = typeof value === 'bigint' ? String(value) : value;
    }
  }
  return out;
}
