'use client';
// Registers /sw.js when it is served (200) and asks for an update, except on the listed paths.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { SERVICE_WORKER_PATH, skipsUpdateCheck } from '@/lib/service-worker';

export function ServiceWorker() {
  const pathname = usePathname();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    void (async () => {
      try {
        const res = await fetch(SERVICE_WORKER_PATH, { method: 'HEAD', cache: 'no-store' });
        if (cancelled || res.status !== 200) return;
        const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
        if (!skipsUpdateCheck(pathname)) await registration.update();
      } catch {
        // Offline support is an enhancement; a failed registration changes nothing for the page.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [pathname]);
  return null;
}
