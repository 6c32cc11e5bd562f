// Game Dash highlights (spec 3 §3 'Highlight (server)'): which ledger rows make one, and the
// statement each shows. Pure, so the realtime listener and its tests share one rule.
import { CLOSING_REASONS } from '../challenges/closing';
import { IDEA_MENTORED_REASON } from '../challenges/mentoring';
import { CHALLENGE_PUBLISHED_REASON } from '../challenges/points';
import { formatPoints } from '../leaderboard';
import { truncateAtWord } from '../text';
import { levelFromScore } from './levels';

export const HIGHLIGHT_TYPES = {
  challengePublished: 'Catalyst.ChallengePublished',
  challengeClosed: 'Catalyst.ChallengeClosed',
  ideaMentored: 'Innovator.IdeaMentored',
  analystLevel: 'Analyst.UserBrainScoreUpdated',
  innovatorLevel: 'Innovator.UserBrainScoreUpdated',
} as const;

/** Longest challenge title quoted in a statement; the Game Dash row stays one or two lines. */
export const HIGHLIGHT_TITLE_MAX = 80;

/** One ledger row with what its statement needs; the listener loads the extras. */
export interface LedgerFacts {
  reason: string;
  /** Ledger role ('catalyst', 'innovator', 'rater', ...). */
  role: string;
  challengeTitle: string | null;
  /** Ideas standing in the challenge; read only for a ChallengeClosed row. */
  ideaCount?: number;
  /** The user's score in this role before and after the row. */
  scoreBefore: number;
  scoreAfter: number;
}

export interface HighlightDraft {
  role: 'catalyst' | 'innovator' | 'analyst';
  highlight_type: (typeof HIGHLIGHT_TYPES)[keyof typeof HIGHLIGHT_TYPES];
  statement: string;
}

/** ' “Title”' with its leading space, or nothing when the row names no challenge. */
function quoted(title: string | null): string {
  return title ? ` “${truncateAtWord(title, HIGHLIGHT_TITLE_MAX)}”` : '';
}

function ideasClause(count: number): string {
  if (count === 0) return 'with no ideas';
  return `with ${formatPoints(count)} ${count === 1 ? 'idea' : 'ideas'}`;
}

/** The level reached when a row moves a score into a higher level, else null. */
export function levelReached(scoreBefore: number, scoreAfter: number): number | null {
  const before = levelFromScore(scoreBefore);
  const after = levelFromScore(scoreAfter);
  return after > before ? after : null;
}

/** The highlights one ledger row makes (most make none). */
export function highlightsFor(facts: LedgerFacts): HighlightDraft[] {
  const out: HighlightDraft[] = [];
  const title = quoted(facts.challengeTitle);
  if (facts.role === 'catalyst' && facts.reason === CHALLENGE_PUBLISHED_REASON) {
    out.push({
      role: 'catalyst',
      highlight_type: HIGHLIGHT_TYPES.challengePublished,
      statement: `Your challenge${title} is live: ideas can come in now.`,
    });
  }
  if (facts.role === 'catalyst' && facts.reason === CLOSING_REASONS.challengeClosed) {
    out.push({
      role: 'catalyst',
      highlight_type: HIGHLIGHT_TYPES.challengeClosed,
      statement: `Your challenge${title} closed ${ideasClause(facts.ideaCount ?? 0)}.`,
    });
  }
  if (facts.role === 'innovator' && facts.reason === IDEA_MENTORED_REASON) {
    out.push({
      role: 'innovator',
      highlight_type: HIGHLIGHT_TYPES.ideaMentored,
      statement: `A mentor commented on your idea${title ? ` in${title}` : ''}.`,
    });
  }
  const level = levelReached(facts.scoreBefore, facts.scoreAfter);
  if (level !== null && facts.role === 'rater') {
    out.push({
      role: 'analyst',
      highlight_type: HIGHLIGHT_TYPES.analystLevel,
      statement: `Your Analyst Rater score reached ${formatPoints(facts.scoreAfter)} neurons: you're at Level ${level} now.`,
    });
  }
  if (level !== null && facts.role === 'innovator') {
    out.push({
      role: 'innovator',
      highlight_type: HIGHLIGHT_TYPES.innovatorLevel,
      statement: `Your Innovator score reached ${formatPoints(facts.scoreAfter)} neurons: you're at Level ${level} now.`,
    });
  }
  return out;
}
