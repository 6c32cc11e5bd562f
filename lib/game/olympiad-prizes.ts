// The olympiad prize split (spec 3 §9): the prize pool is shared among the top one-third of the
// board in proportion to the neurons each earned in the olympiad's window. Pure: the closing job
// (server/provider/domain/olympiad-closing.ts) ranks the players and stores what this returns.
//
// Rules (ours where spec 3 is silent):
// - Eligible: players with more than 0 neurons. The cut is ceil(n / 3) players (1 of 1, 1 of 2,
//   1 of 3, 2 of 4, 33,334 of 100,000). A tie at the cut takes in every player tied with the
//   last one inside it, so equal neurons always mean equal treatment.
// - Weights are neurons in thousandths (scores carry 3 decimals), so the split is exact integers.
// - Rounding: each share is first rounded down to whole cents, then the cents left over go one at
//   a time to the largest remainders (largest-remainder method, splitCents); equal remainders go
//   to the better position on the board (more neurons, then screen name). The shares sum exactly
//   to the pool; a pool smaller than the number of winners leaves some winners at 0 cents.
import { splitCents } from '../challenges/closing';

export interface BoardPlayer {
  userId: number;
  /** Neurons earned in the window (3 decimals). */
  neurons: number;
}

export interface PrizeAllocation {
  userId: number;
  neurons: number;
  rank: number;
  position: number;
  prizeCents: number;
}

/** How many players the top one-third takes before ties: ceil(n / 3). */
export function topThirdCut(players: number): number {
  return Math.ceil(players / 3);
}

/**
 * Ranks `players` (already ordered best first: neurons desc, then screen name) with dense ranks
 * and splits `poolCents` among the top third.
 */
export function allocateOlympiadPrizes(players: readonly BoardPlayer[], poolCents: number): PrizeAllocation[] {
  const ranked = players.filter((p) => p.neurons > 0);
  let rank = 0;
  const out: PrizeAllocation[] = ranked.map((p, i) => {
    if (i === 0 || p.neurons < ranked[i - 1].neurons) rank++;
    return { userId: p.userId, neurons: p.neurons, rank, position: i + 1, prizeCents: 0 };
  });
  if (!out.length) return out;
  let cut = topThirdCut(out.length);
  while (cut < out.length && out[cut].neurons === out[cut - 1].neurons) cut++;
  const weights = out.slice(0, cut).map((p) => Math.round(p.neurons * 1000));
  splitCents(poolCents, weights).forEach((cents, i) => (out[i].prizeCents = cents));
  return out;
}
