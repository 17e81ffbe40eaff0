/** Sign-up, sign-in (password or magic link) and sign-out from the dashboard, on the API's own services and schemas. */
import type { Context } from 'koa';
import type { OrgDoc } from '../../../domain/models/org';
import type { UserDoc } from '../../../domain/models/user';
import { clearedSessionCookie, sessionCookie } from '../../../domain/auth/sessions';
import { ownValue } from '../../../domain/ownKeys';
import { MagicLinkBody, MagicLinkVerifyQuery, SignInBody, SignUpBody } from '../../contract/auth';
import { parseInput } from '../../contract/parse';
import { formErrorsOf, readForm, text, userMessageOf, type FormData } from '../forms';
import { open, publicAction, safeNext, seeOther, type Dashboard } from '../routing';
import { socialProviderNames, type SocialConfig } from '../../../domain/auth/social/socialConfig';

const SIGN_UP_FIELDS = ['email', 'password', 'org_name', 'org_slug'] as const;
const SIGN_IN_FIELDS = ['email', 'password'] as const;

/** What the sign-in page says when sign-in with GitHub or Google came back without a session. */
const SOCIAL_ERRORS: Record<string, string> = {
  denied: 'The provider did not let you sign in. Try again, or use your email and password.',
  state: 'That sign-in attempt expired or was already used. Start again.',
  exchange: 'The provider could not confirm your sign-in. Try again.',
  token: "The provider's answer could not be verified. Try again, or use your email and password.",
  invitation:
    'The invitation could not be accepted with that account: it was used, revoked or expired, or it is for another e-mail address.',
  unverified: 'Your email address at the provider is not verified. Verify it there, or sign up with email.',
  failed: 'Sign-in with the provider failed. Try again, or use your email and password.',
};

