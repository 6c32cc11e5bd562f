// /{platformSlug}/my-dashboard/my-progress/impact (spec 3 §2.4): what the player did and whom it
// reached, every figure counted by the provider (GET /me/impact). Owner only; when the figures
// cannot be loaded the page says so instead of showing numbers.
import type { Metadata } from 'next';
import Link from 'next/link';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { MyProgressTabs } from '@/components/dashboard/MyProgressTabs';
import type { Impact } from '@/lib/contracts/awards';
import { href } from '@/lib/routes/table';
import { getMyImpact } from '@/server/bff/awards';
import { requireDashboardOwner } from '@/server/bff/dashboards';

export const metadata: Metadata = { title: 'Impact', robots: { index: false } };

type Props = { params: Promise<{ community: string; platformSlug: string }> };

const GROUPS: { heading: string; id: string; figures: { key: keyof Impact; label: string }[] }[] = [
  {
    heading: 'What you did',
    id: 'did',
    figures: [
      { key: 'ideas_entered', label: 'ideas entered' },
      { key: 'ratings_given', label: 'ratings given' },
      { key: 'advice_given', label: 'mentoring comments given' },
      { key: 'challenges_created', label: 'challenges created' },
    ],
  },
  {
    heading: 'Whom it reached',
    id: 'reached',
    figures: [
      { key: 'players_reached', label: 'players reached' },
      { key: 'ratings_received', label: 'ratings of your ideas' },
      { key: 'advice_received', label: 'mentoring comments on your ideas' },
      { key: 'recruits', label: 'players recruited' },
    ],
  },
  {
    heading: 'What won',
    id: 'won',
    figures: [
      { key: 'ideas_awarded', label: 'ideas that won a prize or made a Top 3 / Top 5' },
      { key: 'ideas_picked', label: 'ideas a catalyst picked' },
    ],
  },
];

export default async function ImpactPage({ params }: Props) {
  const { community, platformSlug } = await params;
  const owner = await requireDashboardOwner(community, platformSlug);
  const me = owner.screen_name;
  const impact = await getMyImpact();
  return (
    <DashboardFrame
      screenName={me}
      role="my-progress"
      page={href('dashboard.my-progress.impact', { platformSlug: me })}
      crumbs={[
        { label: 'My Progress', href: href('dashboard.my-progress.score-stats', { platformSlug: me }) },
        { label: 'Impact' },
      ]}
      title="Impact"
      lead={
        <p>Players reached counts the different people who rated or mentored your ideas, or played your challenges.</p>
      }
    >
      <MyProgressTabs screenName={me} current="dashboard.my-progress.impact" />
      {!impact ? (
        <p role="alert" className="alert alert-danger">
          Your impact could not be loaded. Please try again later.
        </p>
      ) : (
        <>
          {GROUPS.map((group) => (
            <section key={group.id} aria-labelledby={`impact-${group.id}`} style={{ marginBottom: '1.5rem' }}>
              <h2 id={`impact-${group.id}`}>{group.heading}</h2>
              <ul className="stats" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {group.figures.map((f) => (
                  <li key={f.key} className="stat" data-figure={f.key}>
                    <strong>{impact[f.key].toLocaleString('en-US')}</strong> {f.label}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {impact.ideas_awarded > 0 && (
            <p>
              <Link href={href('dashboard.my-progress.awards-badges', { platformSlug: me })}>
                See the medals your ideas won
              </Link>
            </p>
          )}
        </>
      )}
    </DashboardFrame>
  );
}
