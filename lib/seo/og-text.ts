// Text for the share images (next/og). Its renderer fetches emoji artwork from a CDN at render time
// and fails when it cannot, so pictographs are removed before they reach it. Pure, no IO.
import { countdown, isChallengeClosed } from '../countdown';
import { collapseWhitespace, truncateAtWord } from '../text';

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
