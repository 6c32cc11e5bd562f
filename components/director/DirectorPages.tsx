// The director dashboard (spec 3 §2.4 director: getting-started, current-olympiad, past-olympiad,
// scout-race, funding, administration; §1, §2.5; issue 17 §5), behind the director-dashboard flag.
// Every page reads the one provider answer (GET /olympiad/director); the tournament's host, the
// admins they added and global admins also get its controls, review and pay, settings and admins.
import Link from 'next/link';
import type { DirectorDashboard } from '@/lib/contracts/directors';
import { formatMoneyCents } from '@/lib/money';
import { href } from '@/lib/routes/table';
import { getLeaderboard } from '@/server/bff/browse';
import { requireDashboardOwner } from '@/server/bff/dashboards';
import { getDirectorDashboard } from '@/server/bff/directors';
import { getAllocation } from '@/server/bff/olympiads';
import { OlympiadReview } from '../admin/OlympiadReview';
import { DashboardFrame, DashboardUnavailable, EmptyState } from '../dashboard/DashboardFrame';
import { DashboardSubTabs } from '../dashboard/DashboardNav';
import { BoardTable, OlympiadFacts } from './DirectorParts';
import { DirectorAdmins } from './DirectorAdmins';
import { DirectorSettingsForm } from './DirectorSettingsForm';
import { StopTournament } from './StopTournament';

export const DIRECTOR_SECTIONS = [
  { slug: 'getting-started', label: 'Getting started' },
  { slug: 'current-olympiad', label: 'Current olympiad' },
  { slug: 'past-olympiad', label: 'Past olympiads' },
  { slug: 'scout-race', label: 'Scout race' },
  { slug: 'funding', label: 'Funding' },
  { slug: 'administration', label: 'Administration' },
] as const;
export type DirectorSection = (typeof DIRECTOR_SECTIONS)[number]['slug'];

const STATE_LABEL = { open: 'Open', review: 'Closed, waiting for review', paid: 'Closed and paid' } as const;

export async function DirectorPage(props: {
  community: string;
  platformSlug: string;
  section: DirectorSection;
  olympiadId: number | null;
}) {
  const me = await requireDashboardOwner(props.community, props.platformSlug);
  const screenName = me.screen_name;
  const page = href('dashboard.director.section', { platformSlug: screenName, section: props.section });
  const data = await getDirectorDashboard();
  const label = DIRECTOR_SECTIONS.find((s) => s.slug === props.section)!.label;
  return (
    <DashboardFrame
      screenName={screenName}
      role="director"
      page={page}
      crumbs={[{ label: 'Director', href: href('dashboard.director', { platformSlug: screenName }) }, { label }]}
      title={`Director · ${label}`}
      lead={<p>Directors curate and host a community’s tournament (olympiad).</p>}
    >
      <DashboardSubTabs
        label="Director pages"
        current={page}
        tabs={DIRECTOR_SECTIONS.map((s) => ({
          label: s.label,
          href: href('dashboard.director.section', { platformSlug: screenName, section: s.slug }),
        }))}
      />
      {!data ? <DashboardUnavailable /> : <Section data={data} {...props} screenName={screenName} />}
    </DashboardFrame>
  );
}

