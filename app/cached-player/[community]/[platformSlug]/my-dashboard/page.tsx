// A dashboard home kept for signed-in players (see the layout): the frame of its owner's dashboard,
// the same HTML whoever asks, with slots for the heading and the owner's own numbers, challenges
// and ideas. The personal parts call fills them for the owner, and sends anybody else where the
// page rendered for its request would: the owner's platform, the address as the screen name is
// written, or the home saying there is no such user.
import type { Metadata } from 'next';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { PersonalSlot } from '@/components/personal/PersonalSlot';
import { PERSONAL_SLOT } from '@/lib/personal-parts';
import { href } from '@/lib/routes/table';
import { getUserByScreenName } from '@/server/bff/loaders';

// Route segment config must be literal; the value is VISITOR_CACHE_SECONDS (lib/routes/visitor-cache.ts).
export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: 'My Dashboard', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function PlayerDashboardHome({ params }: Props) {
  const { community, platformSlug } = await params;
  // A name that is not a user's, or not as their screen name is written, keeps the address's: the
  // personal parts call then sends the player where the page rendered for them would (redirect()
  // is not used in a kept page: Next repeats its Location header when serving the kept answer).
  const user = await getUserByScreenName(platformSlug);
  const screenName = user?.screen_name ?? platformSlug;
  return (
    <DashboardFrame
      screenName={screenName}
      role="overview"
      page={href('dashboard.home', { platformSlug: screenName })}
      crumbs={[]}
      community={community}
      title={
        <PersonalSlot name={PERSONAL_SLOT.dashboardTitle} keepOnFail>
          My Dashboard
        </PersonalSlot>
      }
    >
      <PersonalSlot name={PERSONAL_SLOT.dashboardSummary}>
        <p className="muted">Loading your activity…</p>
      </PersonalSlot>
    </DashboardFrame>
  );
}
