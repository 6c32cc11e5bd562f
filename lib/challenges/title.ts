// Question title rules (spec 2 §4, §5, §9): starts as 'What could', must start with 'What' or 'How'
// and contain 'could', at most 180 characters, and gets a closing '?' before sending.
import { CREATE_MESSAGES, tooLong } from './messages';

export const QUESTION_TITLE_MAX = 180;
export const INITIAL_QUESTION_TITLE = 'What could';

const QUESTION_PATTERN = /^(what|how)\b[\s\S]*\bcould\b/i;

/** Trimmed, ending in '?': the title as it is sent and stored. Idempotent. */
export function normaliseQuestionTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) return '';
  return trimmed.endsWith('?') ? trimmed : `${trimmed}?`;
}

/**
 * Characters that count against the limit: the question without its closing '?', so the mark the
 * product adds never pushes a 180-character question over.
 */
export function questionTitleLength(title: string): number {
  const normalised = normaliseQuestionTitle(title);
  return normalised ? normalised.length - 1 : 0;
}

export function questionTitleRemaining(title: string): number {
  return QUESTION_TITLE_MAX - questionTitleLength(title);
}

export function hasQuestionPattern(title: string): boolean {
  return QUESTION_PATTERN.test(title.trim());
}

/** The first rule the title breaks, or null. */
export function questionTitleError(title: string): string | null {
  if (!title.trim()) return CREATE_MESSAGES.required;
  if (questionTitleLength(title) > QUESTION_TITLE_MAX) return tooLong(QUESTION_TITLE_MAX);
  if (!hasQuestionPattern(title)) return CREATE_MESSAGES.titlePattern;
  return null;
}

/**
 * The question's details. The spec bounds only the QQ detail (1000); the standard question gets the
 * bound of an idea description so neither outgrows the other on the challenge page.
 */
export const QUESTION_DETAIL_MAX = 5000;

export function questionDetailError(detail: string): string | null {
  if (!detail.trim()) return CREATE_MESSAGES.required;
  if (detail.trim().length > QUESTION_DETAIL_MAX) return tooLong(QUESTION_DETAIL_MAX);
  return null;
}
