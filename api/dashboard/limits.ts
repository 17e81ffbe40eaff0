/**
 * The dashboard's rate-limit classes: every page and form spends from the client IP whatever the credential; the
 * sign-in forms and the test alert carry the same abuse budgets as the API routes they stand for.
 */
import { LIMITS, type LimitClass } from '../rateLimit/policies';

export const DASHBOARD_ROUTE_PREFIX = 'dashboard.';

export const DASHBOARD_LIMITS: Readonly<Record<string, LimitClass>> = {
  'dashboard.signUp': LIMITS.dashboardSignUp,
  'dashboard.magicLink': LIMITS.dashboardMagicLink,
  'dashboard.signIn': LIMITS.dashboardSignIn,
  'dashboard.magicLinkVerify': LIMITS.dashboardSignIn,
  'dashboard.channelTest': LIMITS.dashboardChannelTest,
};

export function dashboardLimit(name: string): LimitClass {
  return DASHBOARD_LIMITS[name] ?? LIMITS.dashboard;
}
