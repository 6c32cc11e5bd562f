// The body of the tournament leaderboard: role tabs, what the board counts, the table and paging.
import type { Leaderboard } from '@/lib/contracts/browse';
import type { LeaderboardRole } from '@/lib/leaderboard';
import { Pagination } from '../browse/Pagination';
import { BoardSummary } from './BoardSummary';
import { LeaderboardTable } from './LeaderboardTable';
import { RoleTabs } from './RoleTabs';

export function BoardRanking({
  board,
  roleHref,
  pageHref,
  empty,
  highlightUserId,
}: {
  board: Leaderboard;
  roleHref: (role: LeaderboardRole) => string;
  pageHref: (page: number) => string;
  empty: string;
  highlightUserId?: number;
}) {
  return (
    <>
      <RoleTabs current={board.role} hrefFor={roleHref} />
      <BoardSummary board={board} />
      <LeaderboardTable board={board} caption="Tournament standings" empty={empty} highlightUserId={highlightUserId} />
      <Pagination
        page={board.page}
        total={board.total}
        size={board.size}
        label="Leaderboard pages"
        hrefFor={pageHref}
      />
    </>
  );
}
