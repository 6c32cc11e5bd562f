'use client';
// A disclosure menu of the navbar: the main menu's toggle on small screens and the user menu. It
// closes on Escape (focus goes back to its button), an outside click and navigation.
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { GAMEDASH_DOT_TEXT_ID } from '../game/GameDashButton';

export function NavMenu({
  children,
  id = 'main-menu',
  className = 'nav-menu',
  toggleClassName = 'btn btn-ghost btn-sm nav-toggle',
  label = 'Menu',
  openLabel = 'Close',
  rootClassName,
}: {
  children: ReactNode;
  id?: string;
  className?: string;
  toggleClassName?: string;
  /** The button's content, closed and open (the user menu keeps its avatar and handle). */
  label?: ReactNode;
  openLabel?: ReactNode;
  /** Without one the wrapper adds no box (the main menu lays out in the navbar's row). */
  rootClassName?: string;
}) {
  const pathname = usePathname();
  // The menu is open on the path where it was opened; navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      // Only the menu that holds the focus takes it back; an enclosing menu closing too keeps it.
      if (root.current?.contains(document.activeElement)) toggle.current?.focus();
    };
    const onClick = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div ref={root} className={rootClassName} style={rootClassName ? undefined : { display: 'contents' }}>
      <button
        ref={toggle}
        type="button"
        className={toggleClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-describedby={id === 'main-menu' ? GAMEDASH_DOT_TEXT_ID : undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {open ? openLabel : label}
      </button>
      <ul id={id} className={`${className} ${open ? 'open' : ''}`}>
        {children}
      </ul>
    </div>
  );
}
