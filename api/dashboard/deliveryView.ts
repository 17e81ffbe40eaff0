/** A delivery as the dashboard shows it: channel name, a link to its workflow in the Temporal Web UI, attempts. */
import type { Config } from '../../domain/config';
import type { z } from 'zod';
import type { DeliveryOut } from '../contract/incidents';

type Delivery = z.infer<typeof DeliveryOut>;

export function presentDeliveryView(config: Config, d: Delivery, channelNames: Map<string, string>) {
  return {
    ...d,
    channel_name: channelNames.get(d.channel_id) ?? 'Deleted channel',
    workflow_url: `${config.temporalUiUrl}/namespaces/${encodeURIComponent(config.temporalNamespace)}/workflows/${encodeURIComponent(d.workflow_id)}`,
    attempts: d.attempts.map((a) => ({
      ...a,
      outcome:
        a.status_code !== null
          ? `${protocolOf(a)} ${a.status_code}${a.error_class && a.error_class !== 'http_status' ? ` (${a.error_class})` : ''}`
          : (a.error_class ?? 'unknown'),
    })),
  };
}

/**
 * An e-mail channel's attempt records the SMTP server's reply code: an `smtp_` error class, or a reply that reads
 * like one (`250 2.0.0 Ok`, RFC 3463 enhanced status code) says so.
 */
function protocolOf(a: Delivery['attempts'][number]): 'HTTP' | 'SMTP' {
  if (a.error_class?.startsWith('smtp_')) return 'SMTP';
  return new RegExp(`^${a.status_code}[ -][245]\\.\\d{1,3}\\.\\d{1,3}\\b`).test(a.response_body ?? '')
    ? 'SMTP'
    : 'HTTP';
}
