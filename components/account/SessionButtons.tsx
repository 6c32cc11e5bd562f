'use client';
// Sign out and stop-shadowing buttons of the navbar. next-auth's client is loaded when Sign Out is
// pressed, not with every page: the layout ships whatever client code its buttons import.
import { useState } from 'react';

/** Clears the product session, then the accounts session, and comes back here. */
export function SignOutButton({
  logoutUrl,
  className = 'nav-link',
  label = 'Sign Out',
}: {
  logoutUrl: string;
  className?: string;
  label?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => void import('next-auth/react').then(({ signOut }) => signOut({ callbackUrl: logoutUrl }))}
    >
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
