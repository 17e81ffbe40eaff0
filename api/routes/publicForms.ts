import { NotImplementedError } from '../../domain/errors';
import { LIMITS } from '../../domain/rateLimit/policies';
import { ContactBody } from '../contract/statusPages';
import { route } from '../routing/route';

/**
 * Public endpoints the rate limits name but whose features do not exist yet: they validate their input and
 * answer 501 `not_implemented` honestly rather than pretend to have stored or sent anything.
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
      summary: 'Contact form (not connected: 501)',
      tag: 'Public forms',
      responses: {},
      errors: { 501: 'The contact form is not connected' },
    },
    async handle() {
      throw new NotImplementedError('The contact form is not connected to an inbox yet.');
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
