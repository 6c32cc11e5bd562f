'use client';
// The 'Report' control on a challenge, an idea, a comment, a forum post or a profile (issue 21 §3;
// spec 1 §7 POST /immunity/reports). Shown to signed-in people only; the dialog's code loads when
// the button is first pressed, so pages that are never reported from carry a few bytes (no icon:
// the challenge page's first-load budget has no room for the icon library).
import { lazy, Suspense, useRef, useState } from 'react';
import type { ReportTarget } from '@/lib/contracts/moderation';

const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

export function ReportButton({
  targetType,
  targetId,
  what,
}: {
  targetType: ReportTarget;
  targetId: number;
  /** What is reported, as the dialog's title names it: 'this idea', '@MayaChen'... */
  what: string;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="link-button report-button"
        aria-haspopup="dialog"
        aria-label={`Report ${what}`}
        onClick={() => setOpen(true)}
      >
        Report
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            what={what}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
