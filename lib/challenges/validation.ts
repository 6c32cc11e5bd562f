// The whole-question check before publishing (spec 2 §5): one list of {field, error} keyed by the
// request body's field names. The provider's zod schema and the form's steps both read it.
import type { FieldError } from '../contracts/errors';
import { durationError, type Duration } from './duration';
import { ideaErrors, type IdeaText } from './idea';
import { CREATE_MESSAGES } from './messages';
import { questionDetailError, questionTitleError } from './title';

/** Solution formats this flow publishes today; QQ and improve-an-idea arrive with issue 4. */
export const CREATE_FORMATS = ['challenge', 'test-an-idea'] as const;
export type CreateFormat = (typeof CREATE_FORMATS)[number];

export interface QuestionFields extends Partial<Duration> {
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
  return errors;
}
