import { z } from 'zod';
import { graphemeMax } from './text-limits';

export const feedbackInputSchema = z.object({
  about: z.string().trim().min(1, 'This field is required').check(graphemeMax(120, 'Use at most 120 characters.')),
  feedback: z.string().trim().min(1, 'This field is required').check(graphemeMax(5000, 'Use at most 5000 characters.')),
  email: z.union([z.literal(''), z.email('Enter a valid email address.')]).optional(),
  page: z.string().max(500).optional(),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;
