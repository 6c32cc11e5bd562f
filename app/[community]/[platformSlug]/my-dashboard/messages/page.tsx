// /{platformSlug}/my-dashboard/messages (spec 3 §2.4; issue 19 §2): my conversations; owner only.
import type { Metadata } from 'next';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { ConversationListView } from '@/components/people/MessagesView';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { getConversations } from '@/server/bff/people';

export const metadata: Metadata = { title: 'Messages', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function Page({ params }: Props) {
  const { community, platformSlug } = await params;
  const me = (await requireDashboardOwner(community, platformSlug)).screen_name;
  const list = await getConversations();
  return (
    <DashboardFrame
      screenName={me}
      role="messages"
      page={href('dashboard.messages', { platformSlug: me })}
      crumbs={[{ label: 'Messages' }]}
      title={list && list.unread ? `Messages (${list.unread} unread)` : 'Messages'}
    >
      {list ? (
        <ConversationListView me={me} list={list} />
      ) : (
        <p role="alert" className="alert alert-danger">
          Your messages could not be loaded. Please try again later.
        </p>
      )}
    </DashboardFrame>
  );
}
