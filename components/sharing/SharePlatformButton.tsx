'use client';
// 'Share' on another player's platform (spec 3 §2.6; issue 20 §5): opens the share panel for THAT
// platform, its link carrying the sharer's scout id; the sharer's own queue stays at /{me}/share.
// The panel's code is fetched only when opened.
import { lazy, Suspense, useId, useState } from 'react';
import type { SharePanelProps } from './SharePanel';

const SharePanel = lazy(() => import('./SharePanel').then((m) => ({ default: m.SharePanel })));

export function SharePlatformButton({
  screenName,
  ...panel
}: Omit<SharePanelProps, 'subject' | 'target'> & { screenName: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="share-platform">
      <button
        type="button"
        className="btn btn-light"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Share
      </button>
      {open && (
        <section
          id={id}
          className="card share-card share-platform-panel"
          aria-label={`Share @${screenName}'s platform`}
        >
          <Suspense fallback={<p className="muted">Composing message...</p>}>
            <SharePanel {...panel} subject="user" target={screenName} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
