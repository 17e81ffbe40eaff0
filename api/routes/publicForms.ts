/** Public form routes: the contact form and the payment webhook (not implemented yet, answered 501). */
import { z } from 'zod';
import { NotImplementedError } from '../../domain/errors';
import { LIMITS } from '../rateLimit/policies';
import { Uuid } from '../contract/common';
import { ok } from '../contract/responses';
import { ContactBody } from '../contract/statusPages';
import { route } from '../routing/route';

const ContactReceived = z.object({
  id: Uuid,
  forwarded: z.boolean().describe('Whether it was e-mailed on to the team (CONTACT_EMAIL); it is stored either way.'),
});

/**
 * Public forms the rate limits name: the contact form stores its message and e-mails it on; the payment webhook,
 * whose feature does not exist yet, validates its input and answers 501 `not_implemented` honestly rather than
 * pretend to have stored anything.
 */
export const PUBLIC_FORM_ROUTES = [
  // Abuse-limited per IP (10/min) on top of the IP budget.
  route({
    name: 'marketing.contact',
    methods: ['post'],
    path: '/api/marketing/contact',
    auth: 'none',
    body: ContactBody,
    limit: LIMITS.marketingContact,
    doc: {
      summary: 'Contact form: the message is stored and e-mailed to CONTACT_EMAIL',
      tag: 'Public forms',
      responses: { 202: ok(ContactReceived, 'Received') },
    },
    async handle({ ctx, deps, body }) {
      ctx.status = 202;
      ctx.body = await deps.services.contactForm.receive(body);
    },
  }),
  // Exempt from the IP budget: a payment provider retries from few addresses.
  route({
    name: 'payments.webhook',
    methods: ['post'],
    path: '/api/payments/webhook',
    auth: 'none',
    limit: LIMITS.exempt,
    doc: {
      summary: 'Payment-provider webhook (none configured: 501)',
      tag: 'Integrations',
      responses: {},
      errors: { 501: 'No payment provider is configured' },
    },
    async handle() {
      throw new NotImplementedError('No payment provider is configured.');
    },
  }),
];
