'use client';
// A slot of a page kept for players (issue 24 part 5): what stands in its place while the viewer's
// parts load, then the viewer's part (PersonalPartsProvider.tsx fills them). Small on purpose: every
// page's frame carries it, the provider's call only the kept pages.
import { createContext, useContext, type ReactNode } from 'react';

export type PersonalState =
  { status: 'loading' } | { status: 'ready'; parts: Record<string, ReactNode> } | { status: 'failed' };

/** The parts' state, and how to ask for them again after a failed call. */
export const PersonalContext = createContext<{ state: PersonalState; retry: () => void } | null>(null);

/**
 * One personal part: what `children` shows while the parts load (a placeholder of its size), then
 * the viewer's part, or nothing when the viewer has none there (not the owner, say). With
 * `keepOnFail`, `children` is no mere placeholder but works for anybody (the plain share link, the
 * tab's plain label): it stays when the call failed or brought no such part.
 */
export function PersonalSlot({
  name,
  keepOnFail = false,
  children = null,
}: {
  name: string;
  keepOnFail?: boolean;
  children?: ReactNode;
}) {
  const state = useContext(PersonalContext)?.state;
  if (!state || state.status === 'loading') return <>{children}</>;
  const part = state.status === 'ready' ? state.parts[name] : undefined;
  return <>{part !== undefined ? part : keepOnFail ? children : null}</>;
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
        Your own part of this page (your menu, your ideas and ratings) could not be loaded.{' '}
        <button type="button" className="btn btn-sm" onClick={personal.retry}>
          Try again
        </button>
      </p>
    </div>
  );
}
