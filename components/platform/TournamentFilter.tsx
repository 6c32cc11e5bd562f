// The tournament list's filter (GET /olympiad/query state and cycle): a plain GET form, so it works
// without JavaScript; the page reads ?state=&cycle= and an "any" option sends the field empty.
import { href } from '@/lib/routes/table';
import './tournaments.css';

const STATES = [
  { value: '', label: 'Any state' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'review', label: 'Prizes under review' },
] as const;
const CYCLES = [
  { value: '', label: 'Weekly and monthly' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const;

export function TournamentFilter({
  state,
  cycle,
  errors = [],
}: {
  state?: string;
  cycle?: string;
  /** Texts of a filter the address carried that could not be read. */
  errors?: string[];
}) {
  return (
    <form
      method="get"
      action={href('home.olympiads', { platformSlug: 'platform' })}
      className="inline-form tournament-filter"
      aria-label="Filter tournaments"
    >
      <label htmlFor="tournament-state">State</label>
      <select id="tournament-state" name="state" defaultValue={state ?? ''}>
        {STATES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      <label htmlFor="tournament-cycle">Cycle</label>
      <select id="tournament-cycle" name="cycle" defaultValue={cycle ?? ''}>
        {CYCLES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <button className="btn btn-ghost" type="submit">
        Filter
      </button>
      {errors.length > 0 && (
        <span className="error" role="alert">
          {errors.join(' ')}
        </span>
      )}
    </form>
  );
}
