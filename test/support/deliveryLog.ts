/** Reading the delivery log as it fills: an attempt is recorded just after its POST (or SMTP send) is answered. */
import mongoose from 'mongoose';
import { ATTEMPTS_FAMILY, dayCollectionsOf } from '../../domain/delivery/log/dayCollections';
import { type DeliveryAttemptDoc } from '../../domain/models';
import { StoredDelivery } from './storedDeliveries';

const pause = () => new Promise((r) => setTimeout(r, 100));

/** The org's recorded attempts, oldest first, once there are `count` (bounded: 20 s). */
export async function waitForAttempts(orgId: string, count: number) {
  for (let i = 0; i < 200; i++) {
    const attempts = await attemptsOfOrg(orgId);
    if (attempts.length >= count) return attempts;
    await pause();
  }
  throw new Error(`fewer than ${count} attempts recorded in 20 s`);
}

/** The org's first settled delivery (bounded: 20 s). */
export async function waitForSettled(orgId: string) {
  for (let i = 0; i < 200; i++) {
    const d = await StoredDelivery.findOne({ org_id: orgId, status: { $in: ['delivered', 'failed'] } }).lean();
    if (d) return d;
    await pause();
  }
  throw new Error('no delivery settled in 20 s');
}

/** The org's recorded attempts in every day's collection, oldest first (a test's few: each collection is read whole). */
export async function attemptsOfOrg(orgId: string): Promise<DeliveryAttemptDoc[]> {
  const read = (name: string) =>
    mongoose.connection.db!.collection<DeliveryAttemptDoc>(name).find({ org_id: orgId }).toArray();
  const found = (await Promise.all((await dayCollectionsOf(ATTEMPTS_FAMILY)).map(read))).flat();
  return found.sort((a, b) => +a.at - +b.at);
}
