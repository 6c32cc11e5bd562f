// 'Send ideas by email' (spec 2 §7 POST /challenges/{slug}/send): the catalyst sends the ideas of
// their challenge to their own address and, optionally, a few others.
import { z } from 'zod';

/** At most this many extra recipients (our bound: enough for a team, too few for a mailing). */
export const SEND_IDEAS_MAX_RECIPIENTS = 5;
export const SEND_IDEAS_NOTE_MAX = 1000;

export const SEND_IDEAS_MESSAGES = {
  /** The spec's text for an invalid form (spec 2 §8). */
  invalid: 'One of the form fields was invalid, please check your changes again?',
  notOwner: 'Only the catalyst can send the ideas of this challenge.',
  notFound: 'Challenge not found',
  noIdeas: 'This challenge has no ideas to send yet.',
  sent: 'The ideas are on their way.',
} as const;

export const sendIdeasSchema = z.object({
  emails: z
    .array(z.email(SEND_IDEAS_MESSAGES.invalid))
    .max(SEND_IDEAS_MAX_RECIPIENTS, SEND_IDEAS_MESSAGES.invalid)
    .default([]),
  note: z.string().trim().max(SEND_IDEAS_NOTE_MAX, SEND_IDEAS_MESSAGES.invalid).default(''),
});
export type SendIdeas = z.input<typeof sendIdeasSchema>;

export const sendIdeasResultSchema = z.object({ queued: z.number().int(), ideas: z.number().int() });
export type SendIdeasResult = z.infer<typeof sendIdeasResultSchema>;
