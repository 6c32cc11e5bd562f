// The forum pages of spec 3 §2.7, one renderer for every path under /{platformSlug}/discussion-forums
// (lib/routes/forum-paths.ts names them): topic lists, a topic, new topic and channel forms, search,
// signup and invites, one-to-one. The page file picks the frame (community or user platform).
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ForumPage } from '@/lib/routes/forum-paths';
import { href, postHref, type RouteName } from '@/lib/routes/table';
import {
  countTopicView,
  getChallengeThread,
  getChannelByInvite,
  getChannels,
  getForumGate,
  getTopic,
  getTopics,
  searchForums,
  type ForumScopeRef,
} from '@/server/bff/forums';
import { fetchChallenge } from '@/server/bff/loaders';
import { PostComposer } from './PostComposer';
import { ChannelList } from './ChannelList';
import { ForumNav } from './ForumNav';
import { InviteLink } from './InviteLink';
import { JoinChannelButton, NewChannelForm, NewTopicForm } from './ForumForms';
import { PostingRule } from './PostingRule';
import { TopicList } from './TopicList';
import { TopicPage } from './TopicPage';
import { TopicView } from './TopicView';
import { ForumOneToOne } from '../people/ForumOneToOne';

export interface ForumContext {
  platformSlug: string;
  scope: ForumScopeRef;
  signedIn: boolean;
  /** This page's path (sign-in return, pager). */
  here: string;
  /** Absolute origin of this community, for JSON-LD. */
  origin: string;
  page: number;
  /** A link to one post (`?post=`): the topic opens on the page that holds it. */
  post?: number;
  q: string;
}

const LIST_ROUTE: Partial<Record<string, RouteName>> = {
  dope: 'discussion-forums.highest-dope',
  recent: 'discussion-forums.most-recent',
  'in-challenges': 'discussion-forums.in-challenges',
  'reply-queue': 'discussion-forums.topics.reply-queue',
  saved: 'discussion-forums.my-saved',
  mentions: 'discussion-forums.mentions',
  friends: 'discussion-forums.my-friends',
  mine: 'discussion-forums.my-discussions',
};

const EMPTY: Record<string, string> = {
  recent: 'No discussions yet. Start the first topic.',
  dope: 'No discussions yet. Start the first topic.',
  'in-challenges': 'No challenge has a discussion yet: open one from a challenge’s Discussions tab.',
  'challenge-tasks': 'Every challenge discussion has a reply.',
  'reply-queue': 'Every topic has a reply. Nice.',
  saved: 'You have not saved a topic yet.',
  mentions: 'Nobody has mentioned you yet.',
  friends: 'Discussions your friends take part in appear here. Add friends from their platform pages.',
  mine: 'You have not posted in a discussion yet.',
};

function SignInFirst({ here, what }: { here: string; what: string }) {
  return (
    <p>
      <Link className="btn" href={href('sign-in', {}, { continue: here })}>
        Sign in
      </Link>{' '}
      to {what}.
    </p>
  );
}

