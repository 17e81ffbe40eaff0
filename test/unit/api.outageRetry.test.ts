import type { Context, Next } from 'koa';
import mongoose from 'mongoose';
import { isDatabaseOutage, retryDuringOutage } from '../../api/middleware/outageRetry';
import { ServiceUnavailableError } from '../../domain/errors';
import { httpHeadersOf } from '../../api/httpErrors';
import { silentLogger } from '../../domain/logger';

const outage = () => Object.assign(new Error('connection closed'), { name: 'MongoNetworkError' });
const ctx = { method: 'POST', path: '/x' } as Context;

describe('retryDuringOutage', () => {
  it('runs the middleware again after a MongoDB outage and hands on once', async () => {
    let calls = 0;
    const next = jest.fn(async () => undefined);
    const mw = retryDuringOutage(
      async (_ctx, onward: Next) => {
        if (++calls < 3) throw outage();
        await onward();
      },
      { log: silentLogger, boundMs: 5_000 },
    );
    await mw(ctx, next);
    expect(calls).toBe(3);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('never repeats a middleware whose downstream failed, nor other errors', async () => {
    let calls = 0;
    const downstream = retryDuringOutage(
      async (_ctx, onward: Next) => {
        calls++;
        await onward();
      },
      { log: silentLogger, boundMs: 5_000 },
    );
    await expect(
      downstream(ctx, async () => {
        throw outage();
      }),
    ).rejects.toThrow('connection closed');
    expect(calls).toBe(1);
    const other = retryDuringOutage(
      async () => {
        calls++;
        throw new Error('bug');
      },
      { log: silentLogger, boundMs: 5_000 },
    );
    await expect(other(ctx, async () => undefined)).rejects.toThrow('bug');
    expect(calls).toBe(2);
  });

  it('answers 503 with Retry-After once the bound is spent', async () => {
    const mw = retryDuringOutage(
      async () => {
        throw outage();
      },
      { log: silentLogger, boundMs: 300 },
    );
    const err = await mw(ctx, async () => undefined).catch((e: unknown) => e as ServiceUnavailableError);
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect(httpHeadersOf(err)).toEqual({ 'Retry-After': '5' });
  });
});

describe('isDatabaseOutage', () => {
  const { MongoBulkWriteError, MongoErrorLabel, MongoNetworkError, MongoServerError } = mongoose.mongo;

  it('takes a batch insert cut off by a lost connection for an outage (the driver wraps it)', () => {
    const lost = new MongoNetworkError('connection 5 to 127.0.0.1:27017 closed');
    lost.addErrorLabel(MongoErrorLabel.ResetPool); // what the driver adds when a connection to the server breaks
    expect(isDatabaseOutage(lost)).toBe(true);
    expect(isDatabaseOutage(new MongoBulkWriteError(lost, {} as never))).toBe(true);
  });

  it('takes a batch insert cut off by a connection the driver had already dropped for an outage (no label)', () => {
    // The connection was found closed after another command had made the driver drop its pool: no ResetPool label.
    const stale = new MongoNetworkError('connection 8 to 127.0.0.1:27017 closed');
    expect(isDatabaseOutage(new MongoBulkWriteError(stale, {} as never))).toBe(true);
    expect(isDatabaseOutage(new MongoBulkWriteError(new Error('bug'), {} as never))).toBe(false);
  });

  it("takes a write to a connection the server had closed for an outage (Node's EPIPE, not wrapped by the driver)", () => {
    const ended = Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' });
    expect(isDatabaseOutage(ended)).toBe(true);
  });

  it('does not take a refused write, or a duplicate key in a batch, for an outage', () => {
    expect(isDatabaseOutage(new MongoServerError({ message: 'E11000 duplicate key', code: 11000 }))).toBe(false);
    const duplicates = new MongoBulkWriteError({ message: 'E11000', code: 11000, writeErrors: [] }, {} as never);
    expect(isDatabaseOutage(duplicates)).toBe(false);
    expect(isDatabaseOutage(new Error('bug'))).toBe(false);
  });
});
