// The head of a tournament board (issue 17 §2; spec 3 §2.5): which tournament (Current or Prior,
// Open or Closed), the prior-tournament picker, a custom date range, and the tournament's totals
// (qty ideas, questions, ratings, mentoring, players, recruits).
import type { OlympiadStats, OlympiadView } from '@/lib/contracts/olympiads';
import { formatMoneyCents } from '@/lib/money';
import '../platform/tournaments.css';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function OlympiadBoardHeader({
  selected,
  olympiads,
  stats,
  action,
  view,
  role,
  range,
}: {
  selected: OlympiadView | null;
  olympiads: OlympiadView[];
  stats: OlympiadStats | null;
  /** The board's own path (the forms GET it). */
  action: string;
  /** The board page's view the forms stay on (/nerve-boards?view=tournament). */
  view?: string;
  role: string;
  range: { from?: string; to?: string };
}) {
  const open = selected ? selected.status !== 'closed' && selected.state === 'open' : false;
  return (
    <div className="olympiad-board-head">
      {selected && !range.from && !range.to && (
        <p className="tournament-title">
          <span className="muted">{selected.is_current ? 'Current Tournament' : 'Prior Tournament'}:</span>{' '}
          <strong>{selected.title}</strong>{' '}
          <span className={`badge${open ? '' : ' badge-closed'}`}>{open ? 'Open' : 'Closed'}</span>{' '}
          <span className="muted">
            {day.format(new Date(selected.start_time))} to {day.format(new Date(Date.parse(selected.end_time) - 1))}{' '}
            (UTC) · prize pool {formatMoneyCents(selected.prize_total)}
          </span>
        </p>
      )}
      <div className="olympiad-board-forms">
        {olympiads.length > 0 && (
          <form method="get" action={action} className="inline-form">
            <label htmlFor="olympiad-pick">Tournament</label>
            <select id="olympiad-pick" name="olympiad" defaultValue={selected ? String(selected.id) : undefined}>
              {olympiads.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title}
                  {o.is_current ? ' (current)' : ''}
                </option>
              ))}
            </select>
            {view && <input type="hidden" name="view" value={view} />}
            {role !== 'overall' && <input type="hidden" name="role" value={role} />}
            <button className="btn btn-ghost" type="submit">
              View
            </button>
          </form>
        )}
        <form method="get" action={action} className="inline-form">
          <label htmlFor="range-from">From</label>
          <input id="range-from" type="date" name="from" min="1900-01-01" max="2099-12-31" defaultValue={range.from} />
          <label htmlFor="range-to">To</label>
          <input id="range-to" type="date" name="to" min="1900-01-01" max="2099-12-31" defaultValue={range.to} />
          {view && <input type="hidden" name="view" value={view} />}
          {role !== 'overall' && <input type="hidden" name="role" value={role} />}
          <button className="btn btn-ghost" type="submit">
            Custom range
          </button>
        </form>
      </div>
      {stats && !range.from && !range.to && (
        <dl className="tournament-facts olympiad-stats" aria-label="Tournament totals">
          {(
            [
              ['Ideas', stats.ideas],
              ['Questions', stats.questions],
              ['Ratings', stats.ratings],
              ['Mentoring', stats.mentoring],
              ['Players', stats.players],
              ['Recruits', stats.recruits],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value.toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
