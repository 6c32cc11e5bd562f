// A page of a leaderboard: rank, player (avatar, handle, name) and neurons with thousands separators.
// Ties share a rank (dense ranking), so two players can both be #1 and the next is #2.
import Link from 'next/link';
import type { Leaderboard } from '@/lib/contracts/browse';
import { formatPoints } from '@/lib/leaderboard';
import { href, userHomeHref } from '@/lib/routes/table';

export function LeaderboardTable({
  board,
  caption,
  empty,
  highlightUserId,
}: {
  board: Leaderboard;
  caption: string;
  empty: string;
  /** A player whose row is marked (a user's own leaderboard page). */
  highlightUserId?: number;
}) {
  // An empty board says how to get on it (issue 22: empty states offer a next step).
  if (!board.items.length)
    return (
      <div className="card empty-state leaderboard-empty">
        <p>{board.page > 1 ? 'There are no more players on this board.' : empty}</p>
        <Link className="btn" href={href('home.challenges')}>
          Find a challenge to play
        </Link>
      </div>
    );
  return (
    <div className="table-scroll">
      <table className="leaderboard">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="rank">
              Rank
            </th>
            <th scope="col">Player</th>
            <th scope="col" className="num">
              Neurons
            </th>
          </tr>
        </thead>
        <tbody>
          {board.items.map((entry) => {
            const name = `${entry.user.first_name} ${entry.user.last_name}`.trim();
            const mine = entry.user.id === highlightUserId;
            return (
              <tr
                key={entry.user.id}
                className={mine ? 'is-highlighted' : undefined}
                aria-current={mine ? 'true' : undefined}
              >
                <td className="rank">
                  <span className={`rank-badge${entry.rank <= 3 ? ` rank-${entry.rank}` : ''}`}>#{entry.rank}</span>
                </td>
                <td className="player">
                  <Link
                    className="person leaderboard-person"
                    href={userHomeHref(entry.user.handle)}
                    data-user-id={entry.user.id}
                  >
                    {entry.user.avatar_url ? (
                      <img src={entry.user.avatar_url} alt="" width={32} height={32} loading="lazy" />
                    ) : (
                      <span className="avatar-fallback" aria-hidden="true">
                        {entry.user.handle.slice(0, 1).toUpperCase()}
                      </span>
                    )}
                    <span className="leaderboard-name">
                      <strong>@{entry.user.handle}</strong>
                      {name && <span className="muted"> {name}</span>}
                    </span>
                  </Link>
                </td>
                <td className="num">{formatPoints(entry.points)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
