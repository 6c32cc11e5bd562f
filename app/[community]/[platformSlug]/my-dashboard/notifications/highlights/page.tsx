// /{platformSlug}/my-dashboard/notifications/highlights (spec 3 §2.4): the highlights feed.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DashboardFrame } from '../../../../../../components/dashboard/DashboardFrame';
import { NotificationsTabs } from '../../../../../../components/game/NotificationsTabs';
import { signInReturnPath } from '../../../../../../lib/accounts-urls';
import { href, userHomeHref } from '../../../../../../lib/routes/table';
import { getHighlights } from '../../../../../../server/bff/brain';
import { getViewer, requestContext } from '../../../../../../server/bff/loaders';
import { loadUserPlatform } from '../../../../../../server/bff/user-platform';

export const metadata: Metadata = { title: 'Highlights', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function HighlightsPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(signInReturnPath((await requestContext()).path, community));
  const user = await loadUserPlatform(platformSlug);
  if (user.id !== viewer.account.user.id) redirect(userHomeHref(user.screen_name));
  const me = viewer.account.user.screen_name;
  const page = href('dashboard.notifications.highlights', { platformSlug: me });
  const highlights = await getHighlights(viewer.account.user.id, {});
  return (
    <DashboardFrame screenName={me} role="overview" page={page} crumbs={[{ label: 'Notifications' }, { label: 'Highlights' }]} title="Highlights">
      <NotificationsTabs screenName={me} current={page} />
      {!highlights ? (
        <p role="alert" className="alert alert-danger">Highlights could not be loaded. Please try again later.</p>
      ) : highlights.data.length ? (
        <ul>
          {highlights.data.map((h) => (
            <li key={`${h.notified_at}-${h.highlight_type}`}>
              {h.statement || 'No statement'}{' '}
              <time className="muted" dateTime={new Date(h.notified_at * 1000).toISOString()}>{new Date(h.notified_at * 1000).toISOString().slice(0, 10)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No highlights yet.</p>
      )}
    </DashboardFrame>
  );
}
