'use client';
// The share panel on a challenge page, loaded on demand like the owner's tools (OwnerTools.tsx):
// the server renders it into the HTML, the browser fetches its chunk only where it is shown.
import { lazy, Suspense } from 'react';
import type { SharePanelProps } from './SharePanel';

const SharePanel = lazy(() => import('./SharePanel').then((m) => ({ default: m.SharePanel })));

export function LazySharePanel(props: SharePanelProps) {
  return (
    <Suspense fallback={null}>
      <SharePanel {...props} />
    </Suspense>
  );
}
