// The whole-question check before publishing (spec 2 §5): one list of {field, error} keyed by the
// request body's field names. The provider's zod schema and the form's steps both read it.
import type { FieldError } from '../contracts/errors';
import { durationError, type Duration } from './duration';
import { ideaErrors, type IdeaText } from './idea';
import { assumptionErrors, emptyDeepDives, type AssumptionFields } from './assumptions';
import { CREATE_MESSAGES } from './messages';
import { DEFAULT_PRIZE, prizeErrors, type PrizeFields } from './prize';
import { questionDetailError, questionTitleError } from './title';

/** Solution formats this flow publishes today; QQ and improve-an-idea arrive with issue 4. */
export const CREATE_FORMATS = ['challenge', 'test-an-idea'] as const;
export type CreateFormat = (typeof CREATE_FORMATS)[number];

export interface QuestionFields extends Partial<Duration>, Partial<PrizeFields>, Partial<AssumptionFields> {
  solution_format: CreateFormat;
  platform_category: number | null | undefined;
  question_title: string;
  question_detail: string;
  idea?: IdeaText;
}

export function challengeErrors(q: QuestionFields): FieldError[] {
  const errors: FieldError[] = [];
  if (q.platform_category === null || q.platform_category === undefined) {
    errors.push({ field: 'platform_category', error: CREATE_MESSAGES.categoryMissing });
  }
  if (q.solution_format === 'test-an-idea') errors.push(...ideaErrors(q.idea ?? { title: '', description: '' }));
  const title = questionTitleError(q.question_title);
  if (title) errors.push({ field: 'question_title', error: title });
  const detail = questionDetailError(q.question_detail);
  if (detail) errors.push({ field: 'question_detail', error: detail });
  const duration = durationError(q);
  if (duration) errors.push({ field: 'duration_end', error: duration });
  errors.push(...prizeErrors({
    prize_type: q.prize_type ?? DEFAULT_PRIZE.prize_type,
    prize_money: q.prize_money ?? DEFAULT_PRIZE.prize_money,
    prize_title: q.prize_title ?? DEFAULT_PRIZE.prize_title,
    prize_description: q.prize_description ?? DEFAULT_PRIZE.prize_description,
    idea_entry_fee: q.idea_entry_fee ?? DEFAULT_PRIZE.idea_entry_fee,
  }));
  errors.push(...assumptionErrors({
    assumption_who: q.assumption_who ?? '',
    assumption_what: q.assumption_what ?? '',
    assumption_why: q.assumption_why ?? '',
    deep_dives: q.deep_dives ?? emptyDeepDives(),
  }));
  return errors;
}
