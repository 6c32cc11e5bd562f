// /{platformSlug}/my-dashboard/my-progress/score-stats?tab=nerve-score&role= (spec 3 §2.4): the
// Nerve Score card, the level board, the role picker and the score history of the chosen role.
// Owner only. When the brain cannot be loaded the page says so and shows no numbers.
import type { Metadata } from 'next';
import Link from 'next/link';
import { DashboardFrame } from '@/components/dashboard/DashboardFrame';
import { MyProgressTabs } from '@/components/dashboard/MyProgressTabs';
import { LevelBoard } from '@/components/game/LevelBoard';
import { NerveScoreCard } from '@/components/game/NerveScoreCard';
import { ScoreHistory } from '@/components/game/ScoreHistory';
import { brainRoleSchema, ROLE_PICKER } from '@/lib/contracts/brain';
import { readAccountPreferences } from '@/lib/contracts/preferences';
import { href } from '@/lib/routes/table';
import { brainOf, getBrainHistory, getMyBrains, showNumbering } from '@/server/bff/brain';
import { getMyPreferences } from '@/server/bff/loaders';
import { requireDashboardOwner } from '@/server/bff/dashboards';

export const metadata: Metadata = { title: 'Score stats', robots: { index: false } };

type Props = {
  params: Promise<{ community: string; platformSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ScoreStatsPage({ params, searchParams }: Props) {
  const [{ community, platformSlug }, query] = await Promise.all([params, searchParams]);
  const owner = await requireDashboardOwner(community, platformSlug);
  const parsedRole = brainRoleSchema.safeParse(query.role);
  const role = parsedRole.success ? parsedRole.data : 'overall';
  const [brains, history, preferences] = await Promise.all([getMyBrains(), getBrainHistory(role), getMyPreferences()]);
  const brain = brainOf(brains, role);
  const me = owner.screen_name;
  const page = href('dashboard.my-progress.score-stats', { platformSlug: me });
  return (
    <DashboardFrame
      screenName={me}
      role="my-progress"
      page={page}
      crumbs={[{ label: 'My Progress' }, { label: 'Score stats' }]}
      title="Score stats"
    >
      <MyProgressTabs screenName={me} current="dashboard.my-progress.score-stats" />
      <nav className="dash-subtabs" aria-label="Score by role">
        <ul>
          {ROLE_PICKER.map((r) => (
            <li key={r.slug}>
              <Link
                href={href(
                  'dashboard.my-progress.score-stats',
                  { platformSlug: me },
                  { tab: 'nerve-score', role: r.slug === 'overall' ? undefined : r.slug },
                )}
                aria-current={r.slug === role ? 'page' : undefined}
              >
                {r.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {brain ? (
        <div className="game-grid">
          <NerveScoreCard brain={brain} screenName={me} isOwner />
          <LevelBoard
            brain={brain}
            numbered={showNumbering(preferences)}
            numbering={readAccountPreferences(preferences).brainNumbering}
          />
        </div>
      ) : (
        <p role="alert" className="alert alert-danger">
          Your score could not be loaded. Please try again later.
        </p>
      )}
      <section className="card" aria-labelledby="history-heading" style={{ marginTop: '1.5rem' }}>
        <h2 id="history-heading">History</h2>
        {history ? (
          <ScoreHistory history={history} />
        ) : (
          <p role="alert" className="alert alert-danger">
            Your score history could not be loaded. Please try again later.
          </p>
        )}
      </section>
    </DashboardFrame>
  );
}
