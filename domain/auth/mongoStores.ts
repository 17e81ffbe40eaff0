/**
 * The MongoDB (mongoose) implementation of the session and magic-link stores. Wired by `createServices`. Each row
 * carries the hour it expires in (`expiry_hour`), so the sweeps drop whole hours by equality (FerretDB pushes no
 * range down: an `expires_at` range read every row kept) and check the times of the current hour's rows only.
 */
import type { Model, mongo } from 'mongoose';
import { BucketSweeper, bucketKey, type SweptMarks } from '../buckets';
import { insertedOnce } from '../errors';
import { SweepMark, type SweepMarkDoc } from '../models/heartbeatState';
import { MagicLink, type MagicLinkDoc } from '../models/magicLink';
import { MagicLinkUse } from '../models/magicLinkUse';
import { Session, type SessionDoc } from '../models/session';
import type { MagicLinkStore, SessionStore } from './stores';

const HOUR_MS = 3_600_000;
/** Hours a sweep looks back after a start when no sweep was recorded in them: what expired while no process swept. */
const LOOK_BACK_HOURS = 7 * 24;

export const expiryHourOf = (expiresAt: Date): string => bucketKey('h', expiresAt.getTime(), HOUR_MS);

export function createMongoSessionStore(): SessionStore {
  const sweep = expirySweep(Session);
  return {
    insertSession: async (session) => {
      await Session.create({ ...session, expiry_hour: expiryHourOf(session.expires_at) });
    },
    findSession: (sessionId) => Session.findById(sessionId).lean<SessionDoc>(),
    deleteSession: async (sessionId) => {
      await Session.deleteOne({ _id: sessionId });
    },
    deleteSessionsExpiredAt: sweep,
  };
}

export function createMongoMagicLinkStore(): MagicLinkStore {
  const [links, uses] = [expirySweep(MagicLink), expirySweep(MagicLinkUse)];
  return {
    insertLink: async (link) => {
      await MagicLink.create({ ...link, expiry_hour: expiryHourOf(link.expires_at) });
    },
    findLink: (linkId) => MagicLink.findById(linkId).lean<MagicLinkDoc>(),
    insertLinkUse: (linkId, expiresAt) =>
      insertedOnce(() =>
        MagicLinkUse.create({ _id: linkId, expires_at: expiresAt, expiry_hour: expiryHourOf(expiresAt) }),
      ),
    markLinkUsed: async (linkId, at) => {
      await MagicLink.updateOne({ _id: linkId }, { $set: { used_at: at } });
    },
    deleteLinksExpiredAt: async (at) => {
      await links(at);
      await uses(at);
    },
  };
}

type Expiring = { _id: string; expires_at: Date; expiry_hour?: string };

/**
 * Deletes a collection's rows expired at `at`: every hour that ended, each one equality delete (once; after a start
 * those since the last hour recorded as swept, at most LOOK_BACK_HOURS), then the current hour's rows whose time
 * passed. Returns how many it deleted.
 */
function expirySweep<T extends Expiring>(model: Model<T>): (at: Date) => Promise<number> {
  let deleted = 0;
  const marks = createMongoSweptMarks(`expiry-hours:${model.collection.collectionName}`);
  const hours = new BucketSweeper(
    'h',
    HOUR_MS,
    LOOK_BACK_HOURS,
    async (hour) => void (deleted += (await model.deleteMany({ expiry_hour: hour } as never)).deletedCount),
    marks,
  );
  let filled = false;
  return async (at) => {
    if (!filled) await fillExpiryHours(model, at);
    filled = true;
    deleted = 0;
    await hours.sweep(at.getTime());
    const current = { expiry_hour: expiryHourOf(at), expires_at: { $lte: at } };
    return deleted + (await model.deleteMany(current as never)).deletedCount;
  };
}

/**
 * Gives the rows stored before they carried it their expiry hour (those expired already go), once per store: a
 * mark then makes later starts skip the read, a scan. Rows are only ever inserted and deleted otherwise, so this is
 * their one update.
 */
async function fillExpiryHours<T extends Expiring>(model: Model<T>, at: Date): Promise<void> {
  const mark = `expiry-hours:${model.collection.collectionName}`;
  if (await SweepMark.exists({ _id: mark })) return;
  const older = await model.find({ expiry_hour: { $exists: false } } as never, { expires_at: 1 }).lean<Expiring[]>();
  const write = (r: Expiring) =>
    r.expires_at <= at
      ? { deleteOne: { filter: { _id: r._id } } }
      : { updateOne: { filter: { _id: r._id }, update: { $set: { expiry_hour: expiryHourOf(r.expires_at) } } } };
  if (older.length > 0) await model.bulkWrite(older.map(write) as never);
  await SweepMark.updateOne({ _id: mark }, { $set: { until: at } }, { upsert: true });
}

/**
 * Records of the expiry hours dropped (`SweptMarks`) in `sweep_marks`, one document per record, found and forgotten
 * by `_id` and only ever inserted or deleted: two processes sweeping at once insert the same record, and the second
 * insert is refused without harm. Their ids are prefixed by `family` (one per collection).
 */
function createMongoSweptMarks(family: string, now: () => number = Date.now): SweptMarks {
  const id = (bucket: string) => `swept:${family}:${bucket}`;
  // The driver's collection typed by the string ids these documents have (mongoose's defaults to ObjectId).
  const marks = () => SweepMark.collection as unknown as mongo.Collection<SweepMarkDoc>;
  return {
    // A long list is one `$in` (a read of all of `sweep_marks` on FerretDB: a few dozen rows), once per start.
    swept: async (buckets) => {
      const ids = buckets.map(id);
      const filter = ids.length === 1 ? { _id: ids[0] } : { _id: { $in: ids } };
      const rows = await marks()
        .find(filter, { projection: { _id: 1 } })
        .toArray();
      const recorded = new Set(rows.map((r) => r._id));
      return new Set(buckets.filter((b) => recorded.has(id(b))));
    },
    record: async (bucket) =>
      void (await insertedOnce(() => marks().insertOne({ _id: id(bucket), until: new Date(now()) }))),
    forget: async (bucket) => void (await marks().deleteOne({ _id: id(bucket) })),
  };
}
