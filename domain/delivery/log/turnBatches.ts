/**
 * The worker's per-delivery writes of one event-loop turn, sent as one command per collection: the attempts whose
 * answers arrive together (the posting thread hands them over in one message) each insert a record, file a settled
 * row and settle their delivery; one `insertMany` / `bulkWrite` (unordered) per collection carries them instead of
 * one command each. Each caller still waits for, and learns the fate of, its own document only: a repeat is a
 * duplicate-key error as with `insertOne`, a command that failed fails every caller in it (each retries as before).
 * Nothing waits longer than the turn: the batch leaves on `setImmediate`.
 */

interface Pending<T> {
  item: T;
  resolve(): void;
  reject(err: unknown): void;
}

/** A write error of one item of an unordered bulk command, as the driver reports it. */
interface ItemError {
  index: number;
  code?: number;
  errmsg?: string;
}

/** Sends one turn's items of one key (a collection) in one command. */
export type BulkWrite<T> = (items: T[]) => Promise<unknown>;

/**
 * `add(key, item, write)`: resolves once the command carrying the item has stored it, rejects with the item's own
 * error. Items of one key in one turn go together, through the `write` of the first of them.
 */
export function turnBatches<T>(): (key: string, item: T, write: BulkWrite<T>) => Promise<void> {
  const pending = new Map<string, Pending<T>[]>();
  const flush = (key: string, write: BulkWrite<T>) => {
    const batch = pending.get(key) ?? [];
    pending.delete(key);
    write(batch.map((p) => p.item)).then(
      () => batch.forEach((p) => p.resolve()),
      (err: unknown) => settleEach(batch, err),
    );
  };
  return (key, item, write) =>
    new Promise<void>((resolve, reject) => {
      const batch = pending.get(key);
      if (batch) return void batch.push({ item, resolve, reject });
      pending.set(key, [{ item, resolve, reject }]);
      setImmediate(() => flush(key, write));
    });
}

/** A failed bulk command: each item its own error (a duplicate key...), the others stored; with none named, all fail. */
function settleEach<T>(batch: Pending<T>[], err: unknown): void {
  const itemErrors = (err as { writeErrors?: ItemError[] | ItemError }).writeErrors;
  const listed = Array.isArray(itemErrors) ? itemErrors : itemErrors ? [itemErrors] : [];
  if (!listed.length) return batch.forEach((p) => p.reject(err));
  const byIndex = new Map(listed.map((e) => [e.index, e]));
  batch.forEach((p, i) => {
    const own = byIndex.get(i);
    if (!own) return p.resolve();
    p.reject(Object.assign(new Error(own.errmsg ?? 'write failed'), { code: own.code }));
  });
}
