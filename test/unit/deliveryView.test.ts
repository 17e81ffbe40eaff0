/** The delivery's status as the API shows it: stored until settled, otherwise derived from its attempt records. */
import { presentDelivery } from '../../api/contract/incidents';
import { deriveStatus, type DeliveryView } from '../../domain/delivery/view';

const ok = { error_class: null };
const refused = { error_class: 'connection_refused' };

it('an unsettled delivery is pending without attempts, delivering with failed ones, delivered with a recorded success', () => {
  expect(deriveStatus('pending', [])).toBe('pending');
  expect(deriveStatus('pending', [refused])).toBe('delivering');
  expect(deriveStatus('pending', [refused, ok])).toBe('delivered');
});

it('a settled delivery keeps its stored status whatever its attempts say', () => {
  expect(deriveStatus('failed', [refused, refused, refused, refused])).toBe('failed');
  expect(deriveStatus('failed', [])).toBe('failed');
  expect(deriveStatus('delivered', [ok])).toBe('delivered');
});

it('updated_at is the later of the document and the end of its last attempt', () => {
  const base = new Date('2026-11-21T17:04:05.000Z');
  const view: DeliveryView = {
    _id: 'd',
    org_id: 'o',
    event_id: 'e',
    event_type: 'test',
    incident_id: null,
    monitor_id: 'm',
    channel_id: 'c',
    status: 'delivering',
    workflow_id: 'delivery:e:c',
    resend_of: null,
    resend_key: null,
    last_attempt: null,
    completed_at: null,
    created_at: base,
    updated_at: base,
    attempts: [
      {
        n: 1,
        at: new Date(base.getTime() + 1_000),
        duration_ms: 250,
        status_code: 503,
        error_class: 'http_status',
        error_message: 'receiver answered 503',
        response_body: null,
      },
    ],
  };
  const shown = presentDelivery(view);
  expect(shown.updated_at).toBe('2026-11-21T17:04:06.250Z');
  expect(shown).toMatchObject({
    status: 'delivering',
    completed_at: null,
    attempts: [{ n: 1, at: '2026-11-21T17:04:06.000Z', status_code: 503 }],
  });
});
