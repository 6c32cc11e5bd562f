// Parts of the director pages: a cycle's facts (window, prize, pool, totals) and a board table.
import type { Leaderboard } from '@/lib/contracts/browse';
import type { OlympiadStats, OlympiadView } from '@/lib/contracts/olympiads';
import { formatScore } from '@/lib/game/gamedash';
import { formatMoneyCents } from '@/lib/money';
import { DashboardUnavailable, EmptyState } from '../dashboard/DashboardFrame';

const day = (iso: string) => new Date(iso).toUTCString().slice(5, 22);

export function OlympiadFacts({
  olympiad,
  stats,
  poolCents,
}: {
  olympiad: OlympiadView;
  stats: OlympiadStats | null;
  poolCents: number;
}) {
  return (
    <section aria-labelledby="cycle-heading" className="card">
      <h2 id="cycle-heading">{olympiad.title}</h2>
      <p>
        {day(olympiad.start_time)} to {day(olympiad.end_time)} UTC · {olympiad.paused ? 'Suspended' : 'Open'} · prize
        pool {formatMoneyCents(poolCents)}
      </p>
      {olympiad.races.length > 0 && (
        <p>Races: {olympiad.races.map((r) => `${r.name} (${formatMoneyCents(r.prize_cents)})`).join(', ')}</p>
      )}
      {stats && (
        <div className="stats dash-stats" aria-label="Tournament totals">
          {(
            [
              ['Ideas', stats.ideas],
              ['Questions', stats.questions],
              ['Ratings', stats.ratings],
              ['Mentoring', stats.mentoring],
              ['Players', stats.players],
              ['Recruits', stats.recruits],
            ] as const
          ).map(([label, n]) => (
            <div className="stat" key={label}>
              <strong>{n.toLocaleString('en-US')}</strong>
              {label}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

export function BoardTable({ board, caption, empty }: { board: Leaderboard | null; caption: string; empty: string }) {
  if (!board) return <DashboardUnavailable />;
  if (board.items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Neurons</th>
          </tr>
        </thead>
        <tbody>
          {board.items.map((item) => (
            <tr key={item.user.id}>
              <td>{item.rank}</td>
              <td>@{item.user.handle}</td>
              <td>{formatScore(item.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
