import type { Router } from '@koa/router';
import { NotImplementedError } from '../../domain/errors';
import { ContactBody } from '../../domain/validation/statusSchemas';
import type { AppDeps } from '../deps';
import { readBody } from '../requestInput';

/**
 * Public endpoints the rate limits name but whose features do not exist yet: they validate their input and
 * answer 501 `not_implemented` honestly rather than pretend to have stored or sent anything.
 */
export function registerPublicFormRoutes(router: Router, _deps: AppDeps): void {
  // Abuse-limited per IP (10/min) on top of the IP budget.
  router.post('marketing.contact', '/api/marketing/contact', async (ctx) => {
    readBody(ctx, ContactBody);
    throw new NotImplementedError('The contact form is not connected to an inbox yet.');
  });

  // Exempt from the IP budget: a payment provider retries from few addresses.
  router.post('payments.webhook', '/api/payments/webhook', async () => {
    throw new NotImplementedError('No payment provider is configured.');
  });
}
