// The creation form's state and its local draft (spec 2 §3 draft-form fields, §4 draft lifecycle):
// saved under one localStorage key once a category is chosen, recovered on return, and turned into
// the request body by the pre-send normalisation of spec 2 §5.
import { z } from 'zod';
import { ASSISTANT_TAG_LENGTH_MAX, ASSISTANT_TAGS_MAX } from './assistant';
import { INNOVATION_SCALES, type ChallengeCreateInput } from '../contracts/challenge-create';
import type { Category } from '../contracts/platform';
import { categoryTraits, findCategory, type CategoryTraits } from './categories';
import { initialDuration, reinitialiseDuration } from './duration';
import { articleSchema } from './article';
import { deepDivesSchema, emptyDeepDives } from './assumptions';
import { DEFAULT_PRIZE, PRIZE_TYPES } from './prize';
import type { ChallengeDraft, InnovationScale } from './challenge-draft';
import { resumeStep, STEP_IDS, visibleSteps, type StepId } from './steps';
import { INITIAL_QUESTION_TITLE, normaliseQuestionTitle } from './title';
import { effectiveImage } from './validation';
import {
  CAPTION_FORMATS,
  CAPTION_REACTIONS,
  CAPTION_TITLE,
  isCaptionChallenge,
  isStepVisible,
  type CreateFormat,
} from './variants';

export const LOCAL_DRAFT_KEY = 'challenge:creation-flow:draft';
/** Where Start over sets the question aside, for 'Resume prior question'. */
export const PRIOR_DRAFT_KEY = 'challenge:creation-flow:prior';
/** After a successful publish the local draft is removed after 1 s (spec 2 §4, §9). */
export const DRAFT_CLEANUP_DELAY_MS = 1_000;
/** Innovation scale falls back to blue-sky before sending (spec 2 §5). */
export const DEFAULT_INNOVATION_SCALE = 'blue-sky';
export type { ChallengeDraft, InnovationScale };

