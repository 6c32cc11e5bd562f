// A list of topics (every forum view): title, where it lives, who started it, replies, dope and
// the last activity. Pinned and locked topics say so.
import Link from 'next/link';
import type { ForumTopicList } from '@/lib/contracts/forums';
import { href } from '@/lib/routes/table';
import { topicHref } from './forum-links';
import { RelativeTime } from '@/components/ui/RelativeTime';

export function TopicList({
  platformSlug,
  list,
  empty,
}: {
  platformSlug: string;
  list: ForumTopicList;
  empty: string;
}) {
  if (!list.topics.length) return <p className="forum-empty muted">{empty}</p>;
  return (
    <ol className="topic-list">
      {list.topics.map((topic) => (
        <li key={topic.id} className="topic-row">
          <div className="topic-main">
            <h3 className="topic-title">
              {topic.pinned && <span className="topic-flag">Pinned</span>}
              {topic.locked && <span className="topic-flag">Locked</span>}
              <Link href={topicHref(platformSlug, topic)}>{topic.title}</Link>
            </h3>
            {topic.excerpt && <p className="topic-excerpt muted">{topic.excerpt}</p>}
            <p className="topic-meta muted">
              {topic.channel ? (
                <Link href={href('discussion-forums.channel', { platformSlug, slug: topic.channel.slug })}>
                  {topic.channel.title}
                </Link>
              ) : (
                <span>Challenge discussion</span>
              )}{' '}
              · started by {topic.author.screen_name} · <RelativeTime at={topic.created_at} className="" />
            </p>
          </div>
          <dl className="topic-stats">
            <div>
              <dt>Replies</dt>
              <dd>{topic.reply_count}</dd>
            </div>
            <div>
              <dt>Dope</dt>
              <dd>{topic.dope}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
