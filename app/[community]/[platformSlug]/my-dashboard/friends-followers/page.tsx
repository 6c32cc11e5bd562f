// /{platformSlug}/my-dashboard/friends-followers (spec 3 §2.4; issue 19 §1): its owner only.
import type { Metadata } from 'next';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { FriendsFollowersView } from '@/components/people/FriendsFollowersView';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { getMyPeople } from '@/server/bff/people';

export const metadata: Metadata = { title: 'Friends and followers', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function Page({ params }: Props) {
  const { community, platformSlug } = await params;
  const me = (await requireDashboardOwner(community, platformSlug)).screen_name;
  const people = await getMyPeople();
  return (
    <DashboardFrame
      screenName={me}
      role="friends-followers"
      page={href('dashboard.friends-followers', { platformSlug: me })}
      crumbs={[{ label: 'Friends and followers' }]}
      title="Friends and followers"
    >
      {people ? (
        <FriendsFollowersView people={people} />
      ) : (
        <p role="alert" className="alert alert-danger">
          Your friends and followers could not be loaded. Please try again later.
        </p>
      )}
    </DashboardFrame>
  );
}
