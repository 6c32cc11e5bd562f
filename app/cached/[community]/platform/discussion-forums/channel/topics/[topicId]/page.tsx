// A community forum topic for visitors, from the visitor cache (see the layout): rendered once,
// kept, and rendered again when a reply, edit, vote or moderation revalidates `forum-topic:{id}`.
// It reads without JavaScript; a missing topic is a 404, a failed read is thrown (never cached).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TopicPage } from '@/components/forums/TopicPage';
import '@/components/forums/forums.css';
import { communityOrigin } from '@/lib/hosts';
import { href } from '@/lib/routes/table';
import { fetchPublicTopic } from '@/server/bff/forums';
import { linkContext } from '@/server/bff/links';

// Route segment config must be literal; the value is VISITOR_CACHE_SECONDS (lib/routes/visitor-cache.ts).
export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ community: string; topicId: string }> };

const topicIdOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = topicIdOf((await params).topicId);
  const res = id ? await fetchPublicTopic(id) : null;
  return res?.ok
    ? { title: res.data.topic.title, description: res.data.topic.excerpt }
    : { title: 'Discussion not found' };
}

export default async function VisitorTopicPage({ params }: Props) {
  const { community, topicId } = await params;
  const id = topicIdOf(topicId);
  if (!id) notFound();
  const res = await fetchPublicTopic(id);
  if (!res.ok && res.status === 404) notFound();
  if (!res.ok) throw new Error(`forum topic ${id}: provider answered ${res.status}`);
  const links = linkContext(community);
  return (
    <div className="container page user-platform-page forum">
      <TopicPage
        page={res.data}
        platformSlug="platform"
        origin={communityOrigin(community, links.rootDomain, links.protocol)}
        signedIn={false}
        here={href('discussion-forums.topics.show', { platformSlug: 'platform', topicId: id })}
      />
    </div>
  );
}
