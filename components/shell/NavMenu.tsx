'use client';
// The navbar's menu: a toggle on small screens that closes on Escape, an outside click and navigation.
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { GAMEDASH_DOT_TEXT_ID } from '../game/GameDashButton';

export function NavMenu({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // The menu is open on the path where it was opened; navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    const onClick = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div ref={root} style={{ display: 'contents' }}>
      <button
        type="button"
        className="btn btn-ghost btn-sm nav-toggle"
        aria-expanded={open}
        aria-controls="main-menu"
        aria-describedby={GAMEDASH_DOT_TEXT_ID}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {open ? 'Close' : 'Menu'}
      </button>
      <ul id="main-menu" className={`nav-menu ${open ? 'open' : ''}`}>
        {children}
      </ul>
    </div>
  );
}
