// GET /me/standings (My Progress → Leaderboards, spec 3 §2.4): the player's place on every role's
// board of one period, read as the board pages read it (boardPosition and boardTotal: the score
// histogram and the board index), instead of one whole board page per role.
import type { Standings } from '@/lib/contracts/awards';
import { LEADERBOARD_PAGE_SIZE, ROLE_SLUGS, type LeaderboardPeriod } from '@/lib/leaderboard';
import type { Db } from '../db/client';
import { boardPosition, boardTotal } from './leaderboard-board';

export async function loadStandings(
  db: Db,
  input: { userId: number; platformId?: number; period: LeaderboardPeriod; now: Date },
): Promise<Standings> {
  const items = await Promise.all(
    ROLE_SLUGS.map(async (role) => {
      const board = { ...input, role };
      const [total, position] = await Promise.all([
        boardTotal(db, board),
        boardPosition(db, board, input.userId, LEADERBOARD_PAGE_SIZE),
      ]);
      return { role, total, position };
    }),
  );
  return { period: input.period, size: LEADERBOARD_PAGE_SIZE, items };
}
