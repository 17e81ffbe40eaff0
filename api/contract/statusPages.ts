import { z } from 'zod';
import { Email } from './auth';
import { Name } from './common';

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
