// /{platformSlug}/my-dashboard/my-progress/score-stats?tab=nerve-score&role= (spec 3 §2.4): the
// Nerve Score card, the level board, the role picker and the score history of the chosen role.
// Owner only. When the brain cannot be loaded the page says so and shows no numbers.
import type { Metadata } from 'next';
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

export const metadata: Metadata = { title: 'Nerve Score', robots: { index: false } };

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
      crumbs={[{ label: 'My Progress' }, { label: 'Nerve Score' }]}
      title="Nerve Score"
    >
      <MyProgressTabs screenName={me} current="dashboard.my-progress.score-stats" />
      {/* The role is a filter of this page, not another row of navigation (issue 22). */}
      <form className="role-filter" method="get" action={page}>
        <input type="hidden" name="tab" value="nerve-score" />
        <label htmlFor="score-role">Role</label>
        <select id="score-role" name="role" defaultValue={role}>
          {ROLE_PICKER.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.label}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-sm">
          Show
        </button>
      </form>
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
          <ScoreHistory history={history} signedUpAt={owner.created_at} />
        ) : (
          <p role="alert" className="alert alert-danger">
            Your score history could not be loaded. Please try again later.
          </p>
        )}
      </section>
    </DashboardFrame>
  );
}
