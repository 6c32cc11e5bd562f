// Assumptions and deep dives (spec 2 §2 assumptions step, §3 deep dives, §5 assumptions, §9): the
// catalyst's who / what / why (optional, 100 characters at least when written) and three worksheets
// that dig into them. The step counts as complete only with who, what and why.
import { z } from 'zod';
import type { FieldError } from '../contracts/errors';
import { tooLong } from './messages';
import { graphemeCount, graphemeSlice } from '../graphemes';

export const ASSUMPTION_MIN = 100;
/** Our bounds; the spec gives none. */
export const ASSUMPTION_MAX = 2000;
export const DEEP_DIVE_TEXT_MAX = 1000;
/** An impact step or a reason. */
export const DEEP_DIVE_LINE_MAX = 300;
export const DEEP_DIVE_LIST_MAX = 10;
export const DEEP_DIVE_ITEM_MAX = 80;
/** A core cause counts as a 'What' assumption (and earns neurons) from this many characters. */
export const CORE_CAUSE_MIN = 10;
export const PERSONAL_STRENGTH = { min: 1, max: 10, default: 5 } as const;
export const STAKEHOLDER_STRENGTH = { min: -5, max: 5, default: 0 } as const;
export const AGE_MIN = 0;
export const AGE_MAX = 120;
/** Neurons per filled 'What' assumption (the three core causes of the What worksheet). */
export const WHAT_ASSUMPTION_POINTS = 12;
export const WHAT_ASSUMPTION_REASON = 'WhatAssumption';
export const GENDERS = ['any', 'female', 'male'] as const;
export const FEASIBILITY_CHOICES = ['first', 'second', 'third'] as const;
export const CORE_CAUSES = ['core_cause_1st', 'core_cause_2nd', 'core_cause_3rd'] as const;

export const ASSUMPTION_MESSAGES = {
  tooShort: `Write at least ${ASSUMPTION_MIN} characters, or leave it empty.`,
  agesOrder: "'From' cannot be older than 'to'.",
  agesRange: `Ages run from ${AGE_MIN} to ${AGE_MAX}.`,
  oneHardest: 'Only one impact step can be the hardest.',
  strength: 'Choose a strength on the scale.',
  monkeyFirst: 'Start with the Monkey first',
} as const;

/** A text over its limit is kept as written and reported by assumptionErrors, never emptied. */
const text = z.string().catch('');
/** Items longer than 80 characters are cut, never dropped with the whole list. */
const list = z
  .array(z.string().transform((item) => graphemeSlice(item, DEEP_DIVE_ITEM_MAX)))
  .transform((items) => items.slice(0, DEEP_DIVE_LIST_MAX))
  .catch([]);
const cause = z.object({ cause: text, support: text }).catch({ cause: '', support: '' });
const reason = z.object({ reason: text, strength: z.number().int() });

/** Tolerant on read (a stored draft), strict rules in deepDiveErrors. */
export const deepDivesSchema = z.object({
  what: z.object({
    core_cause_1st: cause,
    core_cause_2nd: cause,
    core_cause_3rd: cause,
    feasibility_choice: z.enum(FEASIBILITY_CHOICES).or(z.literal('')).catch(''),
    impact_steps: z
      .array(z.object({ text, selected: z.boolean() }))
      .max(DEEP_DIVE_LIST_MAX)
      .catch([]),
  }),
  who: z.object({
    demograph_age: z
      .object({ from: z.number().int().nullable(), to: z.number().int().nullable() })
      .catch({ from: null, to: null }),
    demograph_gender: list,
    occupation: list,
    location: list,
    media_consumed: text,
    who_interests_hobbies: list,
    psychographics: list,
    jobs_to_be_done: text,
  }),
  why: z.object({
    personal_reasons: z.array(reason).max(DEEP_DIVE_LIST_MAX).catch([]),
    stakeholder_reasons: z.array(reason).max(DEEP_DIVE_LIST_MAX).catch([]),
    anthropology_experiments: text,
  }),
});
export type DeepDives = z.infer<typeof deepDivesSchema>;

export function emptyDeepDives(): DeepDives {
  const blank = { cause: '', support: '' };
  return {
    what: {
      core_cause_1st: blank,
      core_cause_2nd: blank,
      core_cause_3rd: blank,
      feasibility_choice: '',
      impact_steps: [],
    },
    who: {
      demograph_age: { from: null, to: null },
      demograph_gender: [],
      occupation: [],
      location: [],
      media_consumed: '',
      who_interests_hobbies: [],
      psychographics: [],
      jobs_to_be_done: '',
    },
    why: { personal_reasons: [], stakeholder_reasons: [], anthropology_experiments: '' },
  };
}

