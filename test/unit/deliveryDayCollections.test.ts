/**
 * Where the delivery log's attempt records and settled rows are stored (domain/delivery/log/dayCollections.ts): the
 * collection of their delivery's UTC day, the day read back from a name and from a bucket key, and the lookup
 * indexes the development store keeps on every day's collection (the models' own).
 */
import { bucketOf, dayBucketKey, dayOfBucket, dayOfId, hourOfId } from '../../domain/delivery/log/buckets';
import {
  ATTEMPTS_FAMILY,
  SETTLEMENTS_FAMILY,
  dayCollectionName,
  dayOfCollection,
} from '../../domain/delivery/log/dayCollections';
import { uuidv7 } from '../../domain/ids';
import { DeliveryAttempt, DeliverySettlement } from '../../domain/models';
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
});
