'use client';
// Saved drafts and Saved QQs to promote (spec 2 §2 buttons, §3 'Draft (server)', §8 'No items saved
// yet.'): the person's saved questions, or the ideas they saved to promote, newest first, each
// opening in its own community's form on step 2. ?start=promotions opens the second list at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { errorMessage } from '@/lib/client/api';
import { DRAFT_TEXTS, PROMOTION_ORIGINS, type DraftSummary } from '@/lib/contracts/drafts';
import { draftHref } from '@/lib/challenges/draft-links';
import type { LinkContext } from '@/lib/routes/community-links';
import { useHydrated } from '../ui/useHydrated';
import { formatDate } from './format';
import { listServerDrafts } from './server-drafts';

export type DraftList = 'drafts' | 'promotions';
const LISTS: Record<DraftList, { title: string; origins: readonly DraftSummary['origin'][] }> = {
  drafts: { title: 'Saved drafts', origins: ['challenge-creation-flow'] },
  promotions: { title: 'Saved QQs to promote', origins: PROMOTION_ORIGINS },
};

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; drafts: DraftSummary[] };

function SavedDraftsDialog({ list, links, onClose }: { list: DraftList; links: LinkContext; onClose: () => void }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const host = document.getElementById('modals');

  useEffect(() => {
    let live = true;
    listServerDrafts(LISTS[list].origins)
      .then((drafts) => live && setState({ kind: 'ready', drafts }))
      .catch((err) => live && setState({ kind: 'error', message: errorMessage(err) }));
    return () => {
      live = false;
    };
  }, [list]);

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
      <div
        className="dialog saved-drafts"
        role="dialog"
        aria-modal="true"
        aria-labelledby="saved-drafts-title"
        ref={dialogRef}
      >
        <h2 id="saved-drafts-title">{LISTS[list].title}</h2>
        {state.kind === 'loading' && (
          <p className="muted" role="status">
            Loading your drafts…
          </p>
        )}
        {state.kind === 'error' && (
          <p className="alert alert-danger" role="alert">
            {state.message}
          </p>
        )}
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
          <button type="button" className="btn btn-ghost" ref={closeRef} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>,
    host,
  );
}

export function SavedDraftsButton({ list, links }: { list: DraftList; links: LinkContext }) {
  const [open, setOpen] = useState(false);
  // The promotions list opens by itself when the address asks for it (spec 2 §2 start=promotions):
  // once, right after hydration, since the server render cannot read the address.
  const hydrated = useHydrated();
  const [addressRead, setAddressRead] = useState(false);
  if (hydrated && !addressRead) {
    setAddressRead(true);
    if (list === 'promotions' && new URLSearchParams(window.location.search).get('start') === 'promotions')
      setOpen(true);
  }
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Closing gives focus back to the button that opened the dialog.
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-haspopup="dialog"
        ref={buttonRef}
        onClick={() => setOpen(true)}
      >
        {LISTS[list].title}
      </button>
      {open && <SavedDraftsDialog list={list} links={links} onClose={close} />}
    </>
  );
}
