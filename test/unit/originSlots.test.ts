import { OriginSlots } from '../../domain/delivery/originSlots';

const A = 'https://a.example';
const B = 'https://b.example';

it('grants at most perOrigin slots per origin, each origin on its own', async () => {
  const slots = new OriginSlots(2);
  const taken = [await slots.take(A, 1_000), await slots.take(A, 1_000), await slots.take(B, 1_000)];
  expect(taken.every((r) => typeof r === 'function')).toBe(true);
  expect([slots.inFlight(A), slots.inFlight(B)]).toEqual([2, 1]);
  let third: unknown = 'waiting';
  void slots.take(A, 1_000).then((r) => (third = r));
  await new Promise((r) => setTimeout(r, 20));
  expect(third).toBe('waiting');
  taken[0]!();
  await new Promise((r) => setImmediate(r));
  expect(typeof third).toBe('function');
  expect(slots.inFlight(A)).toBe(2);
});

it('hands freed slots to the waiting in arrival order; a slot released twice frees one', async () => {
  const slots = new OriginSlots(1);
  const first = (await slots.take(A, 1_000))!;
  const order: number[] = [];
  const waits = [1, 2, 3].map((n) =>
    slots.take(A, 1_000).then((release) => {
      order.push(n);
      return release!;
    }),
  );
  first();
  first();
  (await waits[0])();
  (await waits[1])();
  (await waits[2])();
  expect(order).toEqual([1, 2, 3]);
  expect(slots.inFlight(A)).toBe(0);
});

it('gives up after waitMs (null) and leaves the queue to the others', async () => {
  const slots = new OriginSlots(1);
  const held = (await slots.take(A, 1_000))!;
  const started = Date.now();
  expect(await slots.take(A, 50)).toBeNull();
  expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  const next = slots.take(A, 1_000);
  held();
  expect(typeof (await next)).toBe('function');
  expect(slots.inFlight(A)).toBe(1);
});
