// Neurons the catalyst earns when a challenge is published (spec 2 §1, §4 'ChallengePublished').
// The game-layer issue owns the real point values and may replace this constant; until then it
// matches the demo ledger (server/provider/db/seed/challenges.ts) so new and seeded challenges agree.
export const CATALYST_PUBLISH_POINTS = 50;
export const CATALYST_ROLE = 'catalyst';
export const CHALLENGE_PUBLISHED_REASON = 'ChallengePublished';
