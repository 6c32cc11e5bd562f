// One topic (spec 3 §2.7): the opening post and its replies, threaded one level (deeper answers
// quote what they answer), each with its votes and tools; the reply form for those who may post,
// the reason for those who may not. Rendered on the server, so it reads without JavaScript;
// markdown goes through the one server renderer and sanitiser.
import Link from 'next/link';
import type { ForumPost, ForumTopicPage } from '@/lib/contracts/forums';
import { renderMarkdown } from '@/lib/markdown';
import { href, userHomeHref } from '@/lib/routes/table';
import { LiveReplies } from './LiveReplies';
import { PostComposer } from './PostComposer';
import { PostTools } from './PostTools';
import { TopicTools } from './TopicTools';
import { RelativeTime } from '@/components/ui/RelativeTime';

export interface TopicViewProps {
  page: ForumTopicPage;
  signedIn: boolean;
  /** Where replies go (a topic, or a challenge's thread) and what the BFF expires. */
  replyPath: string;
  context: { platform?: string; challenge?: string };
  /** This page's address, for the sign-in link's return and the pager. */
  here: string;
  /** Without the title (the challenge's Discussions tab has its own heading). */
  bare?: boolean;
}

function PostBody({ post }: { post: ForumPost }) {
  if (post.deleted) return <p className="post-placeholder muted">This post was deleted.</p>;
  if (post.hidden && !post.body)
    return (
      <p className="post-placeholder muted">
        {post.hidden === 'votes' ? 'Hidden pending review: several players flagged it.' : 'Hidden by a moderator.'}
      </p>
    );
  return (
    <>
      {post.hidden && (
        <p className="alert alert-info">Hidden from players ({post.hidden}); you see it as a moderator.</p>
      )}
      <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(post.body) }} />
    </>
  );
}

export function TopicView({ page, signedIn, replyPath, context, here, bare }: TopicViewProps) {
  const { topic, viewer } = page;
  const tools = (post: ForumPost) => (
    <PostTools
      post={post}
      topicId={topic.id}
      context={context}
      signedIn={signedIn}
      canReply={viewer.can_post}
      canModerate={viewer.can_moderate}
      replyPath={replyPath}
    />
  );
  const children = new Map<number, ForumPost[]>();
  for (const post of page.posts)
    if (post.parent_id) children.set(post.parent_id, [...(children.get(post.parent_id) ?? []), post]);
  const onPage = new Set(page.posts.map((p) => p.id));
  const top = page.posts.filter((p) => !p.parent_id || !onPage.has(p.parent_id));
  const article = (post: ForumPost, nested = false) => (
    <article key={post.id} id={`post-${post.id}`} className={`forum-post${nested ? ' forum-post-nested' : ''}`}>
      <header className="post-head">
        <Link href={userHomeHref(post.author.screen_name)} data-user-id={post.author.id}>
          {post.author.screen_name}
        </Link>
        <span className="muted">
          {' '}
          · <RelativeTime at={post.created_at} className="" />
          {post.edited_at && ' · edited'}
        </span>
      </header>
      {post.quote && (
        <blockquote className="post-quote">
          <p className="muted">{post.quote.author} wrote:</p>
          <p>{post.quote.excerpt || 'This post is no longer shown.'}</p>
        </blockquote>
      )}
      <PostBody post={post} />
      {tools(post)}
      {!nested && (children.get(post.id) ?? []).map((child) => article(child, true))}
    </article>
  );

  return (
    <div className="forum-topic">
      {!bare && (
        <header className="topic-head">
          <h2>{topic.title}</h2>
          <p className="muted">
            {topic.channel
              ? `In ${topic.channel.title}`
              : topic.challenge
                ? `About the challenge “${topic.challenge.title}”`
                : ''}{' '}
            · {topic.reply_count} {topic.reply_count === 1 ? 'reply' : 'replies'} · {topic.views} views
            {topic.locked && ' · locked'}
            {topic.hidden && ' · hidden from players'}
          </p>
        </header>
      )}
      {signedIn && (
        <TopicTools
          topicId={topic.id}
          saved={viewer.saved}
          locked={topic.locked}
          pinned={topic.pinned}
          hidden={topic.hidden}
          canModerate={viewer.can_moderate}
          moveTo={viewer.move_to}
          context={context}
        />
      )}
      <div className="topic-posts">{top.map((post) => article(post))}</div>
      {page.pages > 1 && (
        <nav className="pager" aria-label="Pages">
          {Array.from({ length: page.pages }, (_, i) => i + 1).map((n) => (
            <Link
              key={n}
              href={n === 1 ? here : `${here}?page=${n}`}
              aria-current={n === page.page ? 'page' : undefined}
            >
              {n}
            </Link>
          ))}
        </nav>
      )}
      <section className="card reply-box" aria-labelledby={`reply-${topic.id}`}>
        <h3 id={`reply-${topic.id}`}>Reply</h3>
        {viewer.can_post ? (
          <PostComposer target={{ path: replyPath, draftKey: `reply:${topic.id}`, context }} />
        ) : signedIn ? (
          <p className="muted">{viewer.refusal}</p>
        ) : (
          <p>
            <Link className="btn" href={href('sign-in', {}, { continue: here })}>
              Sign in to reply
            </Link>
          </p>
        )}
      </section>
      {signedIn && <LiveReplies topicId={topic.id} />}
    </div>
  );
}
