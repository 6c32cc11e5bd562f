// Every page under /{platformSlug}/discussion-forums (spec 3 §2.7): highest-dope, most-recent,
// channel/topics/{all,new,reply-queue,{topicId}}, in-challenges/{all,tasks}, channel/{slug}/…,
// category/{category}, my-frieds (and my-friends), my-saved, one-to-one, mentions, search,
// {slug}/signup and {slug}/member-invite/{code}. lib/routes/forum-paths.ts reads the path.
import type { Metadata } from 'next';
import { ForumRoute } from '@/components/forums/ForumRoute';
import { parseForumPath } from '@/lib/routes/forum-paths';
import { getTopic } from '@/server/bff/forums';

type Props = {
  params: Promise<{ community: string; platformSlug: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await params;
  const view = parseForumPath(path);
  if (!view) return { title: 'Page not found' };
  if (view.kind === 'topic') {
    const page = await getTopic(view.topicId);
    return page ? { title: page.topic.title, description: page.topic.excerpt } : { title: 'Discussion not found' };
  }
  if (view.kind === 'list') return { title: `${view.title} · Discussion forums` };
  if (view.kind === 'challenge-thread') return { title: 'Challenge discussion' };
  const titles = {
    'new-topic': 'Start a topic',
    'new-channel': 'Open a channel',
    signup: 'Join a channel',
    'one-to-one': 'One-to-one',
    search: 'Search discussions',
  };
  return { title: titles[view.kind], robots: { index: false } };
}

export default async function ForumSubPage({ params, searchParams }: Props) {
  const { community, platformSlug, path } = await params;
  return <ForumRoute community={community} platformSlug={platformSlug} path={path} query={await searchParams} />;
}
