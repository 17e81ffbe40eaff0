/**
 * Where the delivery log's deliveries, guards, attempt records and settled rows are stored (domain/delivery/log/dayCollections.ts): the
 * collection of their delivery's UTC day, the day read back from a name and from a bucket key, and the lookup
 * indexes the development store keeps on every day's collection (the models' own).
 */
import { bucketOf, dayBucketKey, dayOfBucket, dayOfId, hourOfId } from '../../domain/delivery/log/buckets';
import {
  ATTEMPTS_FAMILY,
  DELIVERIES_FAMILY,
  GUARDS_FAMILY,
  SETTLEMENTS_FAMILY,
  dayCollectionName,
  dayOfCollection,
} from '../../domain/delivery/log/dayCollections';
import { uuidv7 } from '../../domain/ids';
import { Delivery, DeliveryAttempt, DeliveryGuard, DeliverySettlement } from '../../domain/models';
import { lookupFieldsByCollection, lookupFieldsFor } from '../../scripts/lookupIndexes';

describe('the delivery log day collections', () => {
  const lastMsOfDay = Date.UTC(2026, 10, 28, 23, 59, 59, 999);
  const id = uuidv7(lastMsOfDay);

  it("name the UTC day of the delivery's id, and read it back", () => {
    expect(dayCollectionName(ATTEMPTS_FAMILY, dayOfId(id))).toBe('delivery_attempts_20261128');
    expect(dayCollectionName(SETTLEMENTS_FAMILY, dayOfId(uuidv7(lastMsOfDay + 1)))).toBe(
      'delivery_settlements_20261129',
    );
    expect(dayOfCollection(ATTEMPTS_FAMILY, 'delivery_attempts_20261128')).toBe(dayOfId(id));
    for (const other of ['delivery_attempts', 'delivery_settlements_20261128', 'delivery_attempts_2026112'])
      expect(dayOfCollection(ATTEMPTS_FAMILY, other)).toBeNull();
  });

  it("find a bucket's day from its key, hour- or day-bucketed", () => {
    expect(dayOfBucket(bucketOf('o:org', hourOfId(id)))).toBe(dayOfId(id));
    expect(dayOfBucket(bucketOf('m:monitor', hourOfId(id)))).toBe(dayOfId(id));
    expect(dayOfBucket(dayBucketKey('s:org:failed', 20_000))).toBe(20_000);
  });

  it("get the lookup indexes of the models' collections on the development store", () => {
    const fields = lookupFieldsByCollection([DeliveryAttempt, DeliverySettlement] as never[], [
      ATTEMPTS_FAMILY,
      SETTLEMENTS_FAMILY,
    ]);
    expect(lookupFieldsFor(fields, 'delivery_attempts_20261128')).toEqual(
      expect.arrayContaining(['_id', 'delivery_id']),
    );
    expect(lookupFieldsFor(fields, 'delivery_settlements_20261128')).toEqual(
      expect.arrayContaining(['_id', 'page_keys']),
    );
  });

  it('get the lookup indexes of deliveries and their guards, each family its own model', () => {
    const fields = lookupFieldsByCollection([Delivery, DeliveryGuard, DeliveryAttempt, DeliverySettlement] as never[], [
      DELIVERIES_FAMILY,
      GUARDS_FAMILY,
      ATTEMPTS_FAMILY,
      SETTLEMENTS_FAMILY,
    ]);
    expect(lookupFieldsFor(fields, dayCollectionName(DELIVERIES_FAMILY, dayOfId(id)))).toEqual(
      expect.arrayContaining(['_id', 'page_keys', 'status', 'event_id']),
    );
    expect(lookupFieldsFor(fields, dayCollectionName(GUARDS_FAMILY, dayOfId(id)))).toEqual(['_id', 'event_id']);
    expect(lookupFieldsFor(fields, 'delivery_attempts_20261128')).not.toContain('page_keys');
    expect(dayOfCollection(DELIVERIES_FAMILY, 'deliveries_20261128')).toBe(dayOfId(id));
    expect(dayOfCollection(DELIVERIES_FAMILY, 'deliveries')).toBeNull();
  });
});
