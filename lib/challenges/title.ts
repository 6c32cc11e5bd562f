// Question title rules (spec 2 §4, §5, §9): starts as 'What could', must start with 'What' or 'How'
// and contain 'could', at most 180 characters, and gets a closing '?' before sending. A QQ types
// only what follows its 'What could' / 'How could' prefix: at most 140 characters, detail 1000.
// Tool challenges and some main categories must use one of the suggested words.
import { CREATE_MESSAGES, tooLong } from './messages';
import { graphemeCount } from '../graphemes';

export const QUESTION_TITLE_MAX = 180;
export const INITIAL_QUESTION_TITLE = 'What could';
export const QQ_TITLE_MAX = 140;
export const QQ_DETAIL_MAX = 1000;
/** The words a tool challenge's title must use one of (spec 2 §5), shown under the title field. */
export const SUGGESTED_TITLE_WORDS = ['unexpected', 'unique', 'unusual', 'surprising'] as const;

const QUESTION_PATTERN = /^(what|how)\b[\s\S]*\bcould\b/i;
const QQ_PREFIX_PATTERN = /^\s*(what|how)\s+could\b\s*/i;
export const QQ_PREFIXES = ['What could', 'How could'] as const;
export type QqPrefix = (typeof QQ_PREFIXES)[number];

/** The title as the form holds it: the closing '?' is the product's to add. */
export function withoutQuestionMark(title: string): string {
  return title.replace(/\?+\s*$/, '');
}

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
  return normalised ? graphemeCount(normalised) - 1 : 0;
}

export function questionTitleRemaining(title: string): number {
  return QUESTION_TITLE_MAX - questionTitleLength(title);
}

export function hasQuestionPattern(title: string): boolean {
  return QUESTION_PATTERN.test(title.trim());
}

export function hasSuggestedWord(title: string): boolean {
  return SUGGESTED_TITLE_WORDS.some((word) => new RegExp(`\\b${word}`, 'i').test(title));
}

/** The first rule the title breaks, or null. `suggestedWords`: the title must use one of them. */
export function questionTitleError(title: string, suggestedWords = false): string | null {
  if (!title.trim()) return CREATE_MESSAGES.required;
  if (questionTitleLength(title) > QUESTION_TITLE_MAX) return tooLong(QUESTION_TITLE_MAX);
  if (!hasQuestionPattern(title)) return CREATE_MESSAGES.titlePattern;
  if (suggestedWords && !hasSuggestedWord(title)) return CREATE_MESSAGES.suggestedWords;
  return null;
}

/**
 * The question's details. The spec bounds only the QQ detail (1000); the standard question gets the
 * bound of an idea description so neither outgrows the other on the challenge page.
 */
export const QUESTION_DETAIL_MAX = 5000;

export function questionDetailError(detail: string, max = QUESTION_DETAIL_MAX): string | null {
  if (!detail.trim()) return CREATE_MESSAGES.required;
  if (graphemeCount(detail.trim()) > max) return tooLong(max);
  return null;
}

// ---- QQ titles: the prefix is the product's, the rest is the catalyst's ----

/** A QQ title split into its prefix and the part typed after it; a typed prefix is stripped. */
export function splitQqTitle(title: string): { prefix: QqPrefix; rest: string } {
  const match = QQ_PREFIX_PATTERN.exec(title);
  if (!match) return { prefix: 'What could', rest: title.replace(/^\s+/, '') };
  const prefix: QqPrefix = match[1].toLowerCase() === 'how' ? 'How could' : 'What could';
  // Typing the prefix again ('What could what could …') strips that too.
  const rest = title.slice(match[0].length);
  return QQ_PREFIX_PATTERN.test(rest) ? { prefix, rest: splitQqTitle(rest).rest } : { prefix, rest };
}

/** The stored QQ title: the prefix added back to what was typed. */
export function joinQqTitle(prefix: QqPrefix, rest: string): string {
  const typed = splitQqTitle(rest).rest;
  return typed.trim() ? `${prefix} ${typed}` : prefix;
}

/** Characters of the typed part, without the prefix and the closing '?'. */
export function qqTitleLength(title: string): number {
  return questionTitleLength(splitQqTitle(title).rest);
}

export function qqTitleError(title: string, suggestedWords: boolean): string | null {
  const { rest } = splitQqTitle(title);
  if (!rest.trim() || !rest.replace(/\?+\s*$/, '').trim()) return CREATE_MESSAGES.required;
  if (qqTitleLength(title) > QQ_TITLE_MAX) return tooLong(QQ_TITLE_MAX);
  if (suggestedWords && !hasSuggestedWord(rest)) return CREATE_MESSAGES.suggestedWords;
  return null;
}
