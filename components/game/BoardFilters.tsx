// Nerve Boards filters (spec 3 §2.5): role, time, category and place as a GET form, so the filters are
// in the URL, can be shared, and work without JavaScript.
import type { Category } from '@/lib/contracts/platform';
import type { BoardPlace } from '@/lib/game/board-place';
import {
  LEADERBOARD_PERIODS,
  LEADERBOARD_ROLES,
  type LeaderboardPeriod,
  type LeaderboardRole,
} from '@/lib/leaderboard';

function flatten(categories: Category[], depth = 0): { slug: string; label: string }[] {
  return categories.flatMap((c) => [
    { slug: c.slug, label: `${'— '.repeat(depth)}${c.name}` },
    ...flatten(c.subcategories, depth + 1),
  ]);
}

/** Countries first, then the regions and cities in them, indented under their country. */
function placeLabel(place: BoardPlace): string {
  return `${'— '.repeat(place.key.split(', ').length - 1)}${place.label}`;
}

export function BoardFilters({
  action,
  role,
  period,
  category,
  categories,
  place,
  places,
}: {
  action: string;
  role: LeaderboardRole;
  period: LeaderboardPeriod;
  category: string;
  categories: Category[];
  /** A key of `places`, or '' for everywhere. */
  place: string;
  places: BoardPlace[];
}) {
  const options = flatten(categories);
  return (
    <form className="board-filters card" action={action} method="get" aria-label="Filter the board">
      <div className="field">
        <label htmlFor="board-role">Role</label>
        <select id="board-role" name="role" defaultValue={role}>
          {LEADERBOARD_ROLES.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="board-period">Time</label>
        <select id="board-period" name="period" defaultValue={period}>
          {LEADERBOARD_PERIODS.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      {options.length > 0 && (
        <div className="field">
          <label htmlFor="board-category">Category</label>
          <select id="board-category" name="category" defaultValue={category}>
            <option value="">All categories</option>
            {options.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {places.length > 0 && (
        <div className="field">
          <label htmlFor="board-place">Place</label>
          <select id="board-place" name="place" defaultValue={place}>
            <option value="">Everywhere</option>
            {places.map((p) => (
              <option key={p.key} value={p.key}>
                {placeLabel(p)}
              </option>
            ))}
          </select>
        </div>
      )}
      <button className="btn" type="submit">
        Show board
      </button>
    </form>
  );
}
