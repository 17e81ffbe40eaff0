/** The dashboard names an attempt's answer by protocol: an HTTP status, or an e-mail channel's SMTP reply. */
import type { z } from 'zod';
import type { DeliveryOut } from '../../api/contract/incidents';
import { presentDeliveryView } from '../../api/dashboard/deliveryView';
import type { Config } from '../../domain/config';

type Attempt = z.infer<typeof DeliveryOut>['attempts'][number];
const config = { temporalUiUrl: 'http://127.0.0.1:8233', temporalNamespace: 'default' } as Config;

function outcomes(attempts: Partial<Attempt>[]): string[] {
  const delivery = { channel_id: 'c', workflow_id: 'w', attempts } as unknown as z.infer<typeof DeliveryOut>;
  return presentDeliveryView(config, delivery, new Map()).attempts.map((a) => a.outcome);
}

it('shows SMTP replies as SMTP and HTTP statuses as HTTP', () => {
  expect(
    outcomes([
      { status_code: 250, error_class: null, response_body: '250 2.0.0 Ok: queued as 7Hq2' },
      { status_code: 550, error_class: 'smtp_refused', response_body: '550 5.1.1 Rejected' },
      { status_code: 421, error_class: 'smtp_error', response_body: null },
      { status_code: 200, error_class: null, response_body: 'ok' },
      { status_code: 503, error_class: 'http_status', response_body: '503 Service Unavailable' },
      { status_code: null, error_class: 'timeout', response_body: null },
    ]),
  ).toEqual(['SMTP 250', 'SMTP 550 (smtp_refused)', 'SMTP 421 (smtp_error)', 'HTTP 200', 'HTTP 503', 'timeout']);
});
