// Recovery and trust pages of the accounts service (issue 19 §5), mounted by routes.ts under its
// security headers and same-origin form guard:
//
//   GET|POST /accounts/forgot            "Forgot password?": mails a single-use reset link
//   GET|POST /accounts/reset?token=      new password; the link works once for 1 hour; every session ends
//   GET      /accounts/verify?token=     confirms the email given at sign-up
//   GET|POST /accounts/password          change of password with the current one (signed in)
//   GET|POST /accounts/email             change of email with the current password (signed in)
//   GET      /accounts/email/confirm     confirms the new address
//   GET|POST /accounts/unsubscribe       one-click unsubscribe (RFC 8058 POST, or the page's button)
import { Hono, type Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { RECOVERY_TEXTS } from '@/lib/contracts/account';
import { errorsByField } from '@/lib/contracts/errors';
import { EMAIL_PREFERENCES } from '@/lib/contracts/preferences';
import type { AppEnv, Deps } from '../http/types';
import { users } from '../db/schema';
import {
  changePassword,
  confirmEmailChange,
  confirmVerification,
  EMAIL_CONFIRM_PATH,
  peekToken,
  requestEmailChange,
  requestPasswordReset,
  RESET_PATH,
  resetPassword,
  VERIFY_PATH,
} from '../domain/account-recovery';
import { readUnsubscribeLink, UNSUBSCRIBE_PATH } from '../email/links';
import { rateGate } from '../http/rate-limits';
import { runAfterResponse } from './after-response';
import { messagePage } from './pages';
import { changeEmailPage, changePasswordPage, forgotPage, resetPage, unsubscribePage } from './recovery-pages';
import { readAccountSession } from './session';

export const FORGOT_PATH = '/accounts/forgot';
export const PASSWORD_PATH = '/accounts/password';
export const EMAIL_PATH = '/accounts/email';
/**
 * Reset links one client address may ask for: 10 in 15 minutes (each one mails somebody); one email
 * gets at most 3 an hour, whoever asks, so nobody can flood an inbox from many addresses. Shared
 * across provider processes through Redis when REDIS_URL is set (http/rate-limits.ts).
 */
export const FORGOT_LIMIT = { count: 10, windowSeconds: 15 * 60 };
export const FORGOT_EMAIL_LIMIT = { count: 3, windowSeconds: 60 * 60 };

export interface RecoveryContext {
  prefix: string;
  absolute: string;
  gatewayPath: string;
  clientIp: (c: Context) => string;
  readForm: (c: Context) => Promise<Record<string, string>>;
}

export function recoveryRoutes({ db, config }: Pick<Deps, 'db' | 'config'>, ctx: RecoveryContext) {
  const app = new Hono<AppEnv>();
  const webUrl = config.WEB_URL;
  const web = config.WEB_URL.replace(/\/+$/, '');
  const security = `${web}/my-account/security`;
  const signinHref = `${ctx.prefix}${ctx.gatewayPath}`;
  const forgotsByClient = rateGate(FORGOT_LIMIT, 'forgot-client');
  const forgotsByEmail = rateGate(FORGOT_EMAIL_LIMIT, 'forgot-email');
  const message = (
    c: Context,
    title: string,
    text: string,
    tone: 'error' | 'info',
    action: { href: string; label: string },
    status: 200 | 400 | 429 = 200,
  ) => c.html(messagePage({ webUrl, title, message: text, tone, action }), status);
  /** Signed-in pages send a stranger to sign in first and back here after. */
  const signInFirst = (c: Context, path: string) =>
    c.redirect(`${signinHref}?${new URLSearchParams({ continue: `${ctx.absolute}${path}` })}`, 302);

  // Forgot password --------------------------------------------------------------------------
  app.get(FORGOT_PATH, (c) =>
    c.html(forgotPage({ webUrl, action: `${ctx.prefix}${FORGOT_PATH}`, errors: {}, signinHref })),
  );
  app.post(FORGOT_PATH, async (c) => {
    const form = await ctx.readForm(c);
    const email = (form.email ?? '').trim().slice(0, 254);
    const view = { webUrl, action: `${ctx.prefix}${FORGOT_PATH}`, signinHref, email };
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      return c.html(forgotPage({ ...view, errors: { email: 'Enter a valid email address.' } }), 422);
    }
    const limit = await forgotsByClient(ctx.clientIp(c));
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfter));
      return message(
        c,
        'Too many requests',
        'Too many reset links were asked for from this network. Please try again later.',
        'error',
        { href: signinHref, label: 'Back to sign in' },
        429,
      );
    }
    // Over the email's own limit the answer is the same and no mail leaves: it would tell nothing,
    // and the inbox is not flooded. The look-up and the mail happen after the answer (after-response.ts).
    if ((await forgotsByEmail(email.toLowerCase())).allowed)
      runAfterResponse('password reset', () => requestPasswordReset(db, config, email));
    return c.html(forgotPage({ ...view, email: '', errors: {}, notice: RECOVERY_TEXTS.resetSent }));
  });

  // Reset password ---------------------------------------------------------------------------
  const invalidReset = (c: Context) =>
    message(
      c,
      'Link expired',
      RECOVERY_TEXTS.resetInvalid,
      'error',
      { href: `${ctx.prefix}${FORGOT_PATH}`, label: 'Ask for a new link' },
      400,
    );
  app.get(RESET_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const row = await peekToken(db, 'password-reset', token);
    if (!row) return invalidReset(c);
    return c.html(resetPage({ webUrl, action: `${ctx.prefix}${RESET_PATH}`, errors: {}, token, email: row.email }));
  });
  app.post(RESET_PATH, async (c) => {
    const form = await ctx.readForm(c);
    const token = form.token ?? '';
    const result = await resetPassword(db, token, form.password ?? '', form.confirm ?? '');
    if (result.ok)
      return message(c, 'Password changed', RECOVERY_TEXTS.resetDone, 'info', { href: signinHref, label: 'Sign in' });
    if (result.errors.some((e) => e.field === 'token')) return invalidReset(c);
    const row = await peekToken(db, 'password-reset', token);
    if (!row) return invalidReset(c);
    return c.html(
      resetPage({
        webUrl,
        action: `${ctx.prefix}${RESET_PATH}`,
        errors: errorsByField(result.errors),
        token,
        email: row.email,
      }),
      422,
    );
  });

  // Email verification -----------------------------------------------------------------------
  app.get(VERIFY_PATH, async (c) =>
    (await confirmVerification(db, c.req.query('token') ?? ''))
      ? message(c, 'Email confirmed', RECOVERY_TEXTS.emailVerified, 'info', {
          href: security,
          label: 'Go to my account',
        })
      : message(
          c,
          'Link expired',
          RECOVERY_TEXTS.emailLinkInvalid,
          'error',
          { href: security, label: 'Ask for a new link' },
          400,
        ),
  );

  // Change password --------------------------------------------------------------------------
  app.get(PASSWORD_PATH, async (c) => {
    const user = await readAccountSession(c, db);
    if (!user) return signInFirst(c, PASSWORD_PATH);
    return c.html(
      changePasswordPage({
        webUrl,
        action: `${ctx.prefix}${PASSWORD_PATH}`,
        errors: {},
        screenName: user.screenName,
        backHref: security,
      }),
    );
  });
  app.post(PASSWORD_PATH, async (c) => {
    const user = await readAccountSession(c, db);
    if (!user) return signInFirst(c, PASSWORD_PATH);
    const form = await ctx.readForm(c);
    const result = await changePassword(db, user, form.current_password ?? '', form.password ?? '', form.confirm ?? '');
    const view = { webUrl, action: `${ctx.prefix}${PASSWORD_PATH}`, screenName: user.screenName, backHref: security };
    if (!result.ok) return c.html(changePasswordPage({ ...view, errors: errorsByField(result.errors) }), 422);
    return c.html(changePasswordPage({ ...view, errors: {}, notice: RECOVERY_TEXTS.passwordChanged }));
  });

  // Change email -----------------------------------------------------------------------------
  app.get(EMAIL_PATH, async (c) => {
    const user = await readAccountSession(c, db);
    if (!user) return signInFirst(c, EMAIL_PATH);
    return c.html(
      changeEmailPage({
        webUrl,
        action: `${ctx.prefix}${EMAIL_PATH}`,
        errors: {},
        currentEmail: user.email,
        backHref: security,
      }),
    );
  });
  app.post(EMAIL_PATH, async (c) => {
    const user = await readAccountSession(c, db);
    if (!user) return signInFirst(c, EMAIL_PATH);
    const form = await ctx.readForm(c);
    const email = (form.email ?? '').trim().slice(0, 254);
    const view = { webUrl, action: `${ctx.prefix}${EMAIL_PATH}`, currentEmail: user.email, backHref: security };
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return c.html(changeEmailPage({ ...view, email, errors: { email: 'Enter a valid email address.' } }), 422);
    }
    const result = await requestEmailChange(db, config, user, form.current_password ?? '', email);
    if (!result.ok) return c.html(changeEmailPage({ ...view, email, errors: errorsByField(result.errors) }), 422);
    return c.html(changeEmailPage({ ...view, errors: {}, notice: RECOVERY_TEXTS.emailChangeSent }));
  });
  app.get(EMAIL_CONFIRM_PATH, async (c) =>
    (await confirmEmailChange(db, c.req.query('token') ?? ''))
      ? message(c, 'Email changed', RECOVERY_TEXTS.emailChanged, 'info', { href: security, label: 'Go to my account' })
      : message(
          c,
          'Link expired',
          RECOVERY_TEXTS.emailLinkInvalid,
          'error',
          { href: security, label: 'Back to my account' },
          400,
        ),
  );

  // Unsubscribe ------------------------------------------------------------------------------
  const unsubscribe = async (c: Context, post: boolean) => {
    const link = readUnsubscribeLink(config, (n) => c.req.query(n));
    const preferencesHref = `${web}/my-account/email-preferences`;
    if (!link)
      return message(
        c,
        'Link not valid',
        'This unsubscribe link is not valid. Choose your emails in your preferences.',
        'error',
        { href: preferencesHref, label: 'Email preferences' },
        400,
      );
    const label = EMAIL_PREFERENCES.find((p) => p.key === link.pref)!.label;
    if (post) {
      await db
        .update(users)
        .set({ preferences: sql`${users.preferences} || ${JSON.stringify({ [link.pref]: false })}::jsonb` })
        .where(eq(users.id, link.userId));
    }
    const action = `${ctx.prefix}${UNSUBSCRIBE_PATH}?${new URL(c.req.url).searchParams}`;
    return c.html(unsubscribePage({ webUrl, action, label, done: post, preferencesHref }));
  };
  app.get(UNSUBSCRIBE_PATH, (c) => unsubscribe(c, false));
  app.post(UNSUBSCRIBE_PATH, (c) => unsubscribe(c, true));

  return app;
}
