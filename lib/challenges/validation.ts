// The whole-question check before publishing (spec 2 §5): one list of {field, error} keyed by the
// request body's field names. The provider's zod schema and the form's steps both read it. Only the
// steps the variant shows are checked: a hidden step's data is not sent.
import type { FieldError } from '../contracts/errors';
import { durationError, type Duration } from './duration';
import { ideaErrors, type IdeaText } from './idea';
import { assumptionErrors, emptyDeepDives, type AssumptionFields } from './assumptions';
import { CREATE_MESSAGES, tooLong } from './messages';
import { graphemeCount } from '../graphemes';
import { DEFAULT_PRIZE, prizeErrors, type PrizeFields } from './prize';
import { QQ_DETAIL_MAX, qqTitleError, questionDetailError, questionTitleError } from './title';
import {
  CAPTION_FORMATS,
  isCaptionChallenge,
  isIdeaRequired,
  isStepVisible,
  needsSuggestedWord,
  type VariantFacts,
} from './variants';

export { CREATE_FORMATS, type CreateFormat } from './variants';

/** The purpose of an improvement (improve-an-idea); optional, our bound. */
export const IMPROVE_PURPOSE_MAX = 1024;

export interface QuestionFields
  extends VariantFacts, Partial<Duration>, Partial<PrizeFields>, Partial<AssumptionFields> {
  platform_category: number | null | undefined;
  question_title: string;
  question_detail: string;
  idea?: IdeaText;
  primary_image?: string | null;
  article?: { image_url: string | null } | null;
  improve_purpose_idea?: string;
}

function ideaIsEmpty(idea: IdeaText | undefined): boolean {
  return !idea || (!idea.title.trim() && !idea.description.trim());
}

/**
 * The picture a challenge is published with: its own, or for non-caption challenges the linked
 * article's (spec 2 §5 'article/primary image fill'). Null when it has none.
 */
export function effectiveImage(
  q: Pick<
    QuestionFields,
    'primary_image' | 'article' | 'solution_format' | 'caption_solution_format' | 'caption' | 'comedy'
  >,
): string | null {
  const own = q.primary_image?.trim();
  if (own) return own;
  // Only an article the variant sends: a hidden Article step's article is dropped from the body.
  return isStepVisible('article-source', q) ? q.article?.image_url?.trim() || null : null;
}

/** No picture yet, but a later Article Source step may still bring one: the Image step lets the person on. */
export function imageMayComeFromArticle(q: QuestionFields): boolean {
  return !effectiveImage(q) && isStepVisible('article-source', q) && !q.article;
}

export function challengeErrors(q: QuestionFields): FieldError[] {
  const errors: FieldError[] = [];
  const shows = (step: Parameters<typeof isStepVisible>[0]) => isStepVisible(step, q);
  const qq = q.solution_format === 'qq';
  if (q.platform_category === null || q.platform_category === undefined) {
    errors.push({ field: 'platform_category', error: CREATE_MESSAGES.categoryMissing });
  }
  // The default form's own idea is optional: empty is fine, half-written is not.
  if (shows('your-idea') && (isIdeaRequired(q.solution_format) || !ideaIsEmpty(q.idea))) {
    errors.push(...ideaErrors(q.idea ?? { title: '', description: '' }));
  }
  if (shows('purpose') && graphemeCount((q.improve_purpose_idea ?? '').trim()) > IMPROVE_PURPOSE_MAX) {
    errors.push({ field: 'improve_purpose_idea', error: tooLong(IMPROVE_PURPOSE_MAX) });
  }
  const title = qq ? qqTitleError(q.question_title, true) : questionTitleError(q.question_title, needsSuggestedWord(q));
  if (title) errors.push({ field: 'question_title', error: title });
  // A caption challenge's picture is its question: no details to write.
  const detail = isCaptionChallenge(q) ? null : questionDetailError(q.question_detail, qq ? QQ_DETAIL_MAX : undefined);
  if (detail) errors.push({ field: 'question_detail', error: detail });
  if (!effectiveImage(q)) errors.push({ field: 'primary_image', error: CREATE_MESSAGES.imageMissing });
  if (isCaptionChallenge(q) && !(CAPTION_FORMATS as readonly string[]).includes(q.caption_solution_format ?? '')) {
    errors.push({ field: 'caption_solution_format', error: CREATE_MESSAGES.captionMissing });
  }
  const duration = durationError(q);
  if (duration) errors.push({ field: 'duration_end', error: duration });
  errors.push(
    ...prizeErrors({
      prize_type: q.prize_type ?? DEFAULT_PRIZE.prize_type,
      prize_money: q.prize_money ?? DEFAULT_PRIZE.prize_money,
      prize_title: q.prize_title ?? DEFAULT_PRIZE.prize_title,
      prize_description: q.prize_description ?? DEFAULT_PRIZE.prize_description,
      idea_entry_fee: q.idea_entry_fee ?? DEFAULT_PRIZE.idea_entry_fee,
    }),
  );
  if (shows('assumptions')) {
    errors.push(
      ...assumptionErrors({
        assumption_who: q.assumption_who ?? '',
        assumption_what: q.assumption_what ?? '',
        assumption_why: q.assumption_why ?? '',
        deep_dives: q.deep_dives ?? emptyDeepDives(),
      }),
    );
  }
  return errors;
}
