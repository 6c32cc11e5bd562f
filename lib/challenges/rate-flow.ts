// Rating one idea at a time (spec 2 §2 'challenges.rate, challenges.start-rate: Rating pages';
// 'rating-unlock (alias unlock-rate), idea-unlock, idea-entry-fee'): the texts of the start page,
// the queue's progress and skipping, and what unlocks rating and idea entry for a viewer. The
// order of the queue is chosen by the provider (GET /challenges/{slug}/rate-queue). Pure and
// zod-free: the pages, the rating flow's client code and the tests share it.
import { formatMoneyCents } from '../money';
import { ENTRY_FEE_SPLIT_PERCENT } from './closing';
import { IDEA_MESSAGES } from './idea-entry';
import { MIN_RATINGS_TO_RANK } from './ranking';
import { IDEA_RATED_POINTS_PER_STAR, RATING_CREATED_POINTS, RATING_MAX, RATING_MIN } from './rating';

/** The most ideas one queue carries; a longer list is read again once these are done. */
export const RATE_QUEUE_LIMIT = 100;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The start page's explanation, one point a line (spec 2 §4 'locked once given', §5 scale and ranking). */
export const RATING_EXPLAINED = [
  `Rate each idea from ${RATING_MIN} to ${RATING_MAX}. Ratings are shown with one decimal, and you can give an exact one like 3.5.`,
  'A rating is locked once given: it cannot be changed or taken back.',
  `You earn ${RATING_CREATED_POINTS} neurons for every rating, and the idea's author earns ${IDEA_RATED_POINTS_PER_STAR} neurons per star of it.`,
  `Ideas with fewer than ${MIN_RATINGS_TO_RANK} ratings are not ranked and cannot win prizes, so the ideas with the fewest ratings come first.`,
  'Ideas stay anonymous and their scores hidden until the challenge closes, so every rating is given blind.',
] as const;

/** How many ideas the viewer can still rate, as the start page and the challenge page say it. */
export function rateableText(left: number): string {
  return left === 0
    ? 'You have rated every idea you can rate in this challenge.'
    : `You can rate ${plural(left, 'idea', 'ideas')} in this challenge.`;
}

/** The flow's progress, '3 of 7 rated'. */
export function progressText(rated: number, rateable: number): string {
  return `${rated} of ${rateable} rated`;
}

/** What an idea still needs to be ranked, or null once it has enough ratings. */
export function toRankText(ratingCount: number): string | null {
  const missing = MIN_RATINGS_TO_RANK - ratingCount;
  if (missing <= 0) return null;
  return `Needs ${plural(missing, 'more rating', 'more ratings')} to be ranked.`;
}

/** Skip: the idea goes to the end of the queue, behind every idea not yet seen. */
export function skipIdea<T extends { id: number }>(queue: readonly T[], id: number): T[] {
  const skipped = queue.find((idea) => idea.id === id);
  return skipped ? [...queue.filter((idea) => idea.id !== id), skipped] : [...queue];
}

/** The finished state: what this visit earned. */
export function finishedText(ratedNow: number): string {
  if (ratedNow === 0) return 'There is no idea left for you to rate in this challenge.';
  return `You gave ${plural(ratedNow, 'rating', 'ratings')} and earned ${ratedNow * RATING_CREATED_POINTS} neurons.`;
}

/** One condition of an unlock page: what it asks, and whether this viewer meets it. */
export interface UnlockStep {
  key: string;
  label: string;
  met: boolean;
}

export const unlocked = (steps: readonly UnlockStep[]) => steps.every((step) => step.met);

/**
 * What unlocks rating in a challenge for this viewer (rating-unlock): being signed in (spec 2 §6
 * 'Only signed-in users can rate'), the challenge being open, and at least one idea that is not
 * their own (a catalyst's test idea is their own, spec 2 §5). `ideasNotOwn` is unknown (null) for
 * a visitor who has not signed in: it is then counted from every idea.
 */
