'use client';
// The navbar's Sign In: a plain link to /sign-in, which starts the OAuth round trip there. Being a
// link, it works without JavaScript and keeps next-auth's client out of every anonymous page. The
// navbar lives in the layout, which client navigation does not re-render, so the continue address
// is taken from the location when the link is used (focus, pointer or click).
import type { SyntheticEvent } from 'react';
import { signInReturnPath } from '../../lib/accounts-urls';

export function SignInLink({ here, platform, className = 'nav-link' }: { here: string; platform: string; className?: string }) {
  const follow = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = signInReturnPath(window.location.href, platform);
  };
  return (
    <a className={className} href={signInReturnPath(here, platform)} onFocus={follow} onPointerDown={follow} onClick={follow}>
      Sign In
    </a>
  );
}
