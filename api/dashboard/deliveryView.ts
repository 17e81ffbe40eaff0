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
          ? `HTTP ${a.status_code}${a.error_class && a.error_class !== 'http_status' ? ` (${a.error_class})` : ''}`
          : (a.error_class ?? 'unknown'),
    })),
  };
}
