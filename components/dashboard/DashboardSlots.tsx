'use client';
// The slots of the dashboard home kept for every owner (issue 24 part 5, components/personal/):
// the greeting's name and the owner's numbers, from the parts call, drawn by the component the
// page rendered per request uses (DashboardSummary.tsx); and the owner check that page makes on
// the server, made here once the call names the viewer.
import { useContext, useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import type { LinkContext } from '@/lib/routes/community-links';
import { dashboardHandleOf } from '@/lib/personal-parts';
import { PersonalContext, PersonalPart } from '../personal/PersonalSlot';
import { DashboardSummary, DashboardSummaryLoading } from './DashboardSummary';

/** 'Welcome, Ada': the name comes with the owner's parts; 'Welcome' alone until then. */
export function DashboardGreetingSlot() {
  return (
    <>
      Welcome
      <PersonalPart render={(answer) => (answer.dashboard ? `, ${answer.dashboard.name}` : undefined)} />
    </>
  );
}

export function DashboardSummarySlot({ links }: { links: LinkContext }) {
  return (
    <PersonalPart
      fallback={<DashboardSummaryLoading />}
      render={(answer) =>
        answer.dashboard && <DashboardSummary summary={answer.dashboard.summary} links={links} now={new Date()} />
      }
    />
  );
}

/**
 * A dashboard is its owner's alone: anybody else is sent on to that user's platform (which says
 * when there is no such user), and the owner to the address with their handle's own casing, as
 * the page rendered per request redirects. A session with nobody is ended by the parts provider,
 * and the page rendered then sends the visitor to sign in.
 */
export function DashboardOwnerGate() {
  const state = useContext(PersonalContext)?.state;
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => {
    const handle = dashboardHandleOf(pathname);
    if (state?.status !== 'ready' || !state.answer.viewer || handle === null) return;
    const own = state.answer.viewer.screenName;
    if (!state.answer.dashboard) router.replace(`/${encodeURIComponent(handle)}`);
    else if (own !== handle) router.replace(`/${encodeURIComponent(own)}/my-dashboard`);
  }, [state, router, pathname]);
  return null;
}
