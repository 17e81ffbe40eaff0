/** The incident fan-out queue: bounded concurrency, oldest first, `holds` while queued, a stop leaves the rest. */
import { FanOutQueue } from '../../domain/incidents/fanOutQueue';
import { silentLogger } from '../../domain/logger';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

it('runs at most `concurrency` fan-outs at once, oldest first, and holds each until it has run', async () => {
  const queue = new FanOutQueue(2, silentLogger);
  const started: string[] = [];
  const gates = new Map(['a', 'b', 'c', 'd'].map((id) => [id, gate()]));
  for (const id of gates.keys())
    queue.push(id, async () => {
      started.push(id);
      await gates.get(id)!.opened;
    });
  expect(started).toEqual(['a', 'b']);
  expect(['a', 'b', 'c', 'd'].map((id) => queue.holds(id))).toEqual([true, true, true, true]);
  queue.push('a', async () => void started.push('a again')); // already held: not queued twice
  gates.get('b')!.open();
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual(['a', 'b', 'c']);
  expect(queue.holds('b')).toBe(false);
  for (const g of gates.values()) g.open();
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual(['a', 'b', 'c', 'd']);
  expect(queue.length).toBe(0);
});

it('goes on after a failing fan-out, and a stop starts nothing more but waits for what runs', async () => {
  const queue = new FanOutQueue(1, silentLogger);
  const ran: string[] = [];
  const slow = gate();
  queue.push('fails', () => Promise.reject(new Error('store down')));
  queue.push('slow', async () => {
    await slow.opened;
    ran.push('slow');
  });
  queue.push('left', async () => void ran.push('left'));
  await new Promise((r) => setImmediate(r));
  const stopped = queue.stop(1_000);
  slow.open();
  await stopped;
  expect(ran).toEqual(['slow']);
  queue.push('after stop', async () => void ran.push('after stop'));
  await new Promise((r) => setImmediate(r));
  expect(ran).toEqual(['slow']);
});

/** A writer whose business the test sets, as the open writer's. */
function writer() {
  let idle = gate();
  const w = {
    busy: false,
    idle: () => idle.opened,
    start() {
      w.busy = true;
      idle = gate();
    },
    finish() {
      w.busy = false;
      idle.open();
    },
  };
  return w;
}

it('starts no fan-out while opens are being written, and all of them once the writer is idle', async () => {
  const opens = writer();
  const queue = new FanOutQueue(2, silentLogger, { yieldTo: opens });
  const started: string[] = [];
  opens.start();
  for (const id of ['a', 'b']) queue.push(id, async () => void started.push(id));
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual([]);
  expect(queue.holds('a')).toBe(true);
  opens.finish();
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual(['a', 'b']);
});

it('yields at most maxYieldMs to a writer that never pauses, then runs until the writer has been idle once', async () => {
  let now = 0;
  const opens = writer();
  const queue = new FanOutQueue(1, silentLogger, { yieldTo: opens, maxYieldMs: 50, now: () => now });
  const started: string[] = [];
  opens.start();
  queue.push('first', async () => void started.push('first'));
  now = 40;
  await new Promise((r) => setTimeout(r, 20));
  expect(started).toEqual([]);
  now = 60;
  await new Promise((r) => setTimeout(r, 60)); // the bound's timer fires: the writer is still busy
  expect(started).toEqual(['first']);
  queue.push('second', async () => void started.push('second'));
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual(['first', 'second']);
});

it('with yieldAbove, a few fan-outs run while opens are being written; a backlog beyond it waits', async () => {
  const opens = writer();
  const queue = new FanOutQueue(1, silentLogger, { yieldTo: opens, yieldAbove: 1 });
  const started: string[] = [];
  let release = () => {};
  opens.start();
  queue.push('a', () => new Promise<void>((r) => ((release = r), started.push('a'))));
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual(['a']);
  for (const id of ['b', 'c']) queue.push(id, async () => void started.push(id));
  release();
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual(['a']); // two wait, more than yieldAbove: they give way to the writer
  opens.finish();
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual(['a', 'b', 'c']);
});
