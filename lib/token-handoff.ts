// A provider token arriving in the query string (spec 1 §4: "a token in the query string is stored
// and removed from the URL") becomes the session only as the end of a flow this browser started:
// the flow sets a one-time state cookie and the return link carries the same state. A bare
// `?token=` link (login CSRF: the victim would act as the attacker) is dropped, `shadow=true` never
// starts a shadow session (only the admin's POST /api/shadow/start does), and a browser that already
// has a session keeps it. DESIGN.md, security posture. Pure, no IO.

/** Query parameters of a token hand-off; every one is removed from the URL, accepted or not. */
export const TOKEN_HANDOFF_PARAMS = ['token', 'token_state', 'shadow'] as const;

export interface TokenHandoffInput {
  token: string | null;
  /** `token_state` from the query. */
  state: string | null;
  /** The one-time state cookie set when the flow began. */
  stateCookie: string | null;
  /** A session (normal or shadow) cookie is already present. */
  hasSession: boolean;
}

export type TokenHandoffDecision = 'none' | 'accept' | 'drop';

/** What the proxy (proxy.ts) does with a request's token query: nothing, store it, or only clean the URL. */
export function tokenHandoffDecision(input: TokenHandoffInput): TokenHandoffDecision {
  if (!input.token) return input.state ? 'drop' : 'none';
  if (input.hasSession) return 'drop';
  const { state, stateCookie } = input;
  if (!state || !stateCookie || state.length < 16 || state !== stateCookie) return 'drop';
  return 'accept';
}
