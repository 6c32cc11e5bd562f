// A user's dashboard (boxed layout). Only its owner sees it; others go to the user's platform.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { DashboardSummary, dashboardWelcome } from '@/components/dashboard/DashboardSummary';
import { signInReturnPath } from '@/lib/accounts-urls';
import { href, userHomeHref } from '@/lib/routes/table';
import { getViewer, requestContext } from '@/server/bff/loaders';
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
      title={dashboardWelcome(me)}
    >
      {/* The frame is ready at once; the viewer's own numbers stream in after it. */}
      <Suspense fallback={<p className="muted">Loading your activity…</p>}>
        <DashboardSummary community={community} />
      </Suspense>
    </DashboardFrame>
  );
}
