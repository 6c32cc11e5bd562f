'use client';
// Saved drafts (spec 2 §2 buttons, §3 'Draft (server)', §8 'No items saved yet.'): the person's
// saved questions, newest first, each opening in its own community's form on step 2.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ApiError } from '../../lib/client/api';
import { MESSAGES } from '../../lib/constants';
import { DRAFT_TEXTS, type DraftSummary } from '../../lib/contracts/drafts';
import { communityHref, type LinkContext } from '../../lib/routes/community-links';
import { href } from '../../lib/routes/table';
import { formatDate } from './format';
import { listServerDrafts } from './server-drafts';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; drafts: DraftSummary[] };

function draftHref(links: LinkContext, draft: DraftSummary): string {
  const route = draft.solution_format === 'test-an-idea' ? href('challenges.test-idea') : href('challenges.create');
  return communityHref(links, draft.platform, `${route}?draft=${draft.id}`);
}

function SavedDraftsDialog({ links, onClose }: { links: LinkContext; onClose: () => void }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const host = document.getElementById('modals');

  useEffect(() => {
    let live = true;
    listServerDrafts()
      .then((drafts) => live && setState({ kind: 'ready', drafts }))
      .catch((err) => live && setState({ kind: 'error', message: err instanceof ApiError ? err.message : MESSAGES.generic }));
    return () => {
      live = false;
    };
  }, []);

  // Focus starts on Close, Escape closes, and Tab stays inside the dialog while it is open.
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return onClose();
      if (e.key !== 'Tab' || !dialogRef.current) return;
      const items = [...dialogRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const [first, last] = [items[0], items[items.length - 1]];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  if (!host) return null;
  return createPortal(
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="dialog saved-drafts" role="dialog" aria-modal="true" aria-labelledby="saved-drafts-title" ref={dialogRef}>
        <h2 id="saved-drafts-title">Saved drafts</h2>
        {state.kind === 'loading' && <p className="muted" role="status">Loading your drafts…</p>}
        {state.kind === 'error' && <p className="alert alert-danger" role="alert">{state.message}</p>}
        {state.kind === 'ready' && state.drafts.length === 0 && <p className="muted">{DRAFT_TEXTS.empty}</p>}
        {state.kind === 'ready' && state.drafts.length > 0 && (
          <ul className="saved-drafts-list">
            {state.drafts.map((draft) => (
              <li key={draft.id}>
                <a href={draftHref(links, draft)}>{draft.title ?? DRAFT_TEXTS.noTitle}</a>
                <span className="muted">
                  {draft.solution_format === 'test-an-idea' ? 'Test my Idea · ' : ''}
                  {draft.platform === links.community ? '' : `${draft.platform} · `}saved {formatDate(draft.updated_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" ref={closeRef} onClick={onClose}>Close</button>
        </div>
      </div>
    </div>,
    host,
  );
}

export function SavedDraftsButton({ links }: { links: LinkContext }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Closing gives focus back to the button that opened the dialog.
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" aria-haspopup="dialog" ref={buttonRef} onClick={() => setOpen(true)}>Saved drafts</button>
      {open && <SavedDraftsDialog links={links} onClose={close} />}
    </>
  );
}
