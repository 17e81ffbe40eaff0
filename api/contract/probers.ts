/** Request shapes of the prober endpoints (strict: an unknown field is a 400, so a prober bug shows at once). */
import { z } from 'zod';
import { CertificateReportSchema } from '../../domain/certificates/facts';
import { MAX_SCREENSHOT_DATA_URL } from '../../domain/probing/screenshots';
import { Region, Uuid } from './common';

const MAX_RESULTS_PER_BATCH = 500;
const MAX_JOBS_PER_PULL = 500;

export const JobsQuery = z.strictObject({
  region: Region,
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `must be a whole number from 1 to ${MAX_JOBS_PER_PULL}`)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_JOBS_PER_PULL))
    .optional(),
});

const ProbeResult = z
  .strictObject({
    monitor_id: Uuid,
    ok: z.boolean(),
    checked_at: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
    response_ms: z.number().int().min(0).max(600_000).nullable(),
    error_class: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be a lower-case identifier')
      .nullish(),
    error_message: z.string().max(1000).nullish(),
    certificate: CertificateReportSchema.optional().describe(
      'The verified certificate the target presented (https and ssl checks): certificate warnings are decided on it.',
    ),
    screenshot: z
      .string()
      .max(MAX_SCREENSHOT_DATA_URL)
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a data:image/png;base64, URL')
      .optional()
      .describe(
        'A failed browser check: the page as a PNG data URL (at most 400 KB of PNG), sent with the first failure ' +
          'of a run; kept for the incident.',
      ),
  })
  .superRefine((r, ctx) => {
    if (!r.ok && !r.error_class)
      ctx.addIssue({ code: 'custom', path: ['error_class'], message: 'is required when ok is false' });
    if (r.ok && r.error_class)
      ctx.addIssue({ code: 'custom', path: ['error_class'], message: 'must be absent or null when ok is true' });
    if (r.ok && r.screenshot)
      ctx.addIssue({ code: 'custom', path: ['screenshot'], message: 'is only sent with a failed check' });
  });

export const ResultsBody = z.strictObject({
  region: Region,
  results: z.array(ProbeResult).min(1).max(MAX_RESULTS_PER_BATCH),
});
