/** Wire schemas of the delivery operations: the answer of a resend, and the body and answer of a recover. */
import { z } from 'zod';
import { Uuid } from './common';

export const ResentOut = z.object({
  delivery_id: Uuid.describe('The new delivery (its `resend_of` names the original)'),
  workflow_id: z.string().describe('Its own Temporal workflow id, `resend:<delivery_id>`'),
});

export const RecoverBody = z.strictObject({
  since: z.iso
    .datetime({ offset: true })
    .describe('ISO 8601; at most 7 days ago. The same `since` again resends nothing twice.'),
});

export const RecoverOut = z.object({
  count: z
    .number()
    .int()
    .min(0)
    .describe(
      'Deliveries resent by this call (at most 1,000; when 1,000, call again with the same `since` for the rest). ' +
        'A repeat with the same `since` answers 0 unless new failures arrived in the window.',
    ),
});
