'use client';
// The navbar's Sign In and Create Account: plain links, so they work without JavaScript and keep
// next-auth's client out of every anonymous page. Both come back to the page they were used on.
// The navbar lives in the layout, which client navigation does not re-render, and pages from the
// visitor cache cannot know their own address, so the return address is taken from the location
// when a link is used (focus, pointer or click); the server's href is the fallback.
import type { SyntheticEvent } from 'react';
import { signInReturnPath } from '@/lib/accounts-urls';

type LinkEvent = SyntheticEvent<HTMLAnchorElement>;
const onUse = (follow: (event: LinkEvent) => void) => ({ onFocus: follow, onPointerDown: follow, onClick: follow });

export function SignInLink({
  here,
  platform,
  className = 'nav-link',
  children = 'Sign In',
}: {
  here: string;
  platform: string;
  className?: string;
  children?: string;
}) {
  const follow = (event: LinkEvent) => {
    event.currentTarget.href = signInReturnPath(window.location.href, platform);
  };
  return (
    <a className={className} href={signInReturnPath(here, platform)} {...onUse(follow)}>
      {children}
    </a>
  );
}

/** The accounts sign-up; a new account signs in on return, to this page (the home: its dashboard). */
export function SignUpLink({ href, platform }: { href: string; platform: string }) {
  const follow = (event: LinkEvent) => {
    const { origin, pathname, search } = window.location;
    const url = new URL(event.currentTarget.href);
    url.searchParams.set(
      'continue',
      `${origin}${signInReturnPath(pathname === '/' ? '/my-dashboard' : `${pathname}${search}`, platform)}`,
    );
    event.currentTarget.href = url.toString();
  };
  return (
    <a href={href} {...onUse(follow)}>
      Create Account
    </a>
  );
}
