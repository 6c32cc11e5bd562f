'use client';
// Sends one 'page view' analytics trait per navigation (spec 1 §7 /nerves/trait) without delaying it.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

export function PageViewTrait({ community }: { community: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const body = JSON.stringify({
      type: 'page',
      event: 'view',
      context: { community, referrer: document.referrer || null },
      properties: { path: pathname },
      sent_at: Date.now(),
    });
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.('/api/nerves/trait', blob)) {
      void fetch('/api/nerves/trait', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      }).catch(() => {});
    }
  }, [pathname, community]);
  return null;
}
