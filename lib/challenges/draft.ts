// The creation form's state and its local draft (spec 2 §3 draft-form fields, §4 draft lifecycle):
// saved under one localStorage key once a category is chosen, recovered on return, and turned into
// the request body by the pre-send normalisation of spec 2 §5.
import { z } from 'zod';
import { INNOVATION_SCALES, type ChallengeCreateInput } from '../contracts/challenge-create';
import { durationFromDays, initialDuration, reinitialiseDuration, type Duration } from './duration';
import { moneyTextFromCents } from '../money';
import { articleSchema, type Article } from './article';
import { deepDivesSchema, emptyDeepDives, type AssumptionFields } from './assumptions';
import type { IdeaText } from './idea';
import { DEFAULT_PRIZE, PRIZE_TYPES, type PrizeFields } from './prize';
import { resumeStep, STEP_IDS, VARIANT_STEPS, type StepId } from './steps';
import { INITIAL_QUESTION_TITLE, normaliseQuestionTitle } from './title';
import type { CreateFormat } from './validation';

export const LOCAL_DRAFT_KEY = 'challenge:creation-flow:draft';
/** After a successful publish the local draft is removed after 1 s (spec 2 §4, §9). */
export const DRAFT_CLEANUP_DELAY_MS = 1_000;
/** Innovation scale falls back to blue-sky before sending (spec 2 §5). */
export const DEFAULT_INNOVATION_SCALE = 'blue-sky';
export type InnovationScale = (typeof INNOVATION_SCALES)[number];

export interface ChallengeDraft extends Duration, PrizeFields, AssumptionFields {
  solution_format: CreateFormat;
  /** The chosen category's id (spec 2 §3 platform_category). */
  platform_category: number | null;
  question_title: string;
  question_detail: string;
  /** The catalyst's own idea (test-an-idea). Kept when switching variants so nothing typed is lost. */
  idea: IdeaText;
  /** The linked source article, as the scrape read it (spec 2 §2 article step); null for none. */
  article: Article | null;
  /** '' until chosen: the publish tile says 'Scale missing', the body falls back to blue-sky. */
  innovation_scale: InnovationScale | '';
  /** The server draft this form was saved to or opened from (spec 2 §4), null before the first Save. */
  server_draft_id: number | null;
  /** Visited flags per step (spec 2 §3 'steps'). */
  steps: Partial<Record<StepId, boolean>>;
  /** Where the person was, so a recovered draft opens there. */
  step: StepId;
}

export function emptyDraft(format: CreateFormat, now: Date): ChallengeDraft {
  return {
    solution_format: format,
    platform_category: null,
    question_title: INITIAL_QUESTION_TITLE,
    question_detail: '',
    idea: { title: '', description: '' },
    innovation_scale: '',
    article: null,
    assumption_who: '',
    assumption_what: '',
    assumption_why: '',
    deep_dives: emptyDeepDives(),
    ...DEFAULT_PRIZE,
    server_draft_id: null,
    steps: { category: true },
    step: 'category',
    ...initialDuration(now),
  };
}

/** Saved only after a category is chosen (spec 2 §4). */
export function shouldSaveDraft(draft: ChallengeDraft): boolean {
  return draft.platform_category !== null;
}

const storedDraftSchema = z.object({
  platform_category: z.number().int().positive().nullable().catch(null),
  question_title: z.string().catch(INITIAL_QUESTION_TITLE),
  question_detail: z.string().catch(''),
  duration_start: z.string().catch(''),
  duration_end: z.string().catch(''),
  idea: z.object({ title: z.string().catch(''), description: z.string().catch('') }).catch({ title: '', description: '' }),
  innovation_scale: z.enum(INNOVATION_SCALES).or(z.literal('')).catch(''),
  article: articleSchema.nullable().catch(null),
  assumption_who: z.string().catch(''),
  assumption_what: z.string().catch(''),
  assumption_why: z.string().catch(''),
  deep_dives: deepDivesSchema.catch(emptyDeepDives()),
  prize_type: z.enum(PRIZE_TYPES).catch(DEFAULT_PRIZE.prize_type),
  prize_money: z.string().catch(DEFAULT_PRIZE.prize_money),
  prize_title: z.string().catch(''),
  prize_description: z.string().catch(''),
  idea_entry_fee: z.string().catch(DEFAULT_PRIZE.idea_entry_fee),
  server_draft_id: z.number().int().positive().nullable().catch(null),
  steps: z.record(z.string(), z.boolean()).catch({}),
  step: z.string().catch('category'),
});

/**
 * The stored draft as a form for this route: the route decides the solution format (spec 2 §4),
 * a category that is not in this community is dropped, dates are re-initialised, and the step is
 * the one the person was on when it is still open. Null when there is nothing worth recovering.
 */
