// POST /suggestion-box/ama: a catalyst opens an ask-me-anything box (spec 2 §1 'Ask-me-anything
// (AMA) challenge', §2 suggestion-box.ama): a challenge with solution_format 'ama' and
// challenge_format 'suggestion', so up to 10 questions per person (spec 2 §5). A suggestion-box
// question follows the QQ limits (title 140, detail 1000); its length is one of the duration presets.
import { z } from 'zod';
import { DURATION_PRESETS } from '../challenges/duration';
import { tooLong } from '../challenges/messages';
import { graphemeMax } from './text-limits';
import { MONEY_MAX_CENTS } from '../money';

export const AMA_TITLE_MIN = 10;
export const AMA_TITLE_MAX = 140;
export const AMA_DETAIL_MAX = 1000;
/** The title the form starts with; the catalyst finishes it with their topic. */
export const AMA_TITLE_START = 'Ask me anything about ';

export const AMA_MESSAGES = {
  titleShort: `Write at least ${AMA_TITLE_MIN} characters.`,
  alreadyOpen: 'You already have an open ask-me-anything box. Close it before opening another.',
  opened: 'Your ask-me-anything box is open. Share it so people can ask you.',
  unknownCommunity: 'This community does not exist.',
  feeInvalid: 'Enter an entry fee in dollars and cents, like 5 or 2.50, or 0 for free questions.',
} as const;

const DURATION_MESSAGE = `Choose ${DURATION_PRESETS.slice(0, -1).join(', ')} or ${DURATION_PRESETS.at(-1)} days.`;

export const amaCreateSchema = z.object({
  platform_domain: z.string().trim().min(1).max(100),
  question_title: z
    .string()
    .trim()
    .min(AMA_TITLE_MIN, AMA_MESSAGES.titleShort)
    .check(graphemeMax(AMA_TITLE_MAX, tooLong(AMA_TITLE_MAX))),
  question_detail: z
    .string()
    .trim()
    .check(graphemeMax(AMA_DETAIL_MAX, tooLong(AMA_DETAIL_MAX)))
    .default(''),
  duration_days: z
    .number({ error: DURATION_MESSAGE })
    .refine((days) => (DURATION_PRESETS as readonly number[]).includes(days), DURATION_MESSAGE),
  /** Mentor pay (issue 16 §5): what each question costs the asker, in cents; 0 is free. */
  entry_fee_cents: z
    .number()
    .int(AMA_MESSAGES.feeInvalid)
    .min(0, AMA_MESSAGES.feeInvalid)
    .max(MONEY_MAX_CENTS, AMA_MESSAGES.feeInvalid)
    .default(0),
});
export type AmaCreateInput = z.input<typeof amaCreateSchema>;

export const amaCreatedSchema = z.object({ slug: z.string(), id: z.number().int(), platform: z.string() });
export type AmaCreated = z.infer<typeof amaCreatedSchema>;