export interface AssumptionFields {
  assumption_who: string;
  assumption_what: string;
  assumption_why: string;
  deep_dives: DeepDives;
}

const KEYS = ['assumption_who', 'assumption_what', 'assumption_why'] as const;

export function assumptionErrors(a: AssumptionFields): FieldError[] {
  const errors: FieldError[] = [];
  for (const key of KEYS) {
    const value = a[key].trim();
    if (value && graphemeCount(value) < ASSUMPTION_MIN)
      errors.push({ field: key, error: ASSUMPTION_MESSAGES.tooShort });
    else if (graphemeCount(value) > ASSUMPTION_MAX) errors.push({ field: key, error: tooLong(ASSUMPTION_MAX) });
  }
  errors.push(...deepDiveLengthErrors(a.deep_dives));
  const { from, to } = a.deep_dives.who.demograph_age;
  if ([from, to].some((age) => age !== null && (age < AGE_MIN || age > AGE_MAX)))
    errors.push({ field: 'deep_dives.who.demograph_age', error: ASSUMPTION_MESSAGES.agesRange });
  else if (from !== null && to !== null && from > to)
    errors.push({ field: 'deep_dives.who.demograph_age', error: ASSUMPTION_MESSAGES.agesOrder });
  if (a.deep_dives.what.impact_steps.filter((s) => s.selected).length > 1)
    errors.push({ field: 'deep_dives.what.impact_steps', error: ASSUMPTION_MESSAGES.oneHardest });
  const outside = (reasons: { strength: number }[], scale: { min: number; max: number }) =>
    reasons.some((r) => r.strength < scale.min || r.strength > scale.max);
  if (outside(a.deep_dives.why.personal_reasons, PERSONAL_STRENGTH))
    errors.push({ field: 'deep_dives.why.personal_reasons', error: ASSUMPTION_MESSAGES.strength });
  if (outside(a.deep_dives.why.stakeholder_reasons, STAKEHOLDER_STRENGTH))
    errors.push({ field: 'deep_dives.why.stakeholder_reasons', error: ASSUMPTION_MESSAGES.strength });
  return errors;
}

/** Deep-dive texts over their limits, in characters seen, under the field the form shows them at. */
function deepDiveLengthErrors({ what, who, why }: DeepDives): FieldError[] {
  const checks: [field: string, texts: string[], max: number][] = [
    ...CORE_CAUSES.map((key): [string, string[], number] => [
      `deep_dives.what.${key}`,
      [what[key].cause, what[key].support],
      DEEP_DIVE_TEXT_MAX,
    ]),
    ['deep_dives.what.impact_steps', what.impact_steps.map((s) => s.text), DEEP_DIVE_LINE_MAX],
    ['deep_dives.who.media_consumed', [who.media_consumed], DEEP_DIVE_TEXT_MAX],
    ['deep_dives.who.jobs_to_be_done', [who.jobs_to_be_done], DEEP_DIVE_TEXT_MAX],
    ['deep_dives.why.personal_reasons', why.personal_reasons.map((r) => r.reason), DEEP_DIVE_LINE_MAX],
    ['deep_dives.why.stakeholder_reasons', why.stakeholder_reasons.map((r) => r.reason), DEEP_DIVE_LINE_MAX],
    ['deep_dives.why.anthropology_experiments', [why.anthropology_experiments], DEEP_DIVE_TEXT_MAX],
  ];
  return checks
    .filter(([, texts, max]) => texts.some((t) => graphemeCount(t) > max))
    .map(([field, , max]) => ({ field, error: tooLong(max) }));
}

/** The step is complete only with who, what and why (spec 2 §2), each valid. */
export function assumptionsComplete(a: AssumptionFields): boolean {
  return KEYS.every((key) => a[key].trim().length >= ASSUMPTION_MIN) && assumptionErrors(a).length === 0;
}

/** Filled 'What' assumptions, each worth WHAT_ASSUMPTION_POINTS to the catalyst at publishing. */
export function whatAssumptionCount(dives: DeepDives): number {
  return CORE_CAUSES.filter((key) => dives.what[key].cause.trim().length >= CORE_CAUSE_MIN).length;
}

/** Which of who / what / why are written, for the publish tile's indicators. */
export function assumptionIndicators(a: AssumptionFields): { who: boolean; what: boolean; why: boolean } {
  return {
    who: a.assumption_who.trim() !== '',
    what: a.assumption_what.trim() !== '',
    why: a.assumption_why.trim() !== '',
  };
}
