// Typed configuration of the web process (zod), with defaults that make `npm start` work bare
// (house style rule 8: the one reader of process.env). Free of `server-only` so that proxy.ts
// can read it too; everything else imports it through server/bff/config.ts, which is fenced.
import { z } from 'zod';
import { DEV_DEFAULTS } from '@/lib/dev-defaults';

const schema = z.object({
  ROOT_DOMAIN: z.string().default(DEV_DEFAULTS.rootDomain),
  WEB_URL: z.url().default(DEV_DEFAULTS.webUrl),
  PROVIDER_API_URL: z.url().default(DEV_DEFAULTS.providerApiUrl),
  ACCOUNTS_URL: z.url().default(DEV_DEFAULTS.accountsUrl),
  OAUTH_CLIENT_ID: z.string().default(DEV_DEFAULTS.oauthClientId),
  OAUTH_CLIENT_SECRET: z.string().default(DEV_DEFAULTS.oauthClientSecret),
  /** Seals bn_auth (next-auth JWT) and bn_auth_shadow (iron-session); at least 32 characters. */
  SESSION_SECRET: z.string().min(32).default(DEV_DEFAULTS.sessionSecret),
  SENTRY_DSN: z.string().optional(),
  /** Realtime over Pusher when all four are set (the provider needs the same values); else SSE. */
  PUSHER_APP_ID: z.string().optional(),
  PUSHER_KEY: z.string().optional(),
  PUSHER_SECRET: z.string().optional(),
  PUSHER_CLUSTER: z.string().optional(),
});

export type WebConfig = z.infer<typeof schema> & {
  secure: boolean;
  protocol: 'http' | 'https';
  /** `next dev`: the content security policy allows what the dev server needs (lib/csp.ts). */
  dev: boolean;
};

let cached: WebConfig | null = null;
export function webConfig(): WebConfig {
  if (cached) return cached;
  const parsed = schema.parse(process.env);
  const secure = parsed.WEB_URL.startsWith('https:');
  cached = { ...parsed, secure, protocol: secure ? 'https' : 'http', dev: process.env.NODE_ENV === 'development' };
  return cached;
}
