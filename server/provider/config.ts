// Typed configuration of the provider process. Every value has a default so `npm start` needs no env.
import { z } from 'zod';
import path from 'node:path';
import { DEV_DEFAULTS } from '@/lib/dev-defaults';
import { parseTrustedProxy } from './accounts/client-address';
import { PRIZE_HOLD_HOURS_DEFAULT } from '@/lib/payments';
import {
  FORUM_POST_RATE_LIMIT,
  MESSAGE_RATE_LIMIT,
  IDEA_RATE_LIMIT,
  RATING_RATE_LIMIT,
  REPORT_RATE_LIMIT,
  parseRateLimit,
  type RateLimit,
} from '@/lib/rate-limits';

/** 'count/windowSeconds' (e.g. '30/60') into a RateLimit; tests lower it, benchmarks may raise it. */
const rateLimit = (fallback: RateLimit) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const parsed = parseRateLimit(value);
      if (!parsed) ctx.addIssue({ code: 'custom', message: "A rate limit is 'count/windowSeconds', like '30/60'." });
      return parsed ?? fallback;
    });

const schema = z
  .object({
    PROVIDER_HOST: z.string().default('127.0.0.1'),
    PROVIDER_PORT: z.coerce.number().int().default(4010),
    /** postgres://... for a server; otherwise a PGlite directory. */
    DATABASE_URL: z.string().default(path.join(process.cwd(), '.data', 'pglite')),
    /** Host (with port) of the main community; communities live on its subdomains. */
    ROOT_DOMAIN: z.string().default(DEV_DEFAULTS.rootDomain),
    WEB_URL: z.url().default(DEV_DEFAULTS.webUrl),
    /** Where browsers reach the accounts service (gateway, signup, logout, connect, oauth2). */
    ACCOUNTS_PUBLIC_URL: z.url().default(DEV_DEFAULTS.accountsUrl),
    OAUTH_CLIENT_ID: z.string().default(DEV_DEFAULTS.oauthClientId),
    OAUTH_CLIENT_SECRET: z.string().min(16).default(DEV_DEFAULTS.oauthClientSecret),
    SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
    /** Feature flags to switch on at start, comma-separated (e.g. developer-ai-assistant for a demo). */
    ENABLE_FLAGS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    /** Uploaded images (server/provider/storage): a folder on local disk. */
    UPLOADS_DIR: z.string().default(path.join(process.cwd(), '.data', 'uploads')),
    /** Signs upload addresses (HMAC); set it in production. */
    UPLOAD_SIGNING_SECRET: z.string().min(16).default(DEV_DEFAULTS.uploadSigningSecret),
    /** The random-image library that ships with the app (manifest.json, full/ and small/). */
    IMAGE_LIBRARY_DIR: z.string().default(path.join(process.cwd(), 'public', 'images', 'library')),
    /**
     * Scheduled work (closing, prize release, recurring funding) runs on the pg-boss job queue in the
     * same database (server/provider/jobs); 'false' keeps this process from working the queue.
     */
    JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
    /** Money prizes are held this many hours after closing, so the catalyst may still decline one. */
    PRIZE_HOLD_HOURS: z.coerce.number().min(0).default(PRIZE_HOLD_HOURS_DEFAULT),
    /**
     * Stripe (issue 16): with both set, funds are added through Stripe Checkout and credited by its
     * verified webhook; without them, a sandbox provider credits test money at once.
     */
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Where the Stripe SDK sends its calls (tests point it at a local server that answers as Stripe). */
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: z.coerce.number().int().optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    /** Ratings one person may send per window (POST /challenges/{slug}/ratings); lib/rate-limits.ts. */
    RATING_RATE_LIMIT: rateLimit(RATING_RATE_LIMIT),
    /** Ideas one person may send per window (POST /ideas/v2). */
    IDEA_RATE_LIMIT: rateLimit(IDEA_RATE_LIMIT),
    /** Forum posts one person may send per window (topics and replies). */
    FORUM_POST_RATE_LIMIT: rateLimit(FORUM_POST_RATE_LIMIT),
    /** Direct messages one person may send per window. */
    MESSAGE_RATE_LIMIT: rateLimit(MESSAGE_RATE_LIMIT),
    /** Reports one person may send per window (POST /immunity/reports). */
    REPORT_RATE_LIMIT: rateLimit(REPORT_RATE_LIMIT),
    /**
     * Realtime (DESIGN.md): with all four PUSHER_* set, events go out through Pusher; otherwise
     * through the built-in SSE stream. 'false' switches the ledger listener off (bulk imports).
     */
    REALTIME_ENABLED: z.enum(['true', 'false']).default('true'),
    PUSHER_APP_ID: z.string().optional(),
    PUSHER_KEY: z.string().optional(),
    PUSHER_SECRET: z.string().optional(),
    PUSHER_CLUSTER: z.string().optional(),
    /**
     * Proxies in front of the accounts service whose X-Forwarded-For is believed for the sign-in
     * limits: '' (none: the socket address counts), a hop count ('1'), or their addresses
     * ('10.0.0.1,10.0.0.2'). accounts/client-address.ts.
     */
    TRUSTED_PROXY: z
      .string()
      .default('')
      .transform((value, ctx) => {
        const parsed = parseTrustedProxy(value);
        if (!parsed)
          ctx.addIssue({
            code: 'custom',
            message: "TRUSTED_PROXY is a hop count ('1') or proxy addresses ('10.0.0.1,10.0.0.2').",
          });
        return parsed ?? { kind: 'none' as const };
      }),
    /** redis://… : sign-in and write limits count in Redis; otherwise in the database or memory. */
    REDIS_URL: z.string().optional(),
    /** Prefixes every Redis key (rate limits), so deployments or test runs can share one Redis. */
    REDIS_KEY_PREFIX: z.string().default('nervus:'),
    /**
     * Email (issue 19 §4): smtp://user:pass@host:port or smtps://… sends the outbox through
     * nodemailer; without it messages stay in the outbox, read by admins at /admin-dashboard/email.
     */
    SMTP_URL: z.string().optional(),
    EMAIL_FROM: z.string().default('Nervus <no-reply@nervus.localhost>'),
    /** A ledger insert wider than this many rows is a bulk load, not a player's action: not pushed. */
    REALTIME_MAX_ROWS: z.coerce.number().int().min(1).default(1000),
    /**
     * X (Twitter) connected accounts (issue 20): with both set, /my-account/social connects an X
     * account (OAuth 2.0 with PKCE) and the tweet preview posts; without them the share window opens.
     */
    TWITTER_CLIENT_ID: z.string().optional(),
    TWITTER_CLIENT_SECRET: z.string().optional(),
    /** Where the X API calls go (tests point it at a local server that answers as the X API). */
    TWITTER_API_URL: z.url().optional(),
  })
  // Half a Stripe set-up would silently take the sandbox: test money in a place meant for real money.
  .refine((config) => Boolean(config.STRIPE_SECRET_KEY) === Boolean(config.STRIPE_WEBHOOK_SECRET), {
    message: 'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe, or neither for the sandbox.',
    path: ['STRIPE_WEBHOOK_SECRET'],
  });

export type ProviderConfig = z.infer<typeof schema>;

export function loadProviderConfig(env: Record<string, string | undefined> = process.env): ProviderConfig {
  return schema.parse(env);
}
