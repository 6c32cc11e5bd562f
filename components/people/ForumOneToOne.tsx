// The forum's One-to-one page (spec 3 §2.7; issue 18): the signed-in player's real conversations,
// each linking into it, and where to start one. Direct messages need a mutual follow or friendship.
import Link from 'next/link';
import { href } from '@/lib/routes/table';
import { getViewer } from '@/server/bff/loaders';
import { getConversations } from '@/server/bff/people';
import { ConversationListView } from './MessagesView';

export async function ForumOneToOne() {
  const viewer = await getViewer();
  if (!viewer) return null;
  const me = viewer.account.user.screen_name;
  const list = await getConversations();
  return (
    <>
      <p>
        Direct messages are open between players who follow each other or are friends.{' '}
        <Link href={href('dashboard.friends-followers', { platformSlug: me })}>Your friends and followers</Link> ·{' '}
        <Link href={href('dashboard.messages', { platformSlug: me })}>All messages</Link>
      </p>
      {list ? (
        <ConversationListView me={me} list={list} />
      ) : (
        <p role="alert" className="alert alert-danger">
          Your conversations could not be loaded. Please try again later.
        </p>
      )}
    </>
  );
}
