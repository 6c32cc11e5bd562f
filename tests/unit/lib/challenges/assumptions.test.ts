import { describe, expect, test } from '@jest/globals';
import {
  ASSUMPTION_MESSAGES,
  ASSUMPTION_MIN,
  DEEP_DIVE_LINE_MAX,
  DEEP_DIVE_TEXT_MAX,
  assumptionErrors,
  assumptionsComplete,
  deepDivesSchema,
  emptyDeepDives,
  whatAssumptionCount,
  type AssumptionFields,
} from '@/lib/challenges/assumptions';

const fields = (patch: Partial<AssumptionFields> = {}): AssumptionFields => ({
  assumption_who: '',
  assumption_what: '',
  assumption_why: '',
  deep_dives: emptyDeepDives(),
  ...patch,
});
const errorsOf = (a: AssumptionFields) => assumptionErrors(a).map((e) => `${e.field}: ${e.error}`);
const long = 'x'.repeat(ASSUMPTION_MIN);

describe('assumptions (spec 2 §5)', () => {
  test('optional: empty who, what and why are fine', () => {
    expect(assumptionErrors(fields())).toEqual([]);
  });
  test('100 characters at least once written: 99 fail, 100 pass; spaces around do not count', () => {
    expect(errorsOf(fields({ assumption_who: 'x'.repeat(ASSUMPTION_MIN - 1) }))).toEqual([
      `assumption_who: ${ASSUMPTION_MESSAGES.tooShort}`,
    ]);
    expect(errorsOf(fields({ assumption_what: `  ${'x'.repeat(ASSUMPTION_MIN - 1)}  ` }))).toEqual([
      `assumption_what: ${ASSUMPTION_MESSAGES.tooShort}`,
    ]);
    expect(assumptionErrors(fields({ assumption_why: long }))).toEqual([]);
  });
  test('complete only with who, what and why', () => {
    expect(assumptionsComplete(fields({ assumption_who: long, assumption_what: long }))).toBe(false);
    expect(assumptionsComplete(fields({ assumption_who: long, assumption_what: long, assumption_why: long }))).toBe(
      true,
    );
  });
  test("ages: from 0; 'from' at most 'to'", () => {
    const age = (from: number | null, to: number | null) => {
      const d = emptyDeepDives();
      d.who.demograph_age = { from, to };
      return errorsOf(fields({ deep_dives: d }));
    };
    expect(age(0, 0)).toEqual([]);
    expect(age(30, 30)).toEqual([]);
    expect(age(31, 30)).toEqual([`deep_dives.who.demograph_age: ${ASSUMPTION_MESSAGES.agesOrder}`]);
    expect(age(-1, 30)).toEqual([`deep_dives.who.demograph_age: ${ASSUMPTION_MESSAGES.agesRange}`]);
    expect(age(null, 40)).toEqual([]);
  });
  test('only one impact step may be the hardest', () => {
    const d = emptyDeepDives();
    d.what.impact_steps = [
      { text: 'a', selected: true },
      { text: 'b', selected: false },
    ];
    expect(assumptionErrors(fields({ deep_dives: d }))).toEqual([]);
    d.what.impact_steps[1].selected = true;
    expect(errorsOf(fields({ deep_dives: d }))).toEqual([
      `deep_dives.what.impact_steps: ${ASSUMPTION_MESSAGES.oneHardest}`,
    ]);
  });
  test('why strengths: personal 1 to 10, stakeholder -5 to 5', () => {
    const why = (personal: number, stakeholder: number) => {
      const d = emptyDeepDives();
      d.why.personal_reasons = [{ reason: 'r', strength: personal }];
      d.why.stakeholder_reasons = [{ reason: 's', strength: stakeholder }];
      return assumptionErrors(fields({ deep_dives: d })).map((e) => e.field);
    };
    expect(why(1, -5)).toEqual([]);
    expect(why(10, 5)).toEqual([]);
    expect(why(0, 6)).toEqual(['deep_dives.why.personal_reasons', 'deep_dives.why.stakeholder_reasons']);
    expect(why(11, -6)).toEqual(['deep_dives.why.personal_reasons', 'deep_dives.why.stakeholder_reasons']);
  });
  test("each written core cause is a 'What' assumption", () => {
    const d = emptyDeepDives();
    expect(whatAssumptionCount(d)).toBe(0);
    d.what.core_cause_1st = { cause: 'Dark stops', support: '' };
    d.what.core_cause_2nd = { cause: 'Too dark', support: '' };
    d.what.core_cause_3rd = { cause: '  ', support: 'only support' };
    // Ten characters make a cause; fewer earn nothing.
    expect(whatAssumptionCount(d)).toBe(1);
  });
  test('a long list item is cut to 80 characters, never dropped with its list', () => {
    const parsed = deepDivesSchema.parse({
      ...emptyDeepDives(),
      who: { ...emptyDeepDives().who, occupation: ['x'.repeat(100), 'nurse'] },
    });
    expect(parsed.who.occupation).toEqual(['x'.repeat(80), 'nurse']);
  });
  test('a list item is cut in characters seen: an emoji is never split', () => {
    const family = '👩‍👩‍👧‍👦';
    const parsed = deepDivesSchema.parse({
      ...emptyDeepDives(),
      who: { ...emptyDeepDives().who, location: [family.repeat(81)] },
    });
    expect(parsed.who.location).toEqual([family.repeat(80)]);
  });
  test('a text over its limit is kept as written and reported at its field, never emptied', () => {
    const over = 'x'.repeat(DEEP_DIVE_TEXT_MAX + 1);
    const dives = emptyDeepDives();
    const parsed = deepDivesSchema.parse({
      ...dives,
      what: {
        ...dives.what,
        core_cause_2nd: { cause: 'Cost', support: over },
        impact_steps: [{ text: 'y'.repeat(DEEP_DIVE_LINE_MAX + 1), selected: true }],
      },
      who: { ...dives.who, media_consumed: over },
      why: {
        ...dives.why,
        anthropology_experiments: over,
        stakeholder_reasons: [{ reason: 'z'.repeat(301), strength: 0 }],
      },
    });
    expect(parsed.what.core_cause_2nd).toEqual({ cause: 'Cost', support: over });
    expect(parsed.who.media_consumed).toBe(over);
    expect(parsed.what.impact_steps[0].text).toHaveLength(DEEP_DIVE_LINE_MAX + 1);
    expect(errorsOf(fields({ deep_dives: parsed }))).toEqual([
      `deep_dives.what.core_cause_2nd: Use at most ${DEEP_DIVE_TEXT_MAX} characters.`,
      `deep_dives.what.impact_steps: Use at most ${DEEP_DIVE_LINE_MAX} characters.`,
      `deep_dives.who.media_consumed: Use at most ${DEEP_DIVE_TEXT_MAX} characters.`,
      `deep_dives.why.stakeholder_reasons: Use at most ${DEEP_DIVE_LINE_MAX} characters.`,
      `deep_dives.why.anthropology_experiments: Use at most ${DEEP_DIVE_TEXT_MAX} characters.`,
    ]);
  });
  test('deep-dive limits count what a person sees: 1000 emoji fit a 1000-character text', () => {
    const dives = emptyDeepDives();
    const full = { ...dives, who: { ...dives.who, jobs_to_be_done: '👩‍👩‍👧‍👦'.repeat(DEEP_DIVE_TEXT_MAX) } };
    expect(assumptionErrors(fields({ deep_dives: deepDivesSchema.parse(full) }))).toEqual([]);
  });
});