export function emptyDraft(format: CreateFormat, now: Date): ChallengeDraft {
  return {
    solution_format: format,
    platform_category: null,
    question_title: INITIAL_QUESTION_TITLE,
    question_detail: '',
    idea: { title: '', description: '' },
    innovation_scale: '',
    article: null,
    primary_image: null,
    caption_solution_format: null,
    caption_reaction_type: 'funny',
    comedy: false,
    location: null,
    caption_set_aside: null,
    tags: [],
    improve_purpose_idea: '',
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

/**
 * The form with a category chosen (spec 2 §2): a caption category sets caption_solution_format to
 * 'caption' (others to null), sets the title and clears the detail; a comedy category drops the
 * worksheets' step; the place is kept only for a local-civics category.
 */
export function withCategory(
  draft: ChallengeDraft,
  id: number,
  traits: CategoryTraits,
  location: string | null = null,
): ChallengeDraft {
  const caption = traits.caption ? (draft.caption_solution_format ?? 'caption') : null;
  return applyCaptionTitle(draft, {
    ...draft,
    platform_category: id,
    caption_solution_format: caption,
    comedy: traits.comedy,
    location: traits.localCivics ? (location ?? draft.location) : null,
  });
}

/**
 * Becoming a caption challenge sets the caption title and clears the detail (spec 2 §2), setting the
 * typed question aside; ceasing to be one (another category or variant) puts it back.
 */
function applyCaptionTitle(before: ChallengeDraft, after: ChallengeDraft): ChallengeDraft {
  const was = isCaptionChallenge(before);
  const is = isCaptionChallenge(after);
  if (!was && is) {
    return {
      ...after,
      caption_set_aside: { question_title: after.question_title, question_detail: after.question_detail },
      question_title: CAPTION_TITLE,
      question_detail: '',
    };
  }
  if (was && !is) {
    const typed = after.caption_set_aside ?? { question_title: INITIAL_QUESTION_TITLE, question_detail: '' };
    return { ...after, ...typed, caption_set_aside: null };
  }
  return after;
}
/** The form in another variant (a tool tile, or Back clearing it); everything typed stays. */
export function withFormat(draft: ChallengeDraft, format: CreateFormat): ChallengeDraft {
  if (draft.solution_format === format) return draft;
  return applyCaptionTitle(draft, {
    ...draft,
    solution_format: format,
    step: 'category',
    steps: { ...draft.steps, category: true },
  });
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
  idea: z
    .object({ title: z.string().catch(''), description: z.string().catch('') })
    .catch({ title: '', description: '' }),
  innovation_scale: z.enum(INNOVATION_SCALES).or(z.literal('')).catch(''),
  article: articleSchema.nullable().catch(null),
  primary_image: z.string().max(2048).nullable().catch(null),
  caption_solution_format: z.enum(CAPTION_FORMATS).nullable().catch(null),
  caption_reaction_type: z.enum(CAPTION_REACTIONS).catch('funny'),
  location: z.string().max(200).nullable().catch(null),
  improve_purpose_idea: z.string().catch(''),
  caption_set_aside: z.object({ question_title: z.string(), question_detail: z.string() }).nullable().catch(null),
  tags: z.array(z.string().max(ASSISTANT_TAG_LENGTH_MAX)).max(ASSISTANT_TAGS_MAX).catch([]),
  solution_format: z.string().catch(''),
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
export function recoverDraft(
  raw: string | null,
  format: CreateFormat,
  now: Date,
  categories: Category[],
): ChallengeDraft | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  return draftFromStored(json, format, now, categories);
}

/**
 * A saved server draft opened in the form (spec 2 §4): it replaces the form and opens on step 2.
 * Null when its category is not one of this community's.
 */
export function openServerDraft(
  id: number,
  content: unknown,
  format: CreateFormat,
  now: Date,
  categories: Category[],
): ChallengeDraft | null {
  const draft = draftFromStored(content, format, now, categories);
  if (!draft) return null;
  const second = visibleSteps(draft)[1];
  return { ...draft, server_draft_id: id, step: second, steps: { ...draft.steps, [second]: true } };
}

/**
 * The variant a stored form opens in: the test-idea route is always test-an-idea; the create route
 * keeps a QQ or improve-an-idea form (chosen with a tool tile) and turns a test-an-idea one into the
 * default form, since leaving the test-idea route clears that format (spec 2 §4).
 */
export function formatForRoute(stored: string, route: CreateFormat): CreateFormat {
  if (route !== 'challenge') return route;
  return stored === 'qq' || stored === 'improve-an-idea' ? stored : 'challenge';
}

function draftFromStored(json: unknown, route: CreateFormat, now: Date, categories: Category[]): ChallengeDraft | null {
  const parsed = storedDraftSchema.safeParse(json);
  if (!parsed.success) return null;
  const stored = parsed.data;
  const entry = findCategory(categories, stored.platform_category);
  if (!entry) return null;
  const category = entry.category.id;
  const traits = categoryTraits(entry);
  const format = formatForRoute(stored.solution_format, route);
  const steps = Object.fromEntries(
    Object.entries(stored.steps).filter(([k]) => (STEP_IDS as readonly string[]).includes(k)),
  ) as ChallengeDraft['steps'];
  const draft: ChallengeDraft = {
    solution_format: format,
    platform_category: category,
    question_title: stored.question_title,
    question_detail: stored.question_detail,
    idea: stored.idea,
    innovation_scale: stored.innovation_scale,
    article: stored.article,
    primary_image: stored.primary_image,
    // The category decides whether this is a caption challenge; the stored choice of format is kept.
    caption_solution_format: traits.caption ? (stored.caption_solution_format ?? 'caption') : null,
    caption_reaction_type: stored.caption_reaction_type,
    comedy: traits.comedy,
    location: traits.localCivics ? stored.location : null,
    improve_purpose_idea: stored.improve_purpose_idea,
    tags: stored.tags,
    caption_set_aside: stored.caption_set_aside,
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

/**
 * Pre-send normalisation (spec 2 §5): platform_domain, innovation scale default, trailing '?', the
 * article and primary image filling each other for non-caption challenges, money as typed. What a
 * hidden step holds (typed before switching variant or category) is not sent.
 */
export function toCreateBody(draft: ChallengeDraft, platformDomain: string): ChallengeCreateInput {
  const shows = (step: StepId) => isStepVisible(step, draft);
  const caption = isCaptionChallenge(draft);
  const article = shows('article-source') && draft.article ? draft.article : null;
  const image = effectiveImage({ ...draft, article });
  const idea = { title: draft.idea.title.trim(), description: draft.idea.description.trim() };
  return {
    solution_format: draft.solution_format,
    platform_domain: platformDomain,
    platform_category: draft.platform_category,
    question_title: normaliseQuestionTitle(caption ? CAPTION_TITLE : draft.question_title),
    question_detail: caption ? '' : draft.question_detail.trim(),
    primary_image: image,
    caption_solution_format: caption ? draft.caption_solution_format : null,
    caption_reaction_type: caption ? draft.caption_reaction_type : null,
    location: draft.location,
    tags: draft.tags,
    duration_start: draft.duration_start,
    duration_end: draft.duration_end,
    innovation_scale: (shows('innovation-scale') && draft.innovation_scale) || DEFAULT_INNOVATION_SCALE,
    article: article && !article.image_url && image ? { ...article, image_url: image } : article,
    assumption_who: shows('assumptions') ? draft.assumption_who.trim() : '',
    assumption_what: shows('assumptions') ? draft.assumption_what.trim() : '',
    assumption_why: shows('assumptions') ? draft.assumption_why.trim() : '',
    deep_dives: shows('assumptions') ? draft.deep_dives : emptyDeepDives(),
    improve_purpose_idea: shows('purpose') ? draft.improve_purpose_idea.trim() : '',
    prize_type: draft.prize_type,
    prize_money: draft.prize_money.trim() || '0',
    prize_title: draft.prize_type === 'other' ? draft.prize_title.trim() : '',
    prize_description: draft.prize_type === 'other' ? draft.prize_description.trim() : '',
    idea_entry_fee: draft.idea_entry_fee.trim() || '0',
    ...(draft.server_draft_id ? { draft_id: draft.server_draft_id } : {}),
    ...(shows('your-idea') && (idea.title || idea.description) ? { idea } : {}),
  };
}
