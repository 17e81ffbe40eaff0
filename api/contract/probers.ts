/** Request shapes of the prober endpoints (strict: an unknown field is a 400, so a prober bug shows at once). */
import { z } from 'zod';
import { CertificateReportSchema } from '../../domain/certificates/facts';
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
  })
  .superRefine((r, ctx) => {
    if (!r.ok && !r.error_class)
      ctx.addIssue({ code: 'custom', path: ['error_class'], message: 'is required when ok is false' });
    if (r.ok && r.error_class)
      ctx.addIssue({ code: 'custom', path: ['error_class'], message: 'must be absent or null when ok is true' });
  });

export const ResultsBody = z.strictObject({
  region: Region,
  results: z.array(ProbeResult).min(1).max(MAX_RESULTS_PER_BATCH),
});
