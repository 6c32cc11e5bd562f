// The scout dashboard (spec 3 §2.4: /my-dashboard/scout with challenges, olympiad, recruits):
// only its owner sees it; others go to the user's platform. /scout alone shows the recruits, with
// the form that invites someone by email (POST /account/signup/invite).
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import {
  ScoutDashboardView,
  ScoutLead,
  SCOUT_TABS,
  scoutTabHref,
  type ScoutTab,
} from '@/components/sharing/ScoutDashboard';
import { InviteForm } from '@/components/sharing/InviteForm';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { Alert } from '@/components/ui/Alert';
import { signInReturnPath } from '@/lib/accounts-urls';
import { MESSAGES } from '@/lib/constants';
import { userHomeHref } from '@/lib/routes/table';
import { getViewer, requestContext } from '@/server/bff/loaders';
import { getScoutDashboard } from '@/server/bff/sharing';
import { loadUserPlatform } from '@/server/bff/user-platform';

export const metadata: Metadata = { title: 'Scout Dashboard', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string; tab?: string[] }> };

export default async function ScoutDashboardPage({ params }: Props) {
  const { community, platformSlug, tab: segments = [] } = await params;
  const tab = (segments[0] ?? 'recruits') as ScoutTab;
  if (segments.length > 1 || !SCOUT_TABS.includes(tab)) notFound();
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const user = await loadUserPlatform(platformSlug);
  if (user.id !== viewer.account.user.id) redirect(userHomeHref(user.screen_name));
  const me = viewer.account.user;
  const data = await getScoutDashboard(community);
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="scout"
      page={scoutTabHref(me.screen_name, tab)}
      crumbs={[{ label: 'Scout' }]}
      title="Scout"
      lead={<ScoutLead screenName={me.screen_name} />}
    >
      {data ? (
        <ScoutDashboardView screenName={me.screen_name} tab={tab} data={data} />
      ) : (
        <Alert kind="danger" autoClose={false}>
          {MESSAGES.generic}
        </Alert>
      )}
      {/* Invitations credit the inviter as scout, so they are sent from the recruits list (issue 19 §5). */}
      {tab === 'recruits' && !viewer.shadow && <InviteForm />}
    </DashboardFrame>
  );
}
