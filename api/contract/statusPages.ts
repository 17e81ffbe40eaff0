/**
 * Wire schemas of the public status-page forms and of the org's status page settings, and how settings are presented.
 */
import { z } from 'zod';
import type { StatusPageSettingsView } from '../../domain/statusPages/settings';
import { Email } from './auth';
import { Name, patchBody, Uuid } from './common';

/** Public forms and status-page queries. Strict: unknown fields are a 400. */
export const StatusUnlockBody = z.strictObject({ password: z.string().min(1, 'must not be empty').max(256) });
export const StatusSubscribeBody = z.strictObject({ email: Email });
export const StatusHostQuery = z.strictObject({ host: z.string().min(1, 'must not be empty').max(300) });
export const TlsAskQuery = z.strictObject({ domain: z.string().min(1, 'must not be empty').max(300) });
export const ContactBody = z.strictObject({
  name: Name.optional(),
  email: Email,
  message: z.string().trim().min(1, 'must not be empty').max(5000, 'must be at most 5000 characters'),
});
/** The signature of a subscription's confirm or unsubscribe link. */
export const SubscriptionTokenQuery = z.strictObject({ token: z.string().min(1, 'must not be empty').max(200) });

/** `PATCH /api/v1/status-page`: what the org's page shows (groups in order) and who may read it. */
export const StatusPageSettingsBody = patchBody(
  z.strictObject({
    title: Name.nullable().describe('The page heading; null: "<workspace name> status".').optional(),
    public: z.boolean().describe('false: the page, its feeds and its JSON answer 404.').optional(),
    components: z
      .array(
        z.strictObject({
          name: Name,
          monitor_ids: z.array(Uuid).max(500, 'must list at most 500 monitors').describe('In the order shown.'),
        }),
      )
      .max(50, 'must list at most 50 groups')
      .describe('Groups in order; monitors not listed are not shown.')
      .optional(),
    password: z
      .string()
      .min(8, 'must be at least 8 characters')
      .max(256, 'must be at most 256 characters')
      .nullable()
      .describe('Stored hashed; null removes the password.')
      .optional(),
  }),
);

export const StatusPageSettingsOut = z.object({
  title: z.string().nullable(),
  public: z.boolean(),
  components: z.array(z.object({ name: z.string(), monitor_ids: z.array(z.string()) })).nullable(),
  password_protected: z.boolean(),
  host: z.string(),
});

export function presentStatusSettings(s: StatusPageSettingsView, host: string): z.output<typeof StatusPageSettingsOut> {
  return { title: s.title, public: s.public, components: s.components, password_protected: s.password_protected, host };
}
