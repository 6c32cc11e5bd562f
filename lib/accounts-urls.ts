// Links to the accounts service pages (spec 1 §2): gateway, signup, logout, connect.

function withQuery(base: string, path: string, query: Record<string, string | undefined>): string {
  const url = new URL(`${base.replace(/\/$/, '')}${path}`);
  for (const [k, v] of Object.entries(query)) if (v) url.searchParams.set(k, v);
  return url.toString();
}

export function gatewayUrl(accountsUrl: string, p: { continue?: string; follow?: string; app?: string }): string {
  return withQuery(accountsUrl, '/accounts/gateway', { continue: p.continue, follow: p.follow, app: p.app });
}

export function signupUrl(accountsUrl: string, p: { scoutId?: string; continue?: string; app?: string }): string {
  return withQuery(accountsUrl, '/accounts/signup', { scout_id: p.scoutId, continue: p.continue, app: p.app });
}

export function logoutUrl(accountsUrl: string, p: { continue?: string; platform?: string }): string {
  return withQuery(accountsUrl, '/accounts/logout', { continue: p.continue, platform: p.platform });
}

/** The connect-URL helper requires a code (spec 1 §8). */
export function connectUrl(accountsUrl: string, code: string | undefined, p: { continue?: string } = {}): string {
  if (!code) throw new Error('Code is required');
  return withQuery(accountsUrl, '/accounts/connect', { code, continue: p.continue });
}

/** After sign-up the new account signs in here, so the product session starts on return. */
export function signInReturnPath(continuePath: string, platform?: string): string {
  const q = new URLSearchParams({ continue: continuePath });
  if (platform) q.set('platform', platform);
  return `/sign-in?${q.toString()}`;
}
