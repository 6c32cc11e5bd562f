// The creation stepper (spec 2 §2 step lists, §4 stepper): step ids, names, and the rules for
// complete and enabled steps. Issue 4 adds the remaining steps and the QQ / improve-an-idea lists.
import type { FieldError } from '../contracts/errors';
import type { ChallengeDraft } from './draft';
import { assumptionsComplete } from './assumptions';
import { challengeErrors, type CreateFormat } from './validation';

export const STEP_IDS = ['category', 'your-idea', 'question-description', 'assumptions', 'innovation-scale', 'article-source', 'duration', 'money-prizes', 'publish', 'share'] as const;
export type StepId = (typeof STEP_IDS)[number];

export const STEP_NAMES: Record<StepId, string> = {
  category: 'Category',
  'your-idea': 'Your Idea',
  'question-description': 'Question & Description',
  assumptions: 'Assumptions',
  'innovation-scale': 'Innovation Scale',
  'article-source': 'Article Source',
  duration: 'Duration',
  'money-prizes': 'Money & Prizes',
  publish: 'Preview, Edit & Publish',
  share: 'Share',
};

/** The steps of each variant, in the spec's order, limited to those this flow has so far. */
export const VARIANT_STEPS: Record<CreateFormat, readonly StepId[]> = {
  challenge: ['category', 'question-description', 'assumptions', 'innovation-scale', 'article-source', 'duration', 'money-prizes', 'publish', 'share'],
  'test-an-idea': ['category', 'your-idea', 'question-description', 'assumptions', 'innovation-scale', 'duration', 'money-prizes', 'publish', 'share'],
};

/** Body fields each step fills; their errors are that step's errors. */
export const STEP_FIELDS: Partial<Record<StepId, readonly string[]>> = {
  category: ['platform_category'],
  'your-idea': ['idea.title', 'idea.description'],
  'question-description': ['question_title', 'question_detail'],
  assumptions: ['assumption_who', 'assumption_what', 'assumption_why', 'deep_dives.who.demograph_age', 'deep_dives.what.impact_steps', 'deep_dives.why.personal_reasons', 'deep_dives.why.stakeholder_reasons'],
  'innovation-scale': ['innovation_scale'],
  'article-source': ['article'],
  duration: ['duration_end'],
  'money-prizes': ['prize_type', 'prize_money', 'prize_title', 'prize_description', 'idea_entry_fee'],
};

export function draftErrors(draft: ChallengeDraft): FieldError[] {
  return challengeErrors(draft);
}

export function stepErrors(step: StepId, draft: ChallengeDraft): FieldError[] {
  const fields = STEP_FIELDS[step];
  if (!fields) return [];
  return draftErrors(draft).filter((e) => fields.includes(e.field));
}

/** The rule that keeps Next disabled on this step, or null. */
export function stepIssue(step: StepId, draft: ChallengeDraft): string | null {
  return stepErrors(step, draft)[0]?.error ?? null;
}

/**
 * Complete once its data is present, or once the challenge has a slug (published). The optional
 * assumptions step is complete only with who, what and why (spec 2 §2).
 */
export function isStepComplete(step: StepId, draft: ChallengeDraft, slug: string | null): boolean {
  if (slug) return true;
  if (step === 'publish' || step === 'share') return false;
  if (step === 'assumptions') return assumptionsComplete(draft);
  return stepIssue(step, draft) === null;
}

/** Nothing on the step breaks a rule, so the steps after it may open (an optional step may be empty). */
function isStepPassable(step: StepId, draft: ChallengeDraft): boolean {
  return step !== 'publish' && step !== 'share' && stepIssue(step, draft) === null;
}

/**
 * Once published only Share is open, and Share opens only then. Before that a step opens when every
 * step before it is complete, so the stepper never skips a rule.
 */
export function isStepEnabled(step: StepId, draft: ChallengeDraft, slug: string | null): boolean {
  if (slug) return step === 'share';
  if (step === 'share') return false;
  const steps = VARIANT_STEPS[draft.solution_format];
  const index = steps.indexOf(step);
  if (index < 0) return false;
  return steps.slice(0, index).every((s) => isStepPassable(s, draft));
}

/** The furthest step a draft may open on: `wanted` when enabled, else the first incomplete one. */
export function resumeStep(draft: ChallengeDraft, wanted: string): StepId {
  const steps = VARIANT_STEPS[draft.solution_format];
  const match = steps.find((s) => s === wanted);
  if (match && isStepEnabled(match, draft, null)) return match;
  return steps.find((s) => !isStepPassable(s, draft)) ?? 'publish';
}

export function nextStep(step: StepId, format: CreateFormat): StepId | null {
  const steps = VARIANT_STEPS[format];
  return steps[steps.indexOf(step) + 1] ?? null;
}

export function previousStep(step: StepId, format: CreateFormat): StepId | null {
  const steps = VARIANT_STEPS[format];
  return steps[steps.indexOf(step) - 1] ?? null;
}
