// The innovation resume (spec 3 §2.4 dashboard.resume, path innovation-resume): one printable
// page of what the player has done, from the ledger and their activity: level, neurons per role,
// questions asked, ideas entered and ratings given, with the latest of each.
import Link from 'next/link';
import { formatScore } from '@/lib/game/gamedash';
import { NEURON_ROLE_HINTS, NEURON_ROLE_LABELS, isNeuronRole } from '@/lib/contracts/neurons';
import { levelFromScore } from '@/lib/game/levels';
import { href } from '@/lib/routes/table';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { getMySummary } from '@/server/bff/loaders';
import { getUserNeurons } from '@/server/bff/user-platform-data';
import { PrintButton } from '../platform/PrintButton';
import { plural } from './ChallengeSummary';
import { DashboardFrame, DashboardUnavailable, EmptyState } from './DashboardFrame';

export async function InnovationResume({ community, platformSlug }: { community: string; platformSlug: string }) {
  const me = await requireDashboardOwner(community, platformSlug);
  const [summary, neurons] = await Promise.all([getMySummary(), getUserNeurons(me.id)]);
  const name = [me.first_name, me.last_name].filter(Boolean).join(' ') || me.screen_name;
  const roles = neurons?.by_role.filter((r) => r.points !== 0) ?? [];
  return (
    <DashboardFrame
      screenName={me.screen_name}
      role="resume"
      page={href('dashboard.innovation-resume', { platformSlug: me.screen_name })}
      crumbs={[{ label: 'Innovation resume' }]}
      title="Innovation resume"
      lead={<p>What you have asked, answered, rated and earned on Nervus, on one page you can print or save.</p>}
    >
      {!summary || !neurons ? (
        <DashboardUnavailable />
      ) : (
        <article className="card resume" aria-labelledby="resume-name">
          <h2 id="resume-name">
            {name} <span className="muted">@{me.screen_name}</span>
          </h2>
          <div className="stats dash-stats" aria-label="Totals">
            <div className="stat">
              <strong>{levelFromScore(neurons.total)}</strong>level
            </div>
            <div className="stat">
              <strong>{formatScore(neurons.total)}</strong>neurons
            </div>
            <div className="stat">
              <strong>{summary.challenges}</strong>
              {summary.challenges === 1 ? 'question asked' : 'questions asked'}
            </div>
            <div className="stat">
              <strong>{summary.ideas}</strong>
              {summary.ideas === 1 ? 'idea entered' : 'ideas entered'}
            </div>
            <div className="stat">
              <strong>{summary.ratings}</strong>
              {summary.ratings === 1 ? 'rating given' : 'ratings given'}
            </div>
          </div>
          <h3>Roles</h3>
          {roles.length ? (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Role</th>
                  <th scope="col">Neurons</th>
                  <th scope="col">For</th>
                </tr>
              </thead>
              <tbody>
                {roles.map((r) => (
                  <tr key={r.role}>
                    <th scope="row">{isNeuronRole(r.role) ? NEURON_ROLE_LABELS[r.role] : r.role}</th>
                    <td>{formatScore(r.points)}</td>
                    <td>{isNeuronRole(r.role) ? NEURON_ROLE_HINTS[r.role] : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <EmptyState action={{ label: 'Find an open challenge', href: href('home') }}>
              No neurons yet: every role earns them, from entering an idea to rating one.
            </EmptyState>
          )}
          {summary.recent_ideas.length > 0 && (
            <>
              <h3>Latest ideas</h3>
              <ul>
                {summary.recent_ideas.map((idea) => (
                  <li key={idea.id}>
                    {idea.title}{' '}
                    <span className="muted">
                      for{' '}
                      <Link href={href('challenges.show', { challenge: idea.challenge.slug })}>
                        {idea.challenge.question_title}
                      </Link>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {summary.recent_challenges.length > 0 && (
            <>
              <h3>Latest questions ({plural(summary.challenges, 'question')} in all)</h3>
              <ul>
                {summary.recent_challenges.map((c) => (
                  <li key={c.slug}>
                    <Link href={href('challenges.show', { challenge: c.slug })}>{c.question_title}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="no-print">
            <PrintButton />
          </p>
        </article>
      )}
    </DashboardFrame>
  );
}
