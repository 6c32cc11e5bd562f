// The line above a board saying what it ranks: role, window (with its UTC start), category and place.
import type { Leaderboard } from '@/lib/contracts/browse';
import { periodLabel, roleLabel } from '@/lib/leaderboard';

const day = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function BoardSummary({ board }: { board: Leaderboard }) {
  const since = board.since ? ` (since ${day.format(new Date(board.since))}, 00:00 UTC)` : '';
  // A window that is not a calendar period (a tournament's, a custom range): its own dates.
  const window = board.window
    ? `${day.format(new Date(board.window.start))} to ${day.format(new Date(Date.parse(board.window.end) - 1))} (UTC)`
    : null;
  return (
    <p className="board-summary">
      <strong>{roleLabel(board.role)}</strong> · {window ?? periodLabel(board.period)}
      {window ? '' : since}
      {board.category && <> · {board.category.name}</>}
      {board.place && <> · in {board.place.label}</>}
      {' · '}
      {board.total.toLocaleString('en-US')} {board.total === 1 ? 'player' : 'players'}
    </p>
  );
}
