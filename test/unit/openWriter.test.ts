/**
 * The order of an open's writes: the incidents are filed for the lists while their events are written, and stored
 * only once both are done; when the events' write fails, no incident is stored (never an incident without its event).
 */
import { OpenWriter } from '../../domain/incidents/openWriter';
import type { NewIncidentEvent } from '../../domain/incidents/stores';
import { MemoryIncidentStore } from '../support/memoryIncidentStore';

function opening(monitorId: string): NewIncidentEvent {
  return {
    _id: `e-${monitorId}`,
    org_id: 'org1',
    incident_id: `i-${monitorId}`,
    monitor_id: monitorId,
    type: 'incident.opened',
    seq: 0,
    occurred_at: new Date('2026-11-29T22:00:00Z'),
    payload: {
      incident: { opened_at: '2026-11-29T22:00:00.000Z', failing_regions: ['fra1'] },
      check: { last_response_ms: null, last_error_class: 'timeout', last_error_message: null },
    },
    dedupe_key: `i-${monitorId}:0`,
  } as unknown as NewIncidentEvent;
}

/** A store whose events' write waits for `release`, and which logs the order of the open's calls. */
function slowEventsStore(fail = false) {
  const store = new MemoryIncidentStore();
  const order: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const insertEvents = store.insertEvents.bind(store);
  store.insertEvents = async (events) => {
    order.push('events started');
    await released;
    order.push('events written');
    if (fail) throw new Error('store unavailable');
    return insertEvents(events);
  };
  store.fileIncidents = async () => void order.push('filed');
  const insertIncidents = store.insertIncidents.bind(store);
  store.insertIncidents = async (rows, filed) => {
    order.push(filed ? 'incidents stored (filed already)' : 'incidents filed and stored');
    return insertIncidents(rows);
  };
  return { store, order, release };
}

it('files the incidents while their events are written, and stores them after both', async () => {
  const { store, order, release } = slowEventsStore();
  const written = new OpenWriter(store).write(opening('m1'));
  await new Promise((r) => setImmediate(r));
  expect(order).toEqual(['filed', 'events started']); // filed before the events' write has answered
  release();
  expect((await written).outcome).toBe('applied');
  expect(order).toEqual(['filed', 'events started', 'events written', 'incidents stored (filed already)']);
  expect(store.incidents.get('i-m1')?.active_key).toBe('m1');
});

it('stores no incident when the events could not be written', async () => {
  const { store, order, release } = slowEventsStore(true);
  const written = new OpenWriter(store).write(opening('m1'));
  release();
  await expect(written).rejects.toThrow('store unavailable');
  expect(order).toEqual(['filed', 'events started', 'events written']);
  expect(store.incidents.size).toBe(0);
});
