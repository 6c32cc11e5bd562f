'use client';
// Sign-in starts here: the OAuth2 round trip (authorization code + PKCE via next-auth) to the
// accounts gateway. Passwords never touch the product.
import { signIn } from 'next-auth/react';
import { useEffect } from 'react';

export function startSignIn(continueUrl: string, platform?: string) {
  return signIn('accounts', { callbackUrl: continueUrl }, platform ? { app: platform } : undefined);
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