export function registerAuthPages(d: Dashboard): void {
  const { config, services } = d.deps;
  const show = (ctx: Context, view: string, title: string, data: Record<string, unknown> = {}, status = 200) =>
    d.render.page(ctx, view, { title }, data, status);

  /** Starts a session in the org (`org`: given, else where the user lands: the last one used). */
  async function startAndGo(ctx: Context, user: UserDoc, next: string, org?: OrgDoc): Promise<void> {
    const orgId = (org ?? (await services.accounts.landingOrg(user)))._id;
    const { token, expiresAt } = await services.sessions.start({ _id: user._id, org_id: orgId });
    ctx.append('Set-Cookie', sessionCookie(config, token, expiresAt));
    seeOther(ctx, safeNext(next));
  }

  /** Runs a form submission; validation errors and refusals (401, 409) re-render the form with the message. */
  async function submit(
    ctx: Context,
    view: string,
    title: string,
    fields: readonly string[],
    form: FormData,
    run: () => Promise<void>,
  ): Promise<void> {
    try {
      await run();
    } catch (err) {
      const values = Object.fromEntries(fields.filter((f) => f !== 'password').map((f) => [f, form.get(f) ?? '']));
      const formErrors = formErrorsOf(err, fields);
      const refusal = userMessageOf(err);
      if (!formErrors && !refusal) throw err;
      show(
        ctx,
        view,
        title,
        { values, formErrors, problem: refusal?.message, next: form.get('next') },
        formErrors ? 400 : refusal!.status,
      );
    }
  }

  open(d, 'get', 'home', '/app', async (ctx, session) => seeOther(ctx, session ? '/app/monitors' : '/app/sign-in'));

  open(d, 'get', 'signInForm', '/app/sign-in', async (ctx, session) => {
    if (session) return seeOther(ctx, safeNext(String(ctx.query.next ?? '')));
    const notice = ctx.query.expired
      ? 'Your session has expired. Sign in again.'
      : ctx.query.signed_out
        ? 'Sign in to continue.'
        : undefined;
    const problem = ownValue(SOCIAL_ERRORS, String(ctx.query.social_error ?? ''));
    const providers = socialButtons(config.social);
    show(ctx, 'signIn', 'Sign in', { notice, problem, next: ctx.query.next, providers });
  });

  publicAction(d, 'signIn', '/app/sign-in', async (ctx, form) => {
    await submit(ctx, 'signIn', 'Sign in', SIGN_IN_FIELDS, form, async () => {
      const b = parseInput(
        SignInBody,
        { email: text(form, 'email'), password: form.get('password') || undefined },
        'body',
      );
      const { user, org } = await services.accounts.authenticatePassword(b.email, b.password);
      await startAndGo(ctx, user, form.get('next') ?? '', org);
    });
  });

  open(d, 'get', 'signUpForm', '/app/sign-up', async (ctx, session) => {
    if (session) return seeOther(ctx, '/app/monitors');
    show(ctx, 'signUp', 'Sign up');
  });

  publicAction(d, 'signUp', '/app/sign-up', async (ctx, form) => {
    await submit(ctx, 'signUp', 'Sign up', SIGN_UP_FIELDS, form, async () => {
      const b = parseInput(
        SignUpBody,
        {
          email: text(form, 'email'),
          password: form.get('password') || undefined,
          org_name: text(form, 'org_name'),
          org_slug: text(form, 'org_slug'),
        },
        'body',
      );
      const { user } = await services.accounts.create({
        email: b.email,
        password: b.password,
        org_name: b.org_name,
        org_slug: b.org_slug,
      });
      await startAndGo(ctx, user, '/app/monitors');
    });
  });

  open(d, 'get', 'magicLinkForm', '/app/magic-link', async (ctx) => show(ctx, 'magicLink', 'Sign in with a link'));

  publicAction(d, 'magicLink', '/app/magic-link', async (ctx, form) => {
    await submit(ctx, 'magicLink', 'Sign in with a link', ['email'], form, async () => {
      const b = parseInput(MagicLinkBody, { email: text(form, 'email') }, 'body');
      await services.magicLinks.request(b.email, '/app/magic-link/verify');
      show(
        ctx,
        'magicLink',
        'Sign in with a link',
        {
          sent: true,
          notice: 'If an account exists for this address, a sign-in link is on its way. It works once, for 15 minutes.',
        },
        202,
      );
    });
  });

  // The mailed link opens a page with a button: mail scanners that prefetch links do not use up the token.
  open(d, 'get', 'magicLinkConfirm', '/app/magic-link/verify', async (ctx) => {
    const token = MagicLinkVerifyQuery.safeParse({ token: ctx.query.token });
    show(ctx, 'magicLinkVerify', 'Sign in', {
      token: token.success ? token.data.token : '',
      problem: token.success ? undefined : 'This sign-in link is not valid.',
    });
  });

  publicAction(d, 'magicLinkVerify', '/app/magic-link/verify', async (ctx, form) => {
    const token = MagicLinkVerifyQuery.safeParse({ token: form.get('token') ?? '' });
    const user = token.success ? await services.magicLinks.consume(token.data.token) : null;
    if (!user)
      return show(
        ctx,
        'magicLinkVerify',
        'Sign in',
        { problem: 'This sign-in link is unknown, already used or expired. Ask for a new one.' },
        401,
      );
    await startAndGo(ctx, user, '/app/monitors');
  });

  open(
    d,
    'post',
    'signOut',
    '/app/sign-out',
    async (ctx, session) => {
      const form = await readForm(ctx);
      if (session) {
        d.csrf.check(ctx, form.get('_csrf') ?? undefined);
        await services.sessions.end(session.sessionId);
      } // else: already signed out (e.g. the session expired); nothing to end
      ctx.append('Set-Cookie', clearedSessionCookie(config));
      seeOther(ctx, '/app/sign-in?signed_out=1');
    },
    'viewer',
  );
}

const PROVIDER_LABELS: Record<string, string> = { github: 'GitHub', google: 'Google' };

/** The sign-in buttons of the configured providers: path segment and the name shown. */
export function socialButtons(config: SocialConfig): { name: string; label: string }[] {
  return socialProviderNames(config).map((name) => ({
    name,
    label: PROVIDER_LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1),
  }));
}
