// My Dashboard's forum pages (spec 3 §2.4): forum tools (for the community's moderators the review
// queue of posts hidden by votes and the moderation log; suspending a player for ambassadors and
// admins) and forum preferences (the posting rule and one's own lists). Only their owner sees them.
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { signInReturnPath } from '@/lib/accounts-urls';
import { href, userHomeHref } from '@/lib/routes/table';
import { getForumGate, getModerationLog, getReviewQueue } from '@/server/bff/forums';
import { getViewer, requestContext } from '@/server/bff/loaders';
import { loadShell } from '@/server/bff/shell';
import { loadUserPlatform } from '@/server/bff/user-platform';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { SuspendForm } from './SuspendForm';
import { PostingRule } from './PostingRule';
import { DashboardSubTabs } from '../dashboard/DashboardNav';
import { ModerationLogTable } from './ModerationLogTable';
import { ReviewQueue } from './ReviewQueue';

/** The two forum pages of the dashboard, each a tab of the other (reached from the dashboard sidebar). */
function ForumTabs({ screenName, current }: { screenName: string; current: string }) {
  return (
    <DashboardSubTabs
      label="Forum pages"
      current={current}
      tabs={[
        { label: 'Forum tools', href: href('dashboard.forum-tools', { platformSlug: screenName }) },
        { label: 'Forum preferences', href: href('dashboard.forum-preferences', { platformSlug: screenName }) },
      ]}
    />
  );
}

async function owner(community: string, platformSlug: string) {
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const user = await loadUserPlatform(platformSlug);
  if (user.id !== viewer.account.user.id) redirect(userHomeHref(user.screen_name));
  return viewer;
}

export async function ForumToolsPage({ community, platformSlug }: { community: string; platformSlug: string }) {
  const viewer = await owner(community, platformSlug);
  const me = viewer.account.user;
  const platform = (await loadShell(community)).platform;
  const [log, queue] = platform
    ? await Promise.all([getModerationLog(platform.slug), getReviewQueue(platform.slug)])
    : [null, null];
  const staff = viewer.account.admin_roles.global_admin || viewer.account.admin_roles.platform_ambassador;
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="forums"
      page={href('dashboard.forum-tools', { platformSlug: me.screen_name })}
      crumbs={[{ label: 'Forum tools' }]}
      title="Forum tools"
    >
      <ForumTabs
        screenName={me.screen_name}
        current={href('dashboard.forum-tools', { platformSlug: me.screen_name })}
      />
      <p>
        <Link href={href('discussion-forums.new-channel', { platformSlug: me.screen_name })}>Open a channel</Link> in
        your own forum, or in the{' '}
        <Link href={href('discussion-forums.index', { platformSlug: 'platform' })}>community forums</Link>.
      </p>
      {staff && (
        <section className="card">
          <h2>Suspend a player from posting</h2>
          <SuspendForm />
        </section>
      )}
      {queue !== null && (
        <section className="card" aria-labelledby="review-queue">
          <h2 id="review-queue">Hidden pending review</h2>
          <ReviewQueue items={queue} platform={platform?.slug ?? ''} />
        </section>
      )}
      <section className="card">
        <h2>Moderation log</h2>
        {log === null ? (
          <p className="muted">The log is for this community’s owner, its ambassadors and admins.</p>
        ) : log.length ? (
          <ModerationLogTable log={log} />
        ) : (
          <p className="muted">Nothing moderated yet.</p>
        )}
      </section>
    </DashboardFrame>
  );
}

export async function ForumPreferencesPage({ community, platformSlug }: { community: string; platformSlug: string }) {
  const viewer = await owner(community, platformSlug);
  const me = viewer.account.user;
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="forums"
      page={href('dashboard.forum-preferences', { platformSlug: me.screen_name })}
      crumbs={[{ label: 'Forum preferences' }]}
      title="Forum preferences"
    >
      <ForumTabs
        screenName={me.screen_name}
        current={href('dashboard.forum-preferences', { platformSlug: me.screen_name })}
      />
      <PostingRule gate={await getForumGate()} />
      <section className="card">
        <h2>Your forum lists</h2>
        <ul>
          <li>
            <Link href={href('discussion-forums.my-saved', { platformSlug: 'platform' })}>Topics you saved</Link>
          </li>
          <li>
            <Link href={href('discussion-forums.mentions', { platformSlug: 'platform' })}>
              Where you were mentioned
            </Link>{' '}
            (you are also <Link href={href('dashboard.notifications', { platformSlug: me.screen_name })}>notified</Link>{' '}
            when someone mentions you or replies in your topic)
          </li>
          <li>
            <Link href={href('discussion-forums.my-discussions', { platformSlug: 'platform' })}>
              Discussions you take part in
            </Link>
          </li>
          <li>
            <Link href={href('discussion-forums.my-friends', { platformSlug: 'platform' })}>
              Discussions your friends take part in
            </Link>
          </li>
        </ul>
      </section>
    </DashboardFrame>
  );
}
