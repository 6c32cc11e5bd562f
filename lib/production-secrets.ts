// Production refuses to start with a development default secret (DESIGN.md, security posture).
// Pure: each process passes its own environment and the secrets it uses; the web app checks in
// instrumentation.ts, the provider in server/provider/main.ts.
import { DEV_DEFAULTS } from './dev-defaults';

/** The secrets with built-in development values, by environment variable. */
export const DEFAULT_SECRETS = {
  SESSION_SECRET: DEV_DEFAULTS.sessionSecret,
  OAUTH_CLIENT_SECRET: DEV_DEFAULTS.oauthClientSecret,
  UPLOAD_SIGNING_SECRET: DEV_DEFAULTS.uploadSigningSecret,
} as const;

export type SecretName = keyof typeof DEFAULT_SECRETS;

/** Root domains a development or test machine serves: localhost and *.localhost (e2e runs on nervus.localhost). */
const LOCAL_ROOTS = ['localhost'];

function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Is this a local development site? Not when WEB_URL is https, nor when the root domain is a real
 * name (anything but localhost and *.localhost).
 */
export function isLocalDevelopmentSite(env: Record<string, string | undefined>): boolean {
  const webUrl = env.WEB_URL ?? DEV_DEFAULTS.webUrl;
  if (webUrl.trim().toLowerCase().startsWith('https:')) return false;
  const root = hostName(env.ROOT_DOMAIN ?? DEV_DEFAULTS.rootDomain);
  return LOCAL_ROOTS.some((local) => root === local || root.endsWith(`.${local}`));
}

/**
 * One message per secret that is unset or still its development default on a site that is not
 * local; empty when the process may start.
 */
export function defaultSecretProblems(env: Record<string, string | undefined>, names: readonly SecretName[]): string[] {
  if (isLocalDevelopmentSite(env)) return [];
  return names
    .filter((name) => (env[name] ?? DEFAULT_SECRETS[name]) === DEFAULT_SECRETS[name])
    .map(
      (name) =>
        `${name} is the built-in development value; set ${name} to a secret of your own (this site, ${env.WEB_URL ?? DEV_DEFAULTS.webUrl}, is not a local development host).`,
    );
}