export function ratingUnlockSteps(facts: {
  signedIn: boolean;
  open: boolean;
  ideas: number;
  ideasNotOwn: number | null;
}): UnlockStep[] {
  const others = facts.ideasNotOwn ?? facts.ideas;
  return [
    {
      key: 'signed-in',
      label: facts.signedIn ? 'You are signed in.' : 'Sign in: only signed-in players rate ideas.',
      met: facts.signedIn,
    },
    {
      key: 'open',
      label: facts.open
        ? 'The challenge is open.'
        : 'The challenge must be open; a closed challenge takes no more ratings.',
      met: facts.open,
    },
    {
      key: 'ideas',
      label:
        others > 0
          ? `There ${others === 1 ? 'is 1 idea' : `are ${others} ideas`} you can rate.`
          : facts.ideas > 0
            ? 'The only ideas so far are your own; nobody rates their own idea. Come back when others have entered theirs.'
            : 'No idea has been entered yet. Come back when the first ideas are in.',
      met: others > 0,
    },
  ];
}

/**
 * What unlocks entering an idea for this viewer (idea-unlock): signed in, the challenge open, not
 * the catalyst's own challenge, ideas left within its limit, and, where the challenge asks an
 * entry fee, a wallet that holds it (spec 2 §2 idea-entry-fee). `ideasLeft` and `walletCents`
 * are unknown for a visitor who has not signed in, and then not met.
 */
export function ideaUnlockSteps(facts: {
  signedIn: boolean;
  open: boolean;
  isOwner: boolean;
  feeCents: number;
  ideasLeft: number | null;
  maxIdeas: number;
  walletCents?: number | null;
}): UnlockStep[] {
  const steps: UnlockStep[] = [
    {
      key: 'signed-in',
      label: facts.signedIn ? 'You are signed in.' : 'Sign in: only signed-in players enter ideas.',
      met: facts.signedIn,
    },
    {
      key: 'open',
      label: facts.open
        ? 'The challenge is open.'
        : 'The challenge must be open; a closed challenge takes no more ideas.',
      met: facts.open,
    },
  ];
  if (facts.signedIn) {
    steps.push({
      key: 'not-own',
      label: facts.isOwner ? IDEA_MESSAGES.ownChallenge : 'It is not your own challenge.',
      met: !facts.isOwner,
    });
  }
  if (facts.signedIn && !facts.isOwner && facts.ideasLeft !== null) {
    steps.push({
      key: 'ideas-left',
      label:
        facts.ideasLeft > 0
          ? `You can enter ${plural(facts.ideasLeft, 'more idea', 'more ideas')} (${facts.maxIdeas} per person).`
          : `You have entered the most ideas allowed (${facts.maxIdeas} per person).`,
      met: facts.ideasLeft > 0,
    });
  }
  steps.push(
    facts.feeCents > 0
      ? {
          key: 'fee',
          label:
            facts.walletCents == null
              ? `${entryFeeText(facts.feeCents)} It is paid from your wallet.`
              : `${entryFeeText(facts.feeCents)} Your wallet holds ${formatMoneyCents(facts.walletCents)}.`,
          met: facts.walletCents != null && facts.walletCents >= facts.feeCents,
        }
      : { key: 'fee', label: 'There is no entry fee.', met: true },
  );
  return steps;
}

/** 'Entering an idea in this challenge costs $2.' (the Ideas tab says it the same way). */
export function entryFeeText(feeCents: number): string {
  return `Entering an idea in this challenge costs ${formatMoneyCents(feeCents)}.`;
}

/** Where an entry fee goes when the challenge closes (spec 2 §9 'Entry-fee split at close'). */
export function entryFeeSplitText(): string {
  const { creator, prizePool, platform } = ENTRY_FEE_SPLIT_PERCENT;
  return `Entry fees are shared out when the challenge closes: the catalyst keeps ${creator} percent, ${prizePool} percent goes to the challenge's prize total and ${platform} percent is the platform fee.`;
}
