// The mentor dashboard (spec 2 §2 '/my-dashboard/mentor (query tab=received)', spec 3 §2.4
// dashboard.mentoring): the advice I gave and how it was rated; with tab=received, the advice
// received on my ideas, to rate. Only its owner sees it; others go to the user's platform.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MENTOR_DASHBOARD_LEAD, MentorDashboardView } from '@/components/dashboard/MentorDashboard';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { signInReturnPath } from '@/lib/accounts-urls';
import { mentorDashboardTab } from '@/lib/challenges/mentoring';
import { href, userHomeHref } from '@/lib/routes/table';
import { getViewer, requestContext } from '@/server/bff/loaders';
import { getFeedbackChoices, getMentorDashboard } from '@/server/bff/mentoring';
import { loadUserPlatform } from '@/server/bff/user-platform';

export const metadata: Metadata = { title: 'Mentor Dashboard', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function MentorDashboardPage({ params, searchParams }: Props) {
  const [{ community, platformSlug }, query] = await Promise.all([params, searchParams]);
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const user = await loadUserPlatform(platformSlug);
  if (user.id !== viewer.account.user.id) redirect(userHomeHref(user.screen_name));
  const tab = mentorDashboardTab(query.tab);
  const [dashboard, choices] = await Promise.all([
    getMentorDashboard(),
    tab === 'received' ? getFeedbackChoices() : [],
  ]);
  const me = viewer.account.user;
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="mentor"
      page={href('dashboard.mentoring', { platformSlug: me.screen_name })}
      crumbs={[{ label: 'Mentor' }]}
      title="Mentor Dashboard"
      lead={<p className="muted">{MENTOR_DASHBOARD_LEAD}</p>}
    >
      <MentorDashboardView screenName={me.screen_name} tab={tab} dashboard={dashboard} choices={choices} />
    </DashboardFrame>
  );
}
