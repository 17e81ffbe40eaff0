/** Public form routes: the contact form and the payment provider's webhook (Stripe; 501 when not configured). */
import { z } from 'zod';
import { LIMITS } from '../rateLimit/policies';
import { Uuid } from '../contract/common';
import { ok } from '../contract/responses';
import { ContactBody } from '../contract/statusPages';
import { route } from '../routing/route';

const ContactReceived = z.object({
  id: Uuid,
  forwarded: z.boolean().describe('Whether it was e-mailed on to the team (CONTACT_EMAIL); it is stored either way.'),
});

const WebhookReceived = z.object({
  received: z.literal(true),
  outcome: z
    .enum(['applied', 'duplicate', 'ignored'])
    .describe(
      '`duplicate`: this event id was applied before; `ignored`: an event type (or org) this service does not use.',
    ),
});

/**
 * Public forms the rate limits name: the contact form stores its message and e-mails it on; the payment webhook
 * checks Stripe's signature on the raw body and records each event once (docs/billing.md).
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
      summary: 'Stripe webhook: subscription and payment events, signed (Stripe-Signature) with STRIPE_WEBHOOK_SECRET',
      tag: 'Integrations',
      responses: { 200: ok(WebhookReceived, 'Received (applied, already applied, or not used)') },
      errors: {
        400: 'the Stripe-Signature header is missing, does not verify, or its timestamp is over 300 s away',
        501: 'No payment provider is configured',
      },
    },
    async handle({ ctx, deps }) {
      const outcome = await deps.services.payments.receiveWebhook(ctx.state.rawBody, ctx.get('stripe-signature'));
      ctx.body = { received: true, outcome };
    },
  }),
];
