// The creation stepper (spec 2 §2 step lists, §4 stepper): which steps a form shows, which are
// complete and which are open. Step ids and variant lists live in variants.ts.
import type { FieldError } from '../contracts/errors';
import type { ChallengeDraft } from './challenge-draft';
import { assumptionsComplete } from './assumptions';
import { challengeErrors, effectiveImage, imageMayComeFromArticle } from './validation';
import { visibleSteps, type StepId } from './variants';

export { STEP_IDS, STEP_NAMES, VARIANT_STEPS, visibleSteps, type StepId } from './variants';

/** Body fields each step fills; their errors are that step's errors. */
export const STEP_FIELDS: Partial<Record<StepId, readonly string[]>> = {
  category: ['platform_category'],
  'your-idea': ['idea.title', 'idea.description'],
  purpose: ['improve_purpose_idea'],
  'question-description': ['question_title', 'question_detail'],
  assumptions: [
    'assumption_who',
    'assumption_what',
    'assumption_why',
    'deep_dives.who.demograph_age',
    'deep_dives.what.impact_steps',
    'deep_dives.why.personal_reasons',
    'deep_dives.why.stakeholder_reasons',
    'deep_dives.what.core_cause_1st',
    'deep_dives.what.core_cause_2nd',
    'deep_dives.what.core_cause_3rd',
    'deep_dives.who.media_consumed',
    'deep_dives.who.jobs_to_be_done',
    'deep_dives.why.anthropology_experiments',
  ],
  image: ['primary_image'],
  'innovation-scale': ['innovation_scale'],
  'article-source': ['article'],
  duration: ['duration_end'],
  'money-prizes': ['prize_type', 'prize_money', 'prize_title', 'prize_description', 'idea_entry_fee'],
  'caption-format': ['caption_solution_format'],
};

/**
 * Improve-an-idea keeps these closed until the question's details are written (spec 2 §2); its
 * category, idea, purpose and question steps are open from the start.
 */
const IMPROVE_GATED: readonly StepId[] = [
  'assumptions',
  'image',
  'innovation-scale',
  'article-source',
  'duration',
  'money-prizes',
  'publish',
];

/**
 * Every rule's errors for a form, worked out once per form state: the stepper asks each step
 * whether the steps before it pass, which would otherwise run the whole check dozens of times per
 * keystroke. Form states are never mutated (React state), so the object identifies the result.
 */
const errorsByDraft = new WeakMap<ChallengeDraft, FieldError[]>();

export function draftErrors(draft: ChallengeDraft): FieldError[] {
  let errors = errorsByDraft.get(draft);
  if (!errors) {
    errors = challengeErrors(draft);
    errorsByDraft.set(draft, errors);
  }
  return errors;
}

export function stepErrors(step: StepId, draft: ChallengeDraft): FieldError[] {
  const fields = STEP_FIELDS[step];
  if (!fields) return [];
  return draftErrors(draft).filter((e) => fields.includes(e.field));
}

/**
 * The rule that keeps Next disabled on this step, or null. A missing picture does not hold the
 * person on the Image step while a later Article Source step may still bring one (spec 2 §5 fill);
 * publishing still needs it.
 */
export function stepIssue(step: StepId, draft: ChallengeDraft): string | null {
  if (step === 'image' && imageMayComeFromArticle(draft)) return null;
  return stepErrors(step, draft)[0]?.error ?? null;
}

/**
 * Complete once its data is present, or once the challenge has a slug (published). The optional
 * assumptions step is complete only with who, what and why; optional idea and purpose steps only
 * once written (spec 2 §2).
 */
export function isStepComplete(step: StepId, draft: ChallengeDraft, slug: string | null): boolean {
  if (slug) return true;
  if (step === 'publish' || step === 'share') return false;
  if (step === 'assumptions') return assumptionsComplete(draft);
  if (step === 'your-idea' && !draft.idea.title.trim()) return false;
  if (step === 'image') return effectiveImage(draft) !== null;
  if (step === 'purpose') return draft.improve_purpose_idea.trim() !== '' && stepIssue(step, draft) === null;
  return stepIssue(step, draft) === null;
}

/** Nothing on the step breaks a rule, so the steps after it may open (an optional step may be empty). */
function isStepPassable(step: StepId, draft: ChallengeDraft): boolean {
  return step !== 'publish' && step !== 'share' && stepIssue(step, draft) === null;
}

/**
 * Once published only Share is open (and, for improve-an-idea, the category: a new idea to
 * improve), and Share opens only then. Before that a step opens when every step before it is
 * passable, so the stepper never skips a rule; improve-an-idea opens its first steps at once and
 * the rest once the description is written.
 */
export function isStepEnabled(step: StepId, draft: ChallengeDraft, slug: string | null): boolean {
  const improve = draft.solution_format === 'improve-an-idea';
  if (slug) return step === 'share' || (improve && step === 'category');
  if (step === 'share') return false;
  const steps = visibleSteps(draft);
  const index = steps.indexOf(step);
  if (index < 0) return false;
  if (improve) {
    if (step === 'category') return true;
    if (draft.platform_category === null) return false;
    if (!IMPROVE_GATED.includes(step)) return true;
    if (stepIssue('question-description', draft) !== null) return false;
  }
  return steps.slice(0, index).every((s) => isStepPassable(s, draft));
}

/** The furthest step a draft may open on: `wanted` when enabled, else the first incomplete one. */
export function resumeStep(draft: ChallengeDraft, wanted: string): StepId {
  const steps = visibleSteps(draft);
  const match = steps.find((s) => s === wanted);
  if (match && isStepEnabled(match, draft, null)) return match;
  return steps.find((s) => !isStepPassable(s, draft)) ?? 'publish';
}

export function nextStep(
  step: StepId,
  draft: Pick<ChallengeDraft, 'solution_format' | 'caption_solution_format' | 'comedy'>,
): StepId | null {
  const steps = visibleSteps(draft);
  return steps[steps.indexOf(step) + 1] ?? null;
}

export function previousStep(
  step: StepId,
  draft: Pick<ChallengeDraft, 'solution_format' | 'caption_solution_format' | 'comedy'>,
): StepId | null {
  const steps = visibleSteps(draft);
  return steps[steps.indexOf(step) - 1] ?? null;
}
