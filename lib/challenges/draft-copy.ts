// Copying a published challenge into a new creation form (spec 2 §4 'Copying a challenge'): the
// same question, category, scale, article, prize and length, without its ideas.
import { INNOVATION_SCALES } from '../contracts/challenge-create';
import { moneyTextFromCents } from '../money';
import type { Article } from './article';
import { deepDivesSchema, emptyDeepDives } from './assumptions';
import { emptyDraft, type ChallengeDraft, type InnovationScale } from './draft';
import { reinitialiseDuration, durationFromDays } from './duration';
import type { IdeaText } from './idea';
import { DEFAULT_PRIZE, PRIZE_TYPES } from './prize';
import { withoutQuestionMark } from './title';
import { CAPTION_FORMATS, CREATE_FORMATS, visibleSteps, type CaptionFormat, type CreateFormat } from './variants';

/** What copying a published challenge keeps (spec 2 §4 'Copying a challenge'): its question and assumptions, not its ideas. */
export interface ChallengeToCopy {
  solution_format: string;
  category_id: number | null;
  question_title: string;
  question_detail: string;
  innovation_scale: string;
  article: Article | null;
  prize_type: string;
  prize_money_cents: number;
  prize_title: string | null;
  prize_description: string | null;
  idea_entry_fee_cents: number;
  duration_days: number;
  assumptions?: { who: string | null; what: string | null; why: string | null };
  deep_dives?: unknown;
  primary_image?: string | null;
  caption_solution_format?: string | null;
  location?: string | null;
  improve_purpose_idea?: string | null;
  /** Improve-an-idea's idea is part of the question, so a copy keeps it (a test idea is not). */
  improve_idea?: IdeaText | null;
}

/**
 * A new creation form from a published challenge: the same question, category, scale, article,
 * prize and length, open from when it is published; test-an-idea keeps its format but not the idea.
 */
export function copyOfChallenge(source: ChallengeToCopy, now: Date): ChallengeDraft {
  const format: CreateFormat = (CREATE_FORMATS as readonly string[]).includes(source.solution_format)
    ? (source.solution_format as CreateFormat)
    : 'challenge';
  const scale = (INNOVATION_SCALES as readonly string[]).includes(source.innovation_scale)
    ? (source.innovation_scale as InnovationScale)
    : '';
  const prizeType = (PRIZE_TYPES as readonly string[]).includes(source.prize_type)
    ? (source.prize_type as ChallengeDraft['prize_type'])
    : DEFAULT_PRIZE.prize_type;
  const caption = (CAPTION_FORMATS as readonly string[]).includes(source.caption_solution_format ?? '')
    ? (source.caption_solution_format as CaptionFormat)
    : null;
  const second = visibleSteps({ solution_format: format, caption_solution_format: caption })[1];
  return {
    ...emptyDraft(format, now),
    platform_category: source.category_id,
    primary_image: source.primary_image ?? null,
    caption_solution_format: caption,
    location: source.location ?? null,
    improve_purpose_idea: source.improve_purpose_idea ?? '',
    idea: format === 'improve-an-idea' && source.improve_idea ? source.improve_idea : { title: '', description: '' },
    question_title: withoutQuestionMark(source.question_title),
    question_detail: source.question_detail,
    innovation_scale: scale,
    article: source.article,
    prize_type: prizeType,
    prize_money: moneyTextFromCents(source.prize_money_cents),
    prize_title: source.prize_title ?? '',
    prize_description: source.prize_description ?? '',
    idea_entry_fee: moneyTextFromCents(source.idea_entry_fee_cents),
    assumption_who: source.assumptions?.who ?? '',
    assumption_what: source.assumptions?.what ?? '',
    assumption_why: source.assumptions?.why ?? '',
    deep_dives: deepDivesSchema.catch(emptyDeepDives()).parse(source.deep_dives ?? emptyDeepDives()),
    ...reinitialiseDuration(durationFromDays(now, source.duration_days), now),
    steps: { category: true, [second]: true },
    step: second,
  };
}
