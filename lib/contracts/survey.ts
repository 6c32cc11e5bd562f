// POST /surveys (spec 1 §7) and GET /challenges/{slug}/survey-replies: anonymous survey replies
// and the catalyst's list of them. The rules are lib/challenges/survey.ts.
import { z } from 'zod';
import { graphemeMax } from './text-limits';
import { SURVEY_ANSWER_MAX, SURVEY_MESSAGES, surveyAnswerError } from '../challenges/survey';

export const surveyReplySchema = z.object({
  /** The challenge's slug. */
  challenge: z.string().trim().min(1).max(200),
  answer: z
    .string()
    .check(graphemeMax(SURVEY_ANSWER_MAX * 2, SURVEY_MESSAGES.answerLong))
    .superRefine((answer, ctx) => {
      const error = surveyAnswerError(answer);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    })
    .transform((answer) => answer.trim()),
  /** The honeypot: hidden from people, filled in by form-filling bots. Must stay empty. */
  website: z
    .string()
    .max(500)
    .default('')
    .refine((value) => value === '', SURVEY_MESSAGES.honeypot),
});
export type SurveyReplyInput = z.input<typeof surveyReplySchema>;

/** 201 of POST /surveys: the reply's id and the challenge it went to. No identity is kept. */
export const surveyReplyCreatedSchema = z.object({
  id: z.number().int(),
  challenge: z.object({ slug: z.string(), question_title: z.string() }),
});
export type SurveyReplyCreated = z.infer<typeof surveyReplyCreatedSchema>;

export const surveyReplySummarySchema = z.object({ id: z.number().int(), answer: z.string(), created_at: z.string() });
export type SurveyReplySummary = z.infer<typeof surveyReplySummarySchema>;

/** GET /challenges/{slug}/survey-replies (owner only): the newest replies and how many there are. */
export const surveyRepliesSchema = z.object({ total: z.number().int(), replies: z.array(surveyReplySummarySchema) });
export type SurveyReplies = z.infer<typeof surveyRepliesSchema>;
