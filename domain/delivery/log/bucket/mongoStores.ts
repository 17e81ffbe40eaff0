/**
 * One bucket of the delivery log read (../mongoStores.ts walks them): its documents and, for a list that shows settled
 * deliveries, its settled rows (../settled/), each looked up by the bucket key.
 */
import type { DeliveryDoc, StoredDeliveryStatus } from '../../../models/delivery';
import { deliveriesOfBucket } from '../deliveryDays';
import { DeliveryBucket } from '../../../models/deliveryBucket';
import { dayOfBucket, isSettledScope, statusScope, type DeliveryLogFilter } from '../buckets';
import type { LogCursor } from '../mongoStores';
import { earlierSettlementsFiled, readSettledBucket } from '../settled/mongoStores';

/** Reads one bucket's deliveries that match a walk's filter, past its cursor, in its order. */
export type BucketReader = (key: string) => Promise<DeliveryDoc[]>;

/**
 * The bucket reads of one walk. A list that shows settled deliveries asks a bucket for its `skipped` documents
 * only on the days the org's `skipped` directory lists (one lookup per walk): most days hold none, and a lookup
 * costs FerretDB about as much as decoding a delivery (it copies its whole catalogue for each).
 */
export async function bucketReader(filter: DeliveryLogFilter, cursor: LogCursor): Promise<BucketReader> {
  const skippedDays = cursor.settled ? await daysWithSkipped(filter.org_id) : null;
  return (key) => readBucket(key, filter, cursor, skippedDays);
}

async function daysWithSkipped(orgId: string): Promise<Set<number>> {
  const marks = await DeliveryBucket.find({ scope: statusScope(orgId, 'skipped') }, { day: 1 }).lean<DayOf[]>();
  return new Set(marks.map((m) => m.day));
}

interface DayOf {
  day: number;
}

/**
 * One bucket's deliveries that match, past the cursor, in order: the documents and (`settled`) the settled rows
 * filed under the key, a delivery's row standing for its document. A settled status's bucket holds rows only.
 * The store looks up the bucket key's index alone: another indexed equality (the org) would let PostgreSQL
 * intersect it with one that lists the whole org, which costs the log, not the bucket. A status equality (the
 * documents no row stands for) has no lookup index, so PostgreSQL checks it on the bucket's rows; statuses asked
 * as `$in` FerretDB checks itself; the other scope fields and the range are checked here.
 */
async function readBucket(
  key: string,
  filter: DeliveryLogFilter,
  cursor: LogCursor,
  skippedDays: Set<number> | null,
): Promise<DeliveryDoc[]> {
  const statuses = filter.status === undefined ? undefined : [filter.status].flat();
  const rowsOnly = isSettledScope(key.slice(0, key.lastIndexOf('|')));
  const withRows = rowsOnly || (cursor.settled === true && !statuses?.every(isUnsettled));
  // The documents before the rows: a delivery settling meanwhile is then in one or the other (its row is filed
  // before its document is settled), as the documents read by status would otherwise miss it.
  const unrowedOnly = withRows && (await rowsStandForSettled());
  const unrowed = UNROWED.filter((s) => s !== 'skipped' || !skippedDays || skippedDays.has(dayOfBucket(key)));
  const docs = rowsOnly ? [] : await readDocuments(key, statuses, unrowedOnly ? unrowed : null);
  const rows = withRows ? await readSettledBucket(key, statuses) : [];
  const byId = new Map<string, DeliveryDoc>(docs.map((d) => [d._id, d]));
  for (const row of rows) byId.set(row._id, row);
  return matching([...byId.values()], filter, cursor);
}

/** A status no settled row holds. */
const isUnsettled = (status: string) => status === 'pending' || status === 'delivering';

/** The stored statuses of documents no settled row stands for: in flight, or skipped (never settled). */
const UNROWED = ['pending', 'skipped'] as const;

/**
 * A bucket's documents of `statuses` (all: none given). `unrowed`: only those of these statuses no settled row
 * stands for, each asked by equality, which FerretDB passes to PostgreSQL: the bucket's settled documents are then
 * checked there and never sent or decoded (FerretDB decodes every document PostgreSQL returns, about 1 ms of its
 * CPU each).
 */
async function readDocuments(key: string, statuses: string[] | undefined, unrowed: readonly string[] | null) {
  if (!unrowed) return deliveriesOfBucket(key, statuses && { status: { $in: statuses as StoredDeliveryStatus[] } });
  const asked = (s: string) =>
    !statuses || statuses.includes(s) || (s === 'pending' && statuses.includes('delivering'));
  const reads = unrowed
    .filter(asked)
    .map((status) => deliveriesOfBucket(key, { status: status as StoredDeliveryStatus }));
  return (await Promise.all(reads)).flat();
}

/**
 * Whether every settled delivery has its settled row: true once the rows of deliveries settled before rows were
 * filed are (../settled/mongoStores.ts), and from then on for good; until then every document is read.
 */
let allRowsFiled = false;
async function rowsStandForSettled(): Promise<boolean> {
  allRowsFiled ||= await earlierSettlementsFiled();
  return allRowsFiled;
}

/** The deliveries that match the filter's other fields and lie past the cursor, in its order. */
function matching(
  docs: DeliveryDoc[],
  { status, since, until, ...scope }: DeliveryLogFilter,
  { after, order, inclusive }: LogCursor,
): DeliveryDoc[] {
  const statuses = status === undefined ? undefined : [status].flat();
  const equal = Object.entries(scope).filter(([, v]) => v !== undefined) as [keyof DeliveryDoc, unknown][];
  const past = (id: string) =>
    after === undefined || (inclusive && id === after) || (order === 'newest' ? id < after : id > after);
  const inRange = (at: Date) => !(since && at < since) && !(until && at > until);
  return docs
    .filter((d) => equal.every(([k, v]) => d[k] === v) && past(d._id) && inRange(new Date(d.created_at)))
    .filter((d) => !statuses || statuses.includes(d.status))
    .sort((a, b) => (a._id < b._id ? -1 : 1) * (order === 'newest' ? -1 : 1));
}
