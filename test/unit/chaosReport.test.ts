/** How `npm run chaos` puts each duplicate down to a kill and a cause (scripts/chaosReport.ts). */
import { duplicateCauses, duplicatesByKill, eventIdOf } from '../../scripts/chaosReport';
import type { ReceivedRequest } from '../support/receiver';

const post = (receivedAtMs: number, deliveryId: string): ReceivedRequest => ({
  method: 'POST',
  path: '/a/0',
  headers: { 'x-service-delivery-id': deliveryId },
  rawBody: Buffer.alloc(0),
  receivedAtMs,
});

it('puts each repeat down to the first kill between it and the POST before it', () => {
  const kills = [
    { target: 'worker' as const, atMs: 1_000 },
    { target: 'api' as const, atMs: 5_000 },
    { target: 'temporal' as const, atMs: 9_000 },
  ];
  const receipts = [
    [post(900, 'd-1'), post(11_000, 'd-1')], // cut off by the worker kill; repeated after the api kill too
    [post(5_500, 'd-2'), post(9_500, 'd-2'), post(9_600, 'd-2')], // temporal, then no kill in between
    [post(2_000, 'd-3')],
  ];
  expect(duplicatesByKill(receipts, kills)).toEqual({ worker: 1, api: 0, temporal: 1, mongo: 0, no_kill: 1 });
});

it('tells a delivery POSTed again from a second delivery by X-Service-Delivery-Id', () => {
  const receipts = [[post(1, 'd-1'), post(2, 'd-1'), post(3, 'd-9')], [post(1, 'd-2')]];
  expect(duplicateCauses(receipts)).toEqual({ same_delivery_resent: 1, second_delivery_recorded: 1 });
});

it("reads a test alert's event id from its workflow id", () => {
  expect(eventIdOf('delivery:e-1:c-1')).toBe('e-1');
});