export async function ForumPageView({ view, ctx }: { view: ForumPage; ctx: ForumContext }) {
  const { platformSlug, scope } = ctx;
  if (view.kind === 'topic') {
    const page = await getTopic(view.topicId, ctx.page, ctx.post);
    if (!page) notFound();
    await countTopicView(page.topic.id);
    return (
      <TopicPage page={page} platformSlug={platformSlug} origin={ctx.origin} signedIn={ctx.signedIn} here={ctx.here} />
    );
  }
  if (view.kind === 'challenge-thread') {
    const challenge = await fetchChallenge(view.challenge);
    if (!challenge.ok) notFound();
    const page = await getChallengeThread(view.challenge, ctx.page, ctx.post);
    const context = { platform: scope.platform, challenge: view.challenge };
    const replyPath = `/forums/challenges/${encodeURIComponent(view.challenge)}/messages`;
    return (
      <>
        <p className="crumbs">
          <Link href={href('discussion-forums.in-challenges', { platformSlug })}>In challenges</Link> ›{' '}
          <Link href={href('challenges.show', { challenge: view.challenge })}>{challenge.data.question_title}</Link>
        </p>
        {page ? (
          <TopicView page={page} signedIn={ctx.signedIn} replyPath={replyPath} context={context} here={ctx.here} />
        ) : (
          <section className="card">
            <h2>{challenge.data.question_title}</h2>
            <p className="muted">No discussion has started on this challenge yet.</p>
            {ctx.signedIn ? (
              <PostComposer
                label="Start the discussion"
                submitLabel="Post"
                target={{ path: replyPath, draftKey: `challenge:${view.challenge}`, context }}
              />
            ) : (
              <SignInFirst here={ctx.here} what="start the discussion" />
            )}
          </section>
        )}
      </>
    );
  }
  const channels = (await getChannels(scope)) ?? [];
  if (view.kind === 'new-topic') {
    const channel = view.channel ? channels.find((c) => c.slug === view.channel) : undefined;
    if (view.channel && !channel) notFound();
    return (
      <section className="card">
        <h2>Start a topic{channel ? ` in ${channel.title}` : ''}</h2>
        {ctx.signedIn ? (
          <NewTopicForm
            platformSlug={platformSlug}
            platform={scope.platform}
            channels={channels}
            channel={channel?.slug}
          />
        ) : (
          <SignInFirst here={ctx.here} what="start a topic" />
        )}
      </section>
    );
  }
  if (view.kind === 'new-channel')
    return (
      <section className="card">
        <h2>Open a channel</h2>
        {ctx.signedIn ? (
          <NewChannelForm platformSlug={platformSlug} platform={scope.platform} owner={scope.owner} />
        ) : (
          <SignInFirst here={ctx.here} what="open a channel" />
        )}
      </section>
    );
  if (view.kind === 'signup') {
    // A slugless invite (/{platformSlug}/discussion-forums/member-invite/{code}) names its channel by the code.
    const slug = view.channel || (view.code ? (await getChannelByInvite(scope, view.code))?.slug : undefined);
    const channel = slug ? channels.find((c) => c.slug === slug) : undefined;
    if (!channel) notFound();
    const next = href('discussion-forums.channel', { platformSlug, slug: channel.slug });
    return (
      <section className="card">
        <h2>Join {channel.title}</h2>
        <p>{channel.description}</p>
        {ctx.signedIn ? (
          <JoinChannelButton channelId={channel.id} code={view.code} next={next} />
        ) : (
          <SignInFirst here={ctx.here} what="join" />
        )}
      </section>
    );
  }
  if (view.kind === 'one-to-one')
    return (
      <>
        <ForumNav platformSlug={platformSlug} current="discussion-forums.one-to-one" />
        <section className="card">
          <h2>One-to-one</h2>
          {ctx.signedIn ? <ForumOneToOne /> : <SignInFirst here={ctx.here} what="see your one-to-one conversations" />}
        </section>
      </>
    );
  if (view.kind === 'search') {
    const found = ctx.q ? await searchForums(scope.platform, ctx.q, ctx.page) : null;
    return (
      <>
        <ForumNav platformSlug={platformSlug} q={ctx.q} />
        <h2>Search discussions</h2>
        {!ctx.q ? (
          <p className="muted">Type words to find; &quot;quotes&quot; find a phrase, -word leaves a word out.</p>
        ) : !found || !found.hits.length ? (
          <p className="muted">Nothing matches “{ctx.q}”.</p>
        ) : (
          <ol className="topic-list" aria-label={`${found.total} posts match`}>
            {found.hits.map((hit) => (
              <li key={hit.message_id} className="topic-row">
                <div className="topic-main">
                  <h3 className="topic-title">
                    <Link
                      href={postHref(
                        'discussion-forums.topics.show',
                        { platformSlug, topicId: hit.topic_id },
                        hit.message_id,
                      )}
                    >
                      {hit.title}
                    </Link>
                  </h3>
                  {/* ts_headline output, escaped by the provider but for its <mark> tags. */}
                  <p className="topic-excerpt" dangerouslySetInnerHTML={{ __html: hit.snippet }} />
                  <p className="topic-meta muted">by {hit.author}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </>
    );
  }
  const channel = view.channel ? channels.find((c) => c.slug === view.channel) : undefined;
  if (view.channel && !channel) notFound();
  const list = await getTopics(scope, {
    view: view.view,
    channel: view.channel,
    category: view.category,
    page: ctx.page,
  });
  if (!list) notFound();
  const personal = ['saved', 'mentions', 'friends', 'mine'].includes(view.view);
  return (
    <>
      <ForumNav platformSlug={platformSlug} current={channel ? undefined : LIST_ROUTE[view.view]} />
      <div className="forum-layout">
        <section className="forum-main" aria-labelledby="forum-heading">
          <h2 id="forum-heading">{channel ? channel.title : view.title}</h2>
          {channel?.description && <p className="muted">{channel.description}</p>}
          {channel && (
            <p>
              <Link
                className="btn btn-sm"
                href={href('discussion-forums.channel.new', { platformSlug, slug: channel.slug })}
              >
                Start a topic in {channel.title}
              </Link>{' '}
              <Link href={href('discussion-forums.channel.reply-queue', { platformSlug, slug: channel.slug })}>
                Reply queue
              </Link>
              {channel.members_only && (
                <>
                  {' · '}
                  <Link href={href('discussion-forums.signup', { platformSlug, slug: channel.slug })}>Join</Link>
                </>
              )}
            </p>
          )}
          {channel?.invite_code && (
            <InviteLink
              path={href('discussion-forums.member-invite', {
                platformSlug,
                slug: channel.slug,
                code: channel.invite_code,
              })}
            />
          )}
          {personal && !ctx.signedIn ? (
            <SignInFirst here={ctx.here} what="see your own lists" />
          ) : (
            <TopicList platformSlug={platformSlug} list={list} empty={EMPTY[view.view] ?? EMPTY.recent} />
          )}
          {list.total > list.page * list.page_size && (
            <p>
              <Link href={`${ctx.here}?page=${list.page + 1}`}>Older topics</Link>
            </p>
          )}
        </section>
        <aside className="forum-side">
          <ChannelList platformSlug={platformSlug} channels={channels} />
          <PostingRule gate={ctx.signedIn ? await getForumGate() : null} />
        </aside>
      </div>
    </>
  );
}
