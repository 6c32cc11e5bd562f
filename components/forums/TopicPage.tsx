// A topic's own page: breadcrumbs, DiscussionForumPosting JSON-LD and the thread. Reads nothing of
// the request, so the visitor cache renders it too (app/cached/…/channel/topics/[topicId]).
import Link from 'next/link';
import type { ForumTopicPage } from '@/lib/contracts/forums';
import { href } from '@/lib/routes/table';
import { forumTopicJsonLd } from '@/lib/seo/forum-json-ld';
import { JsonLd } from '../seo/JsonLd';
import { TopicView } from './TopicView';

export function TopicPage({
  page,
  platformSlug,
  origin,
  signedIn,
  here,
}: {
  page: ForumTopicPage;
  platformSlug: string;
  origin: string;
  signedIn: boolean;
  here: string;
}) {
  const url = `${origin}${href('discussion-forums.topics.show', { platformSlug, topicId: page.topic.id })}`;
  return (
    <>
      <JsonLd data={forumTopicJsonLd(page, url, (name) => `${origin}${href('home.user', { platformSlug: name })}`)} />
      <p className="crumbs">
        <Link href={href('discussion-forums.index', { platformSlug })}>Forums</Link>
        {page.topic.channel && (
          <>
            {' › '}
            <Link href={href('discussion-forums.channel', { platformSlug, slug: page.topic.channel.slug })}>
              {page.topic.channel.title}
            </Link>
          </>
        )}
        {page.topic.challenge && (
          <>
            {' › '}
            <Link href={href('challenges.show', { challenge: page.topic.challenge.slug })}>Challenge</Link>
          </>
        )}
      </p>
      <TopicView
        page={page}
        signedIn={signedIn}
        replyPath={`/forums/topics/${page.topic.id}/replies`}
        context={{ platform: page.topic.platform, challenge: page.topic.challenge?.slug }}
        here={here}
      />
    </>
  );
}
