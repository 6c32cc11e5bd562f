import { z } from 'zod';
import { graphemeMax } from './text-limits';

/** Characters seen (lib/graphemes.ts); the form stops typing at these. */
export const FEEDBACK_LIMITS = { about: 120, feedback: 5000 } as const;
const atMost = (n: number) => `Use at most ${n} characters.`;

export const feedbackInputSchema = z.object({
  about: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .check(graphemeMax(FEEDBACK_LIMITS.about, atMost(FEEDBACK_LIMITS.about))),
  feedback: z
    .string()
    .trim()
    .min(1, 'This field is required')
    .check(graphemeMax(FEEDBACK_LIMITS.feedback, atMost(FEEDBACK_LIMITS.feedback))),
  email: z.union([z.literal(''), z.email('Enter a valid email address.')]).optional(),
  page: z.string().max(500).optional(),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;
