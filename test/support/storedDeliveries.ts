/**
 * Deliveries as stored, read the way tests read a model (`find(...).lean()`, `findOne`, `countDocuments`): every
 * day collection of deliveries (domain/delivery/log/deliveryDays.ts) and the old single collection.
 */
import type { mongo } from 'mongoose';
import { DELIVERIES_FAMILY, collection, dayCollectionsOf } from '../../domain/delivery/log/dayCollections';
import type { DeliveryDoc } from '../../domain/models/delivery';

type Filter = mongo.Filter<DeliveryDoc>;

async function readAll(filter: Filter, projection?: mongo.Document): Promise<DeliveryDoc[]> {
  const names = [...(await dayCollectionsOf(DELIVERIES_FAMILY)), DELIVERIES_FAMILY];
  const reads = names.map((n) =>
    collection<DeliveryDoc>(n)
      .find(filter, projection && { projection })
      .toArray(),
  );
  return (await Promise.all(reads)).flat();
}

const byField = (field: string, dir: 1 | -1) => (a: DeliveryDoc, b: DeliveryDoc) => {
  const [x, y] = [(a as never)[field] as unknown as number, (b as never)[field] as unknown as number];
  return (x < y ? -1 : x > y ? 1 : 0) * dir;
};

function query<T>(rows: () => Promise<T>) {
  return { lean: <R = T>() => rows() as unknown as Promise<R> };
}

export const StoredDelivery = {
  find(filter: Filter = {}, projection?: mongo.Document) {
    const rows = () => readAll(filter, projection);
    return {
      ...query(rows),
      sort(by: Record<string, 1 | -1>) {
        const [[field, dir]] = Object.entries(by);
        return query(async () => (await rows()).sort(byField(field, dir)));
      },
    };
  },
  findOne(filter: Filter = {}, projection?: mongo.Document) {
    return query(async () => (await readAll(filter, projection))[0] ?? null);
  },
  async countDocuments(filter: Filter = {}): Promise<number> {
    return (await readAll(filter, { _id: 1 })).length;
  },
};
