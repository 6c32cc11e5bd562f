// Create an account (spec 1 §2): GET|POST /accounts/signup?scout_id=&continue=&app=. Every field
// error at once, a limit of new accounts per address (SIGN_UP_LIMIT), the verification email, and
// the new account signed in.
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../http/types';
import { signupInputSchema } from '@/lib/contracts/account';
import { errorsByField, oauthErrorMessage, type FieldError } from '@/lib/contracts/errors';
import { zodErrors } from '../http/respond';
import { rateCounter } from '../http/rate-limits';
import { signUp, signUpConflicts } from '../domain/accounts';
import { sendVerification } from '../domain/account-recovery';
import { readForm, type AccountsContext } from './context';
import { signupPage, type SignupValues } from './pages';
import { resolveContinue } from './redirects';
import { clientIp, clip, GATEWAY_PATH, MAX_LABEL, SIGNUP_PATH, withQuery } from './request-guards';
import { startAccountSession } from './session';

/** Sign-up: 30 new accounts per address in 10 minutes. Sign-in limits: sign-in-limits.ts. */
export const SIGN_UP_LIMIT = { attempts: 30, windowMs: 10 * 60 * 1000 };

export function signupRoutes({ db, config }: Deps, ctx: AccountsContext) {
  const app = new Hono<AppEnv>();
  const { base, dashboard, webHome, sites, cancelHref, communityTitle, page, errorPage } = ctx;
  // Per address, shared across provider processes when they share their limits (REDIS_URL).
  const signUpLimiter = rateCounter(
    { count: SIGN_UP_LIMIT.attempts, windowSeconds: SIGN_UP_LIMIT.windowMs / 1000 },
    'sign-up',
  );

  interface SignupParams {
    continueUrl: string;
    rawContinue: string;
    app: string;
    scoutId: string;
  }

  const signupParams = async (get: (name: string) => string | undefined): Promise<SignupParams> => {
    const rawContinue = clip(get('continue'));
    const scout = clip(get('scout_id'), 12);
    return {
      rawContinue,
      continueUrl: resolveContinue(rawContinue, await sites(), dashboard),
      app: clip(get('app'), MAX_LABEL),
      scoutId: /^\d+$/.test(scout) ? scout : '',
    };
  };

  const renderSignup = async (
    c: Context,
    p: SignupParams,
    values: SignupValues,
    errors: FieldError[],
    status: 200 | 409 | 422 = 200,
  ) => {
    const hiddenContinue = p.rawContinue ? p.continueUrl : undefined;
    return page(
      c,
      signupPage({
        webUrl: config.WEB_URL,
        action: `${base.prefix}${SIGNUP_PATH}`,
        app: await communityTitle(p.app),
        values,
        errors: errorsByField(errors),
        hidden: { continue: hiddenContinue, app: p.app, scout_id: p.scoutId },
        signinHref: withQuery(`${base.prefix}${GATEWAY_PATH}`, { continue: hiddenContinue, app: p.app }),
        cancelHref: cancelHref(p.rawContinue ? p.continueUrl : webHome),
      }),
      status,
    );
  };

  app.get(SIGNUP_PATH, async (c) => renderSignup(c, await signupParams((n) => c.req.query(n)), {}, []));

  app.post(SIGNUP_PATH, async (c) => {
    const form = await readForm(c);
    const p = await signupParams((n) => form[n] ?? c.req.query(n));
    const values: SignupValues = {
      first_name: clip(form.first_name, 200),
      last_name: clip(form.last_name, 200),
      screen_name: clip(form.screen_name, 200),
      email: clip(form.email, 300),
    };
    // The limit comes first, so that an address over it learns nothing (not even which emails are
    // taken); an attempt that creates no account is given back.
    const ipKey = clientIp(c, config);
    const limit = await signUpLimiter.take(ipKey);
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfter));
      return errorPage(
        c,
        429,
        'Too many new accounts',
        'Too many accounts were created from this network. Please try again later.',
      );
    }
    const parsed = signupInputSchema.safeParse({
      ...values,
      password: form.password ?? '',
      scout_id: p.scoutId || undefined,
    });
    if (!parsed.success) {
      // All field errors at once: a taken email or screen name is said beside the format errors of
      // the other fields, not after they are fixed (issue 22).
      const errors = zodErrors(parsed.error);
      const invalid = new Set(errors.map((e) => e.field.toLowerCase()));
      const conflicts = await signUpConflicts(db, {
        email: invalid.has('email') ? undefined : values.email,
        screen_name: invalid.has('screen_name') ? undefined : values.screen_name,
      });
      await signUpLimiter.refund(ipKey);
      return renderSignup(c, p, values, [...errors, ...conflicts], 422);
    }

    const result = await signUp(db, parsed.data);
    if (!result.ok) {
      await signUpLimiter.refund(ipKey);
      const errors = [...result.errors];
      if (result.code === 10161 && !errors.some((e) => e.field.toLowerCase() === 'email')) {
        errors.push({ field: 'email', error: oauthErrorMessage(10161) });
      }
      if (!errors.length) errors.push({ field: '*', error: oauthErrorMessage(result.code ?? 10134) });
      return renderSignup(c, p, values, errors, result.status);
    }
    await sendVerification(db, config, result.user);
    await startAccountSession(c, db, config, result.user.id);
    return c.redirect(p.continueUrl, 303);
  });

  return app;
}
