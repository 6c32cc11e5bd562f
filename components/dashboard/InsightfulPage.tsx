// The insightful dashboard (spec 3 §1, §2.4 dashboard.insightful): the insights I wrote, their
// scores and my insightful neurons; with ?challenge={slug}, where a player challenges the
// assumptions of that question and rates other players' insights (the challenge page's Insightfuls
// tab lists them read-only and links here).
import Link from 'next/link';
import { ASSUMPTIONS, ASSUMPTION_LABELS, type InsightList as InsightListData } from '@/lib/contracts/insightful';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import { formatScore } from '@/lib/game/gamedash';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { getInsights, getMyInsights } from '@/server/bff/insightful';
import { getChallenge } from '@/server/bff/loaders';
import { CatalystAssumptions } from '../challenges/detail/InfoPanels';
import { InsightForm } from '../insightful/InsightForm';
import { InsightList, insightScore } from '../insightful/InsightList';
import { StarRatingForm } from '../insightful/StarRatingForm';
import { DashboardFrame, DashboardUnavailable, EmptyState } from './DashboardFrame';

export async function InsightfulPage({
  community,
  platformSlug,
  challengeSlug,
}: {
  community: string;
  platformSlug: string;
  challengeSlug: string | null;
}) {
  const me = await requireDashboardOwner(community, platformSlug);
  const screenName = me.screen_name;
  const page = href('dashboard.insightful', { platformSlug: screenName });
  const [mine, challenge, insights] = await Promise.all([
    getMyInsights(),
    challengeSlug ? getChallenge(challengeSlug) : null,
    challengeSlug ? getInsights(challengeSlug) : null,
  ]);
  return (
    <DashboardFrame
      screenName={screenName}
      role="insightful"
      page={challengeSlug ? `${page}?challenge=${challengeSlug}` : page}
      crumbs={[{ label: 'Insightful' }]}
      title="Insightful"
      lead={
        <p>
          Insightful players challenge the assumptions of a question: what the problem is, who has it, and why it
          matters.
        </p>
      }
    >
      {challengeSlug && <ChallengeInsights challenge={challenge} insights={insights} slug={challengeSlug} />}
      <section aria-labelledby="my-insights">
        <h2 id="my-insights">My insights</h2>
        {!mine ? (
          <DashboardUnavailable />
        ) : (
          <>
            <div className="stats dash-stats" aria-label="Insightful score">
              <div className="stat">
                <strong>{formatScore(mine.neurons)}</strong>insightful neurons
              </div>
              <div className="stat">
                <strong>{mine.insights.length}</strong>
                {mine.insights.length === 1 ? 'assumption challenged' : 'assumptions challenged'}
              </div>
            </div>
            {mine.insights.length ? (
              <ul className="insight-list">
                {mine.insights.map((insight) => (
                  <li key={insight.id} className="insight card">
                    <p className="insight-kicker">{ASSUMPTION_LABELS[insight.assumption]}</p>
                    <p>
                      <Link
                        href={href('challenges.show', { challenge: insight.challenge.slug }, { tab: 'insightfuls' })}
                      >
                        {insight.challenge.question_title}
                      </Link>
                      {insight.challenge.closed && <span className="muted"> (closed)</span>}
                    </p>
                    <p className="insight-text">{insight.text}</p>
                    <p className="muted insight-meta">{insightScore(insight)}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState action={{ label: 'Find an open challenge', href: href('home') }}>
                You have not challenged an assumption yet. Open a challenge, go to its Insightfuls tab and press
                ‘Challenge an assumption’.
              </EmptyState>
            )}
          </>
        )}
      </section>
    </DashboardFrame>
  );
}

function ChallengeInsights({
  challenge,
  insights,
  slug,
}: {
  challenge: ChallengeDetail | null;
  insights: InsightListData | null;
  slug: string;
}) {
  if (!challenge || !insights) {
    return (
      <p role="alert" className="alert alert-danger">
        This challenge could not be loaded. Please try again later.
      </p>
    );
  }
  const open = !insights.closed;
  const available = ASSUMPTIONS.filter((a) => !insights.mine.includes(a));
  return (
    <section aria-labelledby="challenge-insights" className="card" style={{ marginBottom: '2rem' }}>
      <h2 id="challenge-insights">
        <Link href={href('challenges.show', { challenge: slug }, { tab: 'insightfuls' })}>
          {challenge.question_title}
        </Link>
      </h2>
      <CatalystAssumptions challenge={challenge} />
      {insights.is_catalyst ? (
        <p className="muted">This is your question: other players challenge its assumptions.</p>
      ) : open ? (
        <InsightForm slug={slug} available={available} />
      ) : (
        <p className="muted">This challenge is closed: its assumptions can no longer be challenged.</p>
      )}
      <h3>Insights on this question</h3>
      <InsightList
        insights={insights.insights}
        rateSlot={(insight) =>
          open && !insight.mine ? (
            <StarRatingForm
              action={`/insightfuls/${insight.id}/ratings`}
              legend="Rate this insight"
              submitLabel="Rate insight"
              given={insight.my_rating}
            />
          ) : null
        }
      />
    </section>
  );
}