async function Section({
  data,
  section,
  olympiadId,
  screenName,
}: {
  data: DirectorDashboard;
  section: DirectorSection;
  olympiadId: number | null;
  screenName: string;
}) {
  if (section === 'getting-started') return <GettingStarted data={data} />;
  if (!data.base)
    return (
      <EmptyState action={{ label: 'Ask a question', href: href('challenges.create') }}>
        {data.director
          ? `${data.director.platform.title} runs no tournament yet.`
          : 'You become a Director when you create or re-nerve your first question.'}
      </EmptyState>
    );
  const base = data.base;
  switch (section) {
    case 'current-olympiad': {
      if (!data.current) return <EmptyState>No cycle of {base.title} is running now.</EmptyState>;
      const [board, allocation] = await Promise.all([
        getLeaderboard(base.platform.slug, { role: 'overall', period: 'month', olympiad: data.current.id }),
        data.can_run ? getAllocation(data.current.id) : null,
      ]);
      return (
        <>
          <OlympiadFacts olympiad={data.current} stats={data.current_stats} poolCents={data.current_pool_cents} />
          {allocation && <OlympiadReview data={allocation} />}
          <section aria-labelledby="current-board">
            <h2 id="current-board">Idea Race standings</h2>
            <BoardTable board={board} caption="Idea Race standings" empty="No participants this cycle" />
          </section>
        </>
      );
    }
    case 'past-olympiad': {
      const chosen = data.past.find((o) => o.id === olympiadId) ?? null;
      const allocation = chosen && data.can_run ? await getAllocation(chosen.id) : null;
      const board =
        chosen && !allocation
          ? await getLeaderboard(base.platform.slug, { role: 'overall', period: 'month', olympiad: chosen.id })
          : null;
      return (
        <>
          {chosen && (
            <section aria-labelledby="chosen-heading">
              <h2 id="chosen-heading">
                {chosen.title} <span className="badge">{STATE_LABEL[chosen.state]}</span>
              </h2>
              {allocation ? (
                <OlympiadReview data={allocation} />
              ) : (
                <BoardTable board={board} caption="Final standings" empty="No participants this cycle" />
              )}
            </section>
          )}
          {data.past.length === 0 ? (
            <EmptyState>No tournaments!</EmptyState>
          ) : (
            <ul className="dash-list" aria-label="Past cycles">
              {data.past.map((o) => (
                <li key={o.id} className="card">
                  <Link
                    href={href(
                      'dashboard.director.section',
                      { platformSlug: screenName, section: 'past-olympiad' },
                      { id: String(o.id) },
                    )}
                  >
                    {o.title}
                  </Link>{' '}
                  · {STATE_LABEL[o.state]} · prize {formatMoneyCents(o.prize_total)}
                </li>
              ))}
            </ul>
          )}
        </>
      );
    }
    case 'scout-race': {
      if (!data.current) return <EmptyState>No cycle of {base.title} is running now.</EmptyState>;
      const board = await getLeaderboard(base.platform.slug, {
        role: 'scout',
        period: 'month',
        olympiad: data.current.id,
      });
      return (
        <section aria-labelledby="scout-board">
          <h2 id="scout-board">Scout race of {data.current.title}</h2>
          <p className="muted">Scouts earn one tenth of their recruits’ variable points.</p>
          <BoardTable board={board} caption="Scout race standings" empty="No participants this cycle" />
        </section>
      );
    }
    case 'funding':
      return (
        <>
          <div className="stats dash-stats" aria-label="Prize pool">
            <div className="stat">
              <strong>{formatMoneyCents(data.current_pool_cents)}</strong>in the current prize pool
            </div>
            <div className="stat">
              <strong>{formatMoneyCents(base.races.reduce((sum, r) => sum + r.prize_cents, 0))}</strong>announced in
              races
            </div>
          </div>
          <p>
            <Link className="btn" href={href('fund', { type: 'platform', target: base.platform.slug })}>
              Fund {base.platform.title}
            </Link>
          </p>
          {data.fundings.length === 0 ? (
            <EmptyState>No patron has funded {base.platform.title} yet.</EmptyState>
          ) : (
            <table className="data-table">
              <caption>Patron funding of {base.platform.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Patron</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Recurrence</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.fundings.map((f, i) => (
                  <tr key={i}>
                    <td>@{f.patron.handle}</td>
                    <td>{formatMoneyCents(f.amount_cents)}</td>
                    <td>{f.recurrence === 'monthly' ? 'Monthly' : 'One-time'}</td>
                    <td>{f.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      );
    case 'administration':
      return (
        <>
          <p>
            Director of {base.title}: {base.director ? `@${base.director.handle}` : 'nobody yet'}
            {base.stopped ? ' · Stopped: no further cycles.' : ''}
          </p>
          {!data.can_run ? (
            <p role="note" className="alert alert-info">
              Only the tournament’s director and its admins can do this.
            </p>
          ) : (
            <>
              <DirectorSettingsForm base={base} />
              <DirectorAdmins baseId={base.id} admins={data.admins} />
              <StopTournament baseId={base.id} stopped={base.stopped} />
              <p>
                Suspend the running cycle, review its prize allocation and pay players from{' '}
                <Link
                  href={href('dashboard.director.section', { platformSlug: screenName, section: 'current-olympiad' })}
                >
                  Current olympiad
                </Link>{' '}
                and{' '}
                <Link href={href('dashboard.director.section', { platformSlug: screenName, section: 'past-olympiad' })}>
                  Past olympiads
                </Link>
                .
              </p>
            </>
          )}
        </>
      );
  }
}

function GettingStarted({ data }: { data: DirectorDashboard }) {
  if (!data.director)
    return (
      <EmptyState action={{ label: 'Ask a question', href: href('challenges.create') }}>
        You become a Director when you create or re-nerve your first question.
      </EmptyState>
    );
  const d = data.director;
  return (
    <section aria-labelledby="you-direct" className="card">
      <h2 id="you-direct">You are a Director of {d.platform.title}</h2>
      <p>
        Since {new Date(d.since).toUTCString().slice(5, 16)}, when you asked{' '}
        <Link href={href('challenges.show', { challenge: d.challenge.slug })}>{d.challenge.question_title}</Link>.
      </p>
      {data.base ? (
        <p>
          {data.is_host
            ? `You host ${data.base.title}: change its settings, add admins, stop or suspend it, and pay its players.`
            : data.can_run
              ? `You are an admin of ${data.base.title}.`
              : `${data.base.title} is hosted by ${data.base.director ? `@${data.base.director.handle}` : 'nobody yet'}.`}{' '}
          It runs {data.base.cycle === 'weekly' ? 'weekly' : 'monthly'} and renews automatically; activity points reset
          each cycle while neurons accumulate.
        </p>
      ) : (
        <p>{d.platform.title} runs no tournament yet.</p>
      )}
      <p className="muted">The Director score does not count toward the Idea Race position.</p>
    </section>
  );
}
