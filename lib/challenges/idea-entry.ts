// Entering an idea in a challenge (spec 2 §3 Idea, §5 Idea, §9): title 180, description 5000,
// caption top and bottom 90 each on caption challenges, and at most 3 ideas per person in a normal
// challenge, 10 in a suggestion box. Pure and zod-free: the provider, the BFF and the form (which
// ships in a lazily loaded chunk of the challenge page) all run these rules.
import type { FieldError } from '../contracts/errors';
import { IDEA_DESCRIPTION_MAX, IDEA_TITLE_MAX, ideaDescriptionError, ideaTitleError } from './idea';
import { CREATE_MESSAGES, tooLong } from './messages';
import { graphemeCount } from '../graphemes';

export { IDEA_DESCRIPTION_MAX, IDEA_TITLE_MAX };
/** Caption and meme lines (spec 2 §9 'Caption text 90'); image.ts's MEME_TEXT_MAX, not imported: that module brings zod. */
export const CAPTION_TEXT_MAX = 90;

/** Spec 2 §5 'Up to 3 ideas per normal challenge, 10 per suggestion-box challenge'. */
export const MAX_IDEAS_STANDARD = 3;
export const MAX_IDEAS_SUGGESTION = 10;

/** max_user_ideas of a challenge as it is published: from its challenge_format. */
export function maxUserIdeasFor(challengeFormat: string): number {
  return challengeFormat === 'suggestion' ? MAX_IDEAS_SUGGESTION : MAX_IDEAS_STANDARD;
}

/** Ideas a person may still enter; never below 0 (a limit lowered later must not go negative). */
export function ideasLeft(entered: number, max: number): number {
  return Math.max(0, max - entered);
}

/** Neurons for entering an idea (spec 2 §4 'IdeaCreated'); the demo ledger's figure, so seeded and new ideas agree. */
export const IDEA_CREATED_POINTS = 20;
export const INNOVATOR_ROLE = 'innovator';
export const IDEA_CREATED_REASON = 'IdeaCreated';

export const IDEA_MESSAGES = {
  submitted: 'Your idea has been entered. It stays anonymous until the challenge closes.',
  closed: 'This challenge is closed; it no longer takes ideas.',
  ownChallenge: 'You cannot enter ideas in your own challenge.',
  captionMissing: CREATE_MESSAGES.captionMissing,
  feeUnconfirmed: 'This challenge asks an entry fee; confirm the fee to enter your idea.',
  failed: 'Your idea could not be sent. Please try again.',
  notFound: 'Challenge not found',
} as const;

export function limitReachedMessage(max: number): string {
  return `You have entered the most ideas allowed in this challenge (${max} per person).`;
}

export function ideasLeftText(left: number): string {
  return left === 1
    ? 'You can enter 1 more idea in this challenge.'
    : `You can enter ${left} more ideas in this challenge.`;
}

/** The body of POST /ideas/v2 (its zod schema is lib/contracts/idea.ts). */
export interface IdeaEntry {
  challenge: string;
  title: string;
  description: string;
  primary_image?: string | null;
  caption?: { top: string; bottom: string } | null;
  /** The entry fee the player agreed to pay (cents); must equal the challenge's fee when it has one. */
  entry_fee_cents?: number;
}

/**
 * Field errors for an idea entered in a challenge. `caption`: the challenge is a caption or meme
 * challenge (caption_solution_format set). There the caption is required: its top and bottom lines
 * are each optional but not both empty; and the description may be left out, the caption is the idea.
 */
export function ideaEntryErrors(
  entry: Pick<IdeaEntry, 'title' | 'description' | 'caption'>,
  caption: boolean,
): FieldError[] {
  const errors: FieldError[] = [];
  const title = ideaTitleError(entry.title);
  if (title) errors.push({ field: 'title', error: title });
  const description = caption
    ? graphemeCount(entry.description.trim()) > IDEA_DESCRIPTION_MAX
      ? tooLong(IDEA_DESCRIPTION_MAX)
      : null
    : ideaDescriptionError(entry.description);
  if (description) errors.push({ field: 'description', error: description });
  if (caption) {
    const top = entry.caption?.top.trim() ?? '';
    const bottom = entry.caption?.bottom.trim() ?? '';
    if (graphemeCount(top) > CAPTION_TEXT_MAX) errors.push({ field: 'caption.top', error: tooLong(CAPTION_TEXT_MAX) });
    if (graphemeCount(bottom) > CAPTION_TEXT_MAX)
      errors.push({ field: 'caption.bottom', error: tooLong(CAPTION_TEXT_MAX) });
    if (!top && !bottom) errors.push({ field: 'caption', error: IDEA_MESSAGES.captionMissing });
  }
  return errors;
}
