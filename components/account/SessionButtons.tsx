'use client';
// Sign in, sign out and stop-shadowing buttons. Passwords never touch the product: sign-in goes
// through the accounts gateway (OAuth2 + PKCE via next-auth).
import { signIn, signOut } from 'next-auth/react';
import { useEffect, useState } from 'react';

export function startSignIn(continueUrl: string, platform?: string) {
  return signIn('accounts', { callbackUrl: continueUrl }, platform ? { app: platform } : undefined);
}

export function SignInButton({ continueUrl, platform, className = 'nav-link' }: { continueUrl?: string; platform?: string; className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void startSignIn(continueUrl ?? window.location.href, platform);
      }}
    >
      {busy ? 'Signing in…' : 'Sign In'}
    </button>
  );
}

/** Clears the product session, then the accounts session, and comes back here. */
export function SignOutButton({ logoutUrl, className = 'nav-link', label = 'Sign Out' }: { logoutUrl: string; className?: string; label?: string }) {
  return (
    <button type="button" className={className} onClick={() => void signOut({ callbackUrl: logoutUrl })}>
      {label}
    </button>
  );
}

export function ShadowStopButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="nav-link shadow-stop"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await fetch('/api/shadow/stop', { method: 'POST', credentials: 'same-origin' });
        // A full load on purpose: every part of the page must forget the shadowed user.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign('/');
      }}
    >
      Stop
    </button>
  );
}

/** The /sign-in page: starts the OAuth round trip at once; the button is the fallback. */
export function AutoSignIn({ continueUrl, platform }: { continueUrl: string; platform?: string }) {
  useEffect(() => {
    void startSignIn(continueUrl, platform);
  }, [continueUrl, platform]);
  return (
    <button type="button" className="btn" onClick={() => void startSignIn(continueUrl, platform)}>
      Continue to sign in
    </button>
  );
}
