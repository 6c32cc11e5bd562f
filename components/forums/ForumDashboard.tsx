// My Dashboard's forum pages (spec 3 §2.4): forum tools (the community's moderation log for its
// moderators, and suspending a player for ambassadors and admins) and forum preferences (the
// posting rule and one's own lists). Only their owner sees them.
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { signInReturnPath } from '@/lib/accounts-urls';
import { href, userHomeHref } from '@/lib/routes/table';
import { getForumGate, getModerationLog } from '@/server/bff/forums';
import { getViewer, requestContext } from '@/server/bff/loaders';
import { loadShell } from '@/server/bff/shell';
import { loadUserPlatform } from '@/server/bff/user-platform';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { SuspendForm } from './SuspendForm';
import { PostingRule } from './PostingRule';
import { RelativeTime } from '@/components/ui/RelativeTime';

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
  const log = platform ? await getModerationLog(platform.slug) : null;
  const staff = viewer.account.admin_roles.global_admin || viewer.account.admin_roles.platform_ambassador;
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="overview"
      page={href('dashboard.forum-tools', { platformSlug: me.screen_name })}
      crumbs={[{ label: 'Forum tools' }]}
      title="Forum tools"
    >
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
      <section className="card">
        <h2>Moderation log</h2>
        {log === null ? (
          <p className="muted">The log is for this community’s owner, its ambassadors and admins.</p>
        ) : log.length ? (
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">On</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {log.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <RelativeTime at={entry.created_at} className="" />
                  </td>
                  <td>{entry.actor ?? 'votes'}</td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.target_type} {entry.target_id}
                  </td>
                  <td>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
      role="overview"
      page={href('dashboard.forum-preferences', { platformSlug: me.screen_name })}
      crumbs={[{ label: 'Forum preferences' }]}
      title="Forum preferences"
    >
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
            (mentions are stored for notifications, which arrive with the notifications feature)
          </li>
          <li>
            <Link href={href('discussion-forums.my-friends', { platformSlug: 'platform' })}>
              Discussions you take part in
            </Link>
          </li>
        </ul>
      </section>
    </DashboardFrame>
  );
}
