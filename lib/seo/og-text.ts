// Text for the share images (next/og). Its renderer fetches emoji artwork from a CDN at render time
// and fails when it cannot, so pictographs are removed before they reach it. Pure, no IO.
import { countdown, isChallengeClosed } from '../countdown';
import type { PersonSummary } from '../contracts/challenge';
import { collapseWhitespace, personName, truncateAtWord } from '../text';
import type { ChallengeOgState } from './og-cards';

const PICTOGRAPHS = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u200d\ufe0e\ufe0f\u20e3]/gu;

/** The text without emoji, on one line, cut at `max` characters. */
export function ogText(text: string, max: number): string {
  return truncateAtWord(collapseWhitespace(text.replace(PICTOGRAPHS, ' ')), max);
}

/**
 * 'Closed', or how long a challenge stays open. The image is cached for a while, so the last day
 * reads 'Closes within a day' rather than a ticking clock that would be stale at once.
 */
export function challengeTimeLabel(
  challenge: { is_closed: boolean; status?: string; duration_end: string },
  now: Date,
): string {
  if (isChallengeClosed(challenge, now)) return 'Closed';
  const left = countdown(new Date(challenge.duration_end), now);
  if (left.kind === 'relative') return left.text.charAt(0).toUpperCase() + left.text.slice(1);
  return left.kind === 'clock' ? 'Closes within a day' : 'Closed';
}

/** '1 idea', '12 ideas'. */
export function ideasLabel(count: number): string {
  return `${count} ${count === 1 ? 'idea' : 'ideas'}`;
}

interface StateInput {
  is_closed: boolean;
  status?: string;
  duration_end: string;
  idea_count: number;
  ideas: { title: string; rank: number | null; top3_place?: number | null; author: PersonSummary | null }[];
}

/**
 * What a challenge's share image says of its state: open, its ideas and time left; closed, the
 * winning idea (the Top 3's first place, else the crowd's first) and its author.
 */
export function challengeOgState(challenge: StateInput, now: Date): ChallengeOgState {
  if (!isChallengeClosed(challenge, now))
    return { kind: 'open', ideas: challenge.idea_count, timeLabel: challengeTimeLabel(challenge, now) };
  const winner =
    challenge.ideas.find((idea) => idea.top3_place === 1) ?? challenge.ideas.find((idea) => idea.rank === 1) ?? null;
  return {
    kind: 'closed',
    winner: winner && {
      title: ogText(winner.title, 110),
      author: winner.author ? ogText(personName(winner.author), 40) : 'Anonymous',
    },
  };
}
