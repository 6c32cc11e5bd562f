// /{platformSlug}/my-dashboard/my-progress/awards-badges (spec 3 §2.4): the player's medals and
// rank badges from GET /award/medals/me (the catalogue is lib/game/medals.ts), with their counts.
// Owner only. When the medals cannot be loaded the page says so and shows none.
import type { Metadata } from 'next';
import { DashboardFrame, EmptyState } from '@/components/dashboard/DashboardFrame';
import { MyProgressTabs } from '@/components/dashboard/MyProgressTabs';
import { MedalList, MedalSummary } from '@/components/game/MedalList';
import { countMedals } from '@/lib/game/medals';
import { href } from '@/lib/routes/table';
import { getUserMedals } from '@/server/bff/awards';
import { requireDashboardOwner } from '@/server/bff/dashboards';

export const metadata: Metadata = { title: 'Awards & badges', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

export default async function AwardsBadgesPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const owner = await requireDashboardOwner(community, platformSlug);
  const me = owner.screen_name;
  const result = await getUserMedals('me', { owner: true });
  const medals = result?.medals ?? [];
  const won = medals.filter((m) => m.kind !== 'rank');
  const badges = medals.filter((m) => m.kind === 'rank');
  return (
    <DashboardFrame
      screenName={me}
      role="my-progress"
      page={href('dashboard.my-progress.awards-badges', { platformSlug: me })}
      crumbs={[
        { label: 'My Progress', href: href('dashboard.my-progress.score-stats', { platformSlug: me }) },
        { label: 'Awards & badges' },
      ]}
      title="Awards & badges"
      lead={
        <p>
          Medals come from prize places, the Top 3 and Top 5 of closed challenges and tournament places; rank badges
          from the ranks your scores have reached.
        </p>
      }
    >
      <MyProgressTabs screenName={me} current="dashboard.my-progress.awards-badges" />
      {!result ? (
        <p role="alert" className="alert alert-danger">
          Your awards could not be loaded. Please try again later.
        </p>
      ) : (
        <>
          {medals.length > 0 && <MedalSummary meta={countMedals(medals)} />}
          <section aria-labelledby="medals-heading" style={{ marginBottom: '1.5rem' }}>
            <h2 id="medals-heading">Medals</h2>
            {won.length ? (
              <MedalList medals={won} />
            ) : (
              <EmptyState action={{ label: 'Find an open challenge', href: href('home', {}) }}>
                No medals yet. Enter ideas in open challenges: prize places, the catalyst’s picks and the crowd’s Top 5
                earn medals when a challenge closes.
              </EmptyState>
            )}
          </section>
          <section aria-labelledby="badges-heading">
            <h2 id="badges-heading">Rank badges</h2>
            {badges.length ? (
              <MedalList medals={badges} />
            ) : (
              <EmptyState
                action={{
                  label: 'See your score stats',
                  href: href('dashboard.my-progress.score-stats', { platformSlug: me }),
                }}
              >
                No rank badges yet. A role’s badge comes with its rank 2, at level 11 (6,000 neurons in that role).
              </EmptyState>
            )}
          </section>
        </>
      )}
    </DashboardFrame>
  );
}
