// The catalyst's trust score (spec 2 §6, spec 3 §1): declining to pay a prize lowers it. The spec
// gives no numbers; these are ours. Each declined prize award lowers it once; it never goes below
// the floor.
export const TRUST_SCORE = { initial: 100, declinePenalty: 10, floor: 0 } as const;

export function trustAfterDecline(score: number): number {
  return Math.max(TRUST_SCORE.floor, score - TRUST_SCORE.declinePenalty);
}
