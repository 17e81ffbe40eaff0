/**
 * A settled delivery's row: filed under its delivery's buckets and its status's, holding the attempts a list shows
 * (those up to the one that settled it), so a list assembles it without reading an attempt record; a list by one
 * settled status reads that status's buckets.
 */
import { bucketFieldsOf, scopeOf, statusScope } from '../../domain/delivery/log/buckets';
import { packedRow, settlementMarksOf, settlementOf, unpackedRow } from '../../domain/delivery/log/settled/rows';
import { assembleDeliveries } from '../../domain/delivery/view';
import { uuidv7 } from '../../domain/ids';
import type { DeliveryAttemptDoc, DeliveryDoc } from '../../domain/models';

const at = new Date('2026-11-21T17:04:05.000Z');
const delivery: DeliveryDoc = {
  _id: uuidv7(at.getTime()),
  org_id: 'o',
  event_id: 'e',
  event_type: 'incident.opened',
  incident_id: 'i',
  monitor_id: 'm',
  channel_id: 'c',
  status: 'pending',
  workflow_id: 'w',
  resend_of: null,
  resend_key: null,
  last_attempt: null,
  completed_at: null,
  created_at: at,
  updated_at: at,
};
const attempt = (n: number): DeliveryAttemptDoc => ({
  _id: `${delivery._id}:${n}`,
  delivery_id: delivery._id,
  org_id: 'o',
  n,
  at,
  duration_ms: 5,
  status_code: 503,
  error_class: 'http_status',
  error_message: null,
  response_body: 'busy',
  day: 1,
});

it('a settled row is filed under its delivery buckets and its status bucket, with its attempts up to the last', () => {
  const settledAt = new Date(at.getTime() + 60_000);
  const row = settlementOf(delivery, { status: 'failed', lastAttempt: 2, at: settledAt }, [
    attempt(3),
    attempt(2),
    attempt(1),
  ]);
  const hour = Math.floor(at.getTime() / 3_600_000);
  expect(row.page_keys).toEqual([...bucketFieldsOf(delivery).page_keys, `${statusScope('o', 'failed')}|${hour}`]);
  expect(row).toMatchObject({ status: 'failed', last_attempt: 2, completed_at: settledAt, updated_at: settledAt });
  expect(row.attempts.map((a) => a.n)).toEqual([1, 2]);
  expect(row.attempts[0]).not.toHaveProperty('delivery_id');
  expect(settlementMarksOf(row).map((m) => m._id)).toEqual([
    `${statusScope('o', 'failed')}|d${Math.floor(hour / 24)}`,
    `${statusScope('o', 'failed')}|h${hour}`,
  ]);
});

it('a list assembles a settled row without reading attempt records', async () => {
  const row = settlementOf(delivery, { status: 'delivered', lastAttempt: 1, at }, [attempt(1)]);
  const noRead = jest.fn(async () => []);
  const [view] = await assembleDeliveries([row], noRead);
  expect(noRead).not.toHaveBeenCalled();
  expect(view.attempts.map((a) => a.n)).toEqual([1]);
});

it('one settled status is a scope of its own; the narrower scopes and several statuses are not', () => {
  expect(scopeOf({ org_id: 'o', status: 'failed' })).toBe(statusScope('o', 'failed'));
  expect(scopeOf({ org_id: 'o', status: ['skipped'] })).toBe(statusScope('o', 'skipped'));
  expect(scopeOf({ org_id: 'o', status: 'pending' })).toBe('o:o');
  expect(scopeOf({ org_id: 'o', status: ['failed', 'skipped'] })).toBe('o:o');
  expect(scopeOf({ org_id: 'o', channel_id: 'c', status: 'failed' })).toBe('c:c');
  expect(bucketFieldsOf({ ...delivery, status: 'skipped' }).page_keys).toContain(
    `${statusScope('o', 'skipped')}|${Math.floor(at.getTime() / 3_600_000)}`,
  );
});

it('a row is stored as its lookup fields and one string, and read back as it was; a row stored whole reads as is', () => {
  const row = settlementOf(delivery, { status: 'failed', lastAttempt: 3, at }, [attempt(1), attempt(2), attempt(3)]);
  const stored = packedRow(row);
  expect(Object.keys(stored).sort()).toEqual(['_id', 'day', 'listed', 'org_id', 'page_keys', 'status']);
  expect(typeof stored.listed).toBe('string');
  const read = unpackedRow(JSON.parse(JSON.stringify(stored)));
  expect(read).toEqual(row);
  expect(read.attempts[2].at).toBeInstanceOf(Date);
  expect(unpackedRow(row)).toBe(row);
});