export function recoverDraft(raw: string | null, format: CreateFormat, now: Date, knownCategoryIds: Set<number>): ChallengeDraft | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  return draftFromStored(json, format, now, knownCategoryIds);
}

/**
 * A saved server draft opened in the form (spec 2 §4): it replaces the form and opens on step 2.
 * Null when its category is not one of this community's.
 */
export function openServerDraft(id: number, content: unknown, format: CreateFormat, now: Date, knownCategoryIds: Set<number>): ChallengeDraft | null {
  const draft = draftFromStored(content, format, now, knownCategoryIds);
  if (!draft) return null;
  const second = VARIANT_STEPS[format][1];
  return { ...draft, server_draft_id: id, step: second, steps: { ...draft.steps, [second]: true } };
}

function draftFromStored(json: unknown, format: CreateFormat, now: Date, knownCategoryIds: Set<number>): ChallengeDraft | null {
  const parsed = storedDraftSchema.safeParse(json);
  if (!parsed.success) return null;
  const stored = parsed.data;
  const category = stored.platform_category !== null && knownCategoryIds.has(stored.platform_category) ? stored.platform_category : null;
  if (category === null) return null;
  const steps = Object.fromEntries(Object.entries(stored.steps).filter(([k]) => (STEP_IDS as readonly string[]).includes(k))) as ChallengeDraft['steps'];
  const draft: ChallengeDraft = {
    solution_format: format,
    platform_category: category,
    question_title: stored.question_title,
    question_detail: stored.question_detail,
    idea: stored.idea,
    innovation_scale: stored.innovation_scale,
    article: stored.article,
    assumption_who: stored.assumption_who,
    assumption_what: stored.assumption_what,
    assumption_why: stored.assumption_why,
    deep_dives: stored.deep_dives,
    prize_type: stored.prize_type,
    prize_money: stored.prize_money,
    prize_title: stored.prize_title,
    prize_description: stored.prize_description,
    idea_entry_fee: stored.idea_entry_fee,
    server_draft_id: stored.server_draft_id,
    steps,
    step: 'category',
    ...reinitialiseDuration(stored, now),
  };
  return { ...draft, step: resumeStep(draft, stored.step) };
}

export function serialiseDraft(draft: ChallengeDraft): string {
  return JSON.stringify(draft);
}

/** Pre-send normalisation (spec 2 §5): platform_domain, innovation scale default, trailing '?', money as typed. */
export function toCreateBody(draft: ChallengeDraft, platformDomain: string): ChallengeCreateInput {
  return {
    solution_format: draft.solution_format,
    platform_domain: platformDomain,
    platform_category: draft.platform_category,
    question_title: normaliseQuestionTitle(draft.question_title),
    question_detail: draft.question_detail.trim(),
    duration_start: draft.duration_start,
    duration_end: draft.duration_end,
    innovation_scale: draft.innovation_scale || DEFAULT_INNOVATION_SCALE,
    // Only the default question form links an article (spec 2 §2 publish tiles).
    article: draft.solution_format === 'challenge' ? draft.article : null,
    assumption_who: draft.assumption_who.trim(),
    assumption_what: draft.assumption_what.trim(),
    assumption_why: draft.assumption_why.trim(),
    deep_dives: draft.deep_dives,
    prize_type: draft.prize_type,
    prize_money: draft.prize_money.trim() || '0',
    prize_title: draft.prize_type === 'other' ? draft.prize_title.trim() : '',
    prize_description: draft.prize_type === 'other' ? draft.prize_description.trim() : '',
    idea_entry_fee: draft.idea_entry_fee.trim() || '0',
    ...(draft.server_draft_id ? { draft_id: draft.server_draft_id } : {}),
    ...(draft.solution_format === 'test-an-idea' ? { idea: { title: draft.idea.title.trim(), description: draft.idea.description.trim() } } : {}),
  };
}

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
}

/**
 * A new creation form from a published challenge: the same question, category, scale, article,
 * prize and length, open from when it is published; test-an-idea keeps its format but not the idea.
 */
export function copyOfChallenge(source: ChallengeToCopy, now: Date): ChallengeDraft {
  const format: CreateFormat = source.solution_format === 'test-an-idea' ? 'test-an-idea' : 'challenge';
  const scale = (INNOVATION_SCALES as readonly string[]).includes(source.innovation_scale) ? (source.innovation_scale as InnovationScale) : '';
  const prizeType = (PRIZE_TYPES as readonly string[]).includes(source.prize_type) ? (source.prize_type as ChallengeDraft['prize_type']) : DEFAULT_PRIZE.prize_type;
  const second = VARIANT_STEPS[format][1];
  return {
    ...emptyDraft(format, now),
    platform_category: source.category_id,
    question_title: source.question_title.replace(/\?+$/, ''),
    question_detail: source.question_detail,
    innovation_scale: scale,
    article: format === 'challenge' ? source.article : null,
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
