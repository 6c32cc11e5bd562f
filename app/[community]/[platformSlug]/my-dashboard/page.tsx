// A user's dashboard (boxed layout), rendered for its request. Only its owner sees it; others go to
// the user's platform. A signed-in plain visit gets the page kept for every owner instead
// (app/cached-player/[community]/my-dashboard/), with the same parts filled in by the browser.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { DashboardSummary, DashboardSummaryLoading } from '@/components/dashboard/DashboardSummary';
import { signInReturnPath } from '@/lib/accounts-urls';
import { href, userHomeHref } from '@/lib/routes/table';
import { linkContext } from '@/server/bff/links';
import { getMySummary, getViewer, requestContext } from '@/server/bff/loaders';
import { greetingName } from '@/server/bff/personal-parts';
import { loadUserPlatform } from '@/server/bff/user-platform';

export const metadata: Metadata = { title: 'My Dashboard', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function DashboardPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const user = await loadUserPlatform(platformSlug);
  if (user.id !== viewer.account.user.id) redirect(userHomeHref(user.screen_name));
  const me = viewer.account.user;
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="overview"
      page={href('dashboard.home', { platformSlug: me.screen_name })}
      crumbs={[]}
      title={`Welcome, ${greetingName(me)}`}
    >
      {/* The frame is ready at once; the viewer's own numbers stream in after it. */}
      <Suspense fallback={<DashboardSummaryLoading />}>
        <DashboardSummaryPart community={community} />
      </Suspense>
    </DashboardFrame>
  );
}

/** The viewer's own numbers, challenges and ideas (GET /me/summary, kept a few seconds per session). */
async function DashboardSummaryPart({ community }: { community: string }) {
  return <DashboardSummary summary={await getMySummary()} links={linkContext(community)} now={new Date()} />;
}
