// Money and neurons of closing a challenge (spec 2 §4 lifecycle, §5 ranking, §9 entry-fee split,
// prize money, bonuses). Pure: the provider's closing routine (server/provider/domain/closing.ts)
// feeds it the ranked ideas and stores what it returns.
//
// Money is integer cents. Every split sums exactly to its total: each share is first rounded
// down, then the cents left over go one at a time to the shares with the largest remainders
// (largest-remainder method); equal remainders favour the earlier share in the list (for the
// fee split: creator, then prize pool, then platform; for prizes: the better place, and within a
// tie the idea listed first by rankIdeas, i.e. the earlier idea).

/** Entry-fee split at close (spec 2 §9): creator 65 %, challenge prize total 28 %, platform 7 %. */
export const ENTRY_FEE_SPLIT_PERCENT = { creator: 65, prizePool: 28, platform: 7 } as const;

/**
 * Shares of the prize money for places 1 to 5 (spec 2 §9 says only "shared among the top 5";
 * these percentages are ours). When fewer than 5 ideas are ranked, the shares of the places that
 * are taken are scaled up so the whole pool is paid.
 */
export const PRIZE_PLACE_PERCENT = [40, 25, 15, 12, 8] as const;
export const PRIZE_PLACES = PRIZE_PLACE_PERCENT.length;

/** Neurons (spec 3 §9 samples are 5 to 60; the seed's demo ledger uses the same values). */
export const CLOSING_POINTS = {
  /** The catalyst, once per closed challenge. */
  challengeClosed: 25,
  /** Each of the first 3 innovators (by their first idea). */
  earlyIdea: 10,
  /** Each idea ranked in the Top 5 by the crowd. */
  top5: 30,
  /** Each idea in the Top 3 (the catalyst's picks, filled from the crowd's ranking). */
  top3: 40,
} as const;
export const EARLY_INNOVATOR_COUNT = 3;
export const TOP3_SIZE = 3;

/** Ledger reasons (spec 2 §4 names ChallengeClosed and EarlyIdeaBonus; the Top names are ours). */
export const CLOSING_REASONS = {
  challengeClosed: 'ChallengeClosed',
  earlyIdea: 'EarlyIdeaBonus',
  top5: 'Top5IdeaBonus',
  top3: 'Top3IdeaBonus',
} as const;

/**
 * Splits `total` cents by integer weights so that the parts sum exactly to `total`
 * (largest remainder; ties to the earlier weight). All weights zero gives all parts zero.
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0)
    throw new RangeError(`splitCents: total must be whole cents >= 0, got ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('splitCents: weights must be whole numbers >= 0');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  // BigInt keeps total * weight exact however large the amount.
  const parts = weights.map((w) => Number((BigInt(total) * BigInt(w)) / BigInt(sum)));
  const remainders = weights.map((w, i) => ({ i, r: Number((BigInt(total) * BigInt(w)) % BigInt(sum)) }));
  let left = total - parts.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

export interface EntryFeeSplit {
  creatorCents: number;
  prizePoolCents: number;
  platformCents: number;
}

export function splitEntryFees(totalCents: number): EntryFeeSplit {
  const { creator, prizePool, platform } = ENTRY_FEE_SPLIT_PERCENT;
  const [creatorCents, prizePoolCents, platformCents] = splitCents(totalCents, [creator, prizePool, platform]);
  return { creatorCents, prizePoolCents, platformCents };
}

export interface RankedIdea {
  id: number;
  rank: number | null;
}
export interface PrizeShare {
  ideaId: number;
  rank: number;
  amountCents: number;
}

/**
 * The prize pool shared among the top 5 ranked ideas. Unranked ideas (under 2 ratings) win
 * nothing. Ideas sharing a rank share the places they occupy equally (ranks 1, 1, 3: the two
 * firsts split places 1 and 2); a tie across place 5 shares only what places up to 5 are worth.
 * `ranked` is rankIdeas' output (ranked best first, then unranked).
 */
export function prizeShares(poolCents: number, ranked: readonly RankedIdea[]): PrizeShare[] {
  const eligible = ranked.filter(
    (idea): idea is RankedIdea & { rank: number } => idea.rank !== null && idea.rank <= PRIZE_PLACES,
  );
  if (eligible.length === 0) return [];
  const places = Math.min(eligible.length, PRIZE_PLACES);
  const placeCents = splitCents(poolCents, PRIZE_PLACE_PERCENT.slice(0, places));
  const shares: PrizeShare[] = [];
  let place = 0;
  for (const rank of [...new Set(eligible.map((idea) => idea.rank))]) {
    const group = eligible.filter((idea) => idea.rank === rank);
    const groupCents = placeCents.slice(place, place + group.length).reduce((a, b) => a + b, 0);
    place += group.length;
    splitCents(
      groupCents,
      group.map(() => 1),
    ).forEach((amountCents, i) => shares.push({ ideaId: group[i].id, rank, amountCents }));
  }
  return shares;
}

export interface IdeaByAuthor {
  id: number;
  authorId: number;
  createdAt: Date;
}

/** The first idea of each of the first 3 innovators, earliest first (the catalyst's own excluded). */
export function earlyIdeas(ideas: readonly IdeaByAuthor[], catalystId: number): IdeaByAuthor[] {
  const seen = new Set<number>();
  const out: IdeaByAuthor[] = [];
  const ordered = [...ideas].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  for (const idea of ordered) {
    if (idea.authorId === catalystId || seen.has(idea.authorId)) continue;
    seen.add(idea.authorId);
    out.push(idea);
    if (out.length === EARLY_INNOVATOR_COUNT) break;
  }
  return out;
}

/**
 * Top 3 (spec 2 §5): the catalyst's picks first, missing slots filled from the crowd's ranking.
 * The catalyst's own idea never counts; only ranked ideas fill empty slots.
 */
export function topThree(
  picks: readonly number[],
  ranked: readonly (RankedIdea & { authorId: number })[],
  catalystId: number,
): number[] {
  const own = new Set(ranked.filter((idea) => idea.authorId === catalystId).map((idea) => idea.id));
  const known = new Set(ranked.map((idea) => idea.id));
  const out = [...new Set(picks)].filter((id) => known.has(id) && !own.has(id)).slice(0, TOP3_SIZE);
  for (const idea of ranked) {
    if (out.length >= TOP3_SIZE) break;
    if (idea.rank !== null && !own.has(idea.id) && !out.includes(idea.id)) out.push(idea.id);
  }
  return out;
}

/** Ideas ranked in the crowd's Top 5 (ties at place 5 all count). */
export function topFive(ranked: readonly RankedIdea[]): number[] {
  return ranked.filter((idea) => idea.rank !== null && idea.rank <= PRIZE_PLACES).map((idea) => idea.id);
}
