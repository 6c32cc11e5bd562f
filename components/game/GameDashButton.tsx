'use client';
// The navbar's Game Dash button. The dialog's code loads only when it is first opened, so it adds
// nothing to a page's first-load JavaScript. It closes on route change and opens by itself on a
// page reached with ?gamedash=open (the home's 'Open Game Dash').
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const GameDashModal = dynamic(() => import('./GameDashModal'), { ssr: false });

export function GameDashButton({ screenName, signInHref }: { screenName: string | null; signInHref: string }) {
  const pathname = usePathname();
  // Open on the path where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('gamedash') !== 'open') return;
    const id = setTimeout(() => setOpenOn(pathname), 0);
    return () => clearTimeout(id);
  }, [pathname]);
  const open = openOn === pathname;
  return (
    <>
      <button type="button" className="bell btn btn-ghost btn-sm" aria-label="Game Dash" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpenOn(pathname)}>
        <span aria-hidden="true">🔔</span>
      </button>
      {/* Portalled to the body: on small screens the button sits in the collapsed menu, which hides its children. */}
      {open && createPortal(<GameDashModal screenName={screenName} pathname={pathname} signInHref={signInHref} onClose={() => setOpenOn(null)} />, document.body)}
    </>
  );
}
