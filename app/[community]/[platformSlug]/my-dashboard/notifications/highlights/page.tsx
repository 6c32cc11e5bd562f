// /{platformSlug}/my-dashboard/notifications/highlights (spec 3 §2.4): the highlights feed.
import Link from 'next/link';
import type { Metadata } from 'next';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { NotificationsTabs } from '@/components/game/NotificationsTabs';
import { href } from '@/lib/routes/table';
import { getHighlights } from '@/server/bff/brain';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { RelativeTime } from '@/components/ui/RelativeTime';

export const metadata: Metadata = { title: 'Highlights', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function HighlightsPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const owner = await requireDashboardOwner(community, platformSlug);
  const me = owner.screen_name;
  const page = href('dashboard.notifications.highlights', { platformSlug: me });
  const highlights = await getHighlights(owner.id, {});
  return (
    <DashboardFrame
      screenName={me}
      role="overview"
      page={page}
      crumbs={[{ label: 'Notifications' }, { label: 'Highlights' }]}
      title="Highlights"
    >
      <NotificationsTabs screenName={me} current={page} />
      {!highlights ? (
        <p role="alert" className="alert alert-danger">
          Highlights could not be loaded. Please try again later.
        </p>
      ) : highlights.data.length ? (
        <ul>
          {highlights.data.map((h) => (
            <li key={`${h.notified_at}-${h.highlight_type}`}>
              {h.statement || 'No statement'} <RelativeTime at={h.notified_at * 1000} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          No highlights yet. <Link href={href('home.challenges')}>Find a challenge to play</Link>.
        </p>
      )}
    </DashboardFrame>
  );
}
