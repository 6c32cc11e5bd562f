'use client';
// A slot of a page kept for players (issue 24 part 5): what stands in its place while the viewer's
// parts load, then the viewer's part, rendered here from the call's data (PersonalPartsProvider.tsx
// asks for it). Small on purpose: every community page's frame loads it.
import { createContext, useContext, type ReactNode } from 'react';
import type { PersonalPartsAnswer } from '@/lib/contracts/personal-parts';

export type PersonalState =
  { status: 'loading' } | { status: 'ready'; answer: PersonalPartsAnswer } | { status: 'failed' };

/** The parts' state, and how to ask for them again after a failed call. */
export const PersonalContext = createContext<{ state: PersonalState; retry: () => void } | null>(null);

/**
 * One personal part: `fallback` while the parts load (a placeholder of its size), then what
 * `render` makes of the viewer's answer; null is nothing there (not the owner, say). With
 * `keepOnFail`, `fallback` is no mere placeholder but works for anybody (the plain share link, the
 * tab's plain label): it stays when the call failed or `render` gives undefined (no such part).
 */
export function PersonalPart({
  render,
  fallback = null,
  keepOnFail = false,
}: {
  render: (answer: PersonalPartsAnswer) => ReactNode | undefined;
  fallback?: ReactNode;
  keepOnFail?: boolean;
}) {
  const state = useContext(PersonalContext)?.state;
  if (!state || state.status === 'loading') return <>{fallback}</>;
  const part = state.status === 'ready' ? render(state.answer) : undefined;
  return <>{part !== undefined ? part : keepOnFail ? fallback : null}</>;
}

/**
 * At the top of the page's main content: says the viewer's own parts could not be loaded, with a
 * way to ask again (the session is kept; the rest of the page works as a visitor's).
 */
export function PersonalPartsFailed() {
  const personal = useContext(PersonalContext);
  if (personal?.state.status !== 'failed') return null;
  return (
    <div className="container personal-failed" role="alert">
      <p>
        Your own part of this page (your menu, and what on it is yours) could not be loaded.{' '}
        <button type="button" className="btn btn-sm" onClick={personal.retry}>
          Try again
        </button>
      </p>
    </div>
  );
}
