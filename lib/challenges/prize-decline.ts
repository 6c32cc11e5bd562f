// Declining to pay a prize (spec 2 §6, §7 POST ideas/{id}/decline, GET ideas/{id}/feedbacks): the
// catalyst of a closed challenge refuses to pay the prize an idea won, telling its author why. The
// award is marked declined (it stays on record) and the catalyst's trust score drops once.
import { z } from 'zod';
import { graphemeMax } from '../contracts/text-limits';
import { NOT_CHALLENGE_OWNER } from '../constants';

export const DECLINE_FEEDBACK_MAX = 1000;

export const DECLINE_MESSAGES = {
  notOwner: NOT_CHALLENGE_OWNER,
  notFound: 'Idea not found',
  notClosed: 'Prizes are decided when the challenge closes; it is still open.',
  noPrize: 'This idea won no prize money, so there is nothing to decline.',
  feedbackLong: `Keep your feedback to ${DECLINE_FEEDBACK_MAX} characters.`,
  forbidden: 'Only the idea’s author and the challenge’s catalyst can read its feedback.',
  question: 'Decline to pay this prize? Your trust score goes down, and the author sees your feedback.',
} as const;

export const declineSchema = z.object({
  feedback: z.string().trim().check(graphemeMax(DECLINE_FEEDBACK_MAX, DECLINE_MESSAGES.feedbackLong)).default(''),
});

export const declineResultSchema = z.object({
  idea_id: z.number().int(),
  declined_at: z.string(),
  /** The catalyst's trust score after the decline (unchanged when it was already declined). */
  trust_score: z.number().int(),
});

export const ideaFeedbackSchema = z.object({
  kind: z.literal('prize-declined'),
  text: z.string(),
  amount_cents: z.number().int(),
  created_at: z.string(),
});
export type IdeaFeedback = z.infer<typeof ideaFeedbackSchema>;
