'use client';
// Closable alert that closes itself after 10 s (spec 1 §9).
import { useEffect, useState, type ReactNode } from 'react';
import { ALERT_AUTO_CLOSE_MS } from '@/lib/constants';

export function Alert({
  kind = 'info',
  children,
  autoClose = true,
}: {
  kind?: 'info' | 'danger' | 'success';
  children: ReactNode;
  autoClose?: boolean;
}) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!autoClose) return;
    const timer = setTimeout(() => setOpen(false), ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [autoClose]);
  if (!open) return null;
  return (
    <div className={`alert alert-${kind}`} role={kind === 'danger' ? 'alert' : 'status'}>
      <div>{children}</div>
      <button type="button" className="link-button" aria-label="Close" onClick={() => setOpen(false)}>
        ×
      </button>
    </div>
  );
}
