'use client';
// A slot of a page kept for players (issue 24 part 5): what stands in its place while the viewer's
// parts load, then the viewer's part (PersonalPartsProvider.tsx fills them). Small on purpose: every
// page's frame carries it, the provider's call only the kept pages.
import { createContext, useContext, type ReactNode } from 'react';

export type PersonalState =
  { status: 'loading' } | { status: 'ready'; parts: Record<string, ReactNode> } | { status: 'failed' };

export const PersonalContext = createContext<PersonalState | null>(null);

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
  const state = useContext(PersonalContext);
  if (state === null || state.status === 'loading') return <>{children}</>;
  const part = state.status === 'ready' ? state.parts[name] : undefined;
  return <>{part !== undefined ? part : keepOnFail ? children : null}</>;
}
