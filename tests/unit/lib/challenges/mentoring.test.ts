// Mentoring rules at their edges (spec 2 §3, §5 'Mentoring rating scale 0 to 5'; spec 3 §5
// 'Textarea: default maxlength 1000', 'Rating: max 5, increment 1, one decimal').
import { describe, expect, test } from '@jest/globals';
import {
  MENTOR_TEXT_MAX,
  MENTORING_FEEDBACK_CHOICES,
  MENTORING_MESSAGES,
  MENTORING_RATE_MAX,
  MENTORING_RATE_MIN,
  formatMentoringAverage,
  mentorCommentErrors,
  mentorDashboardTab,
  mentoringRateError,
  mentorRatedPoints,
  mentorRatedReason,
  mentorTextError,
  rateLockedText,
  ratingSummaryText,
} from '@/lib/challenges/mentoring';
import { CREATE_MESSAGES, tooLong } from '@/lib/challenges/messages';
import { mentorCommentEntrySchema, mentoringRateEntrySchema } from '@/lib/contracts/mentoring';

describe('mentorTextError', () => {
  test('1000 characters is a comment, 1001 is too long (counted trimmed)', () => {
    expect(mentorTextError('a'.repeat(MENTOR_TEXT_MAX))).toBeNull();
    expect(mentorTextError(`  ${'a'.repeat(MENTOR_TEXT_MAX)}  `)).toBeNull();
    expect(mentorTextError('a'.repeat(MENTOR_TEXT_MAX + 1))).toBe(tooLong(MENTOR_TEXT_MAX));
    expect(MENTOR_TEXT_MAX).toBe(1000);
  });
  test.each(['', '   ', '\n\t'])('%p is missing', (text) =>
    expect(mentorTextError(text)).toBe(CREATE_MESSAGES.required),
  );
  test.each(['Nice try!', 'nice try, better luck next time', 'Not my thing.'])('%p is low-effort', (text) =>
    expect(mentorTextError(text)).toBe(MENTORING_MESSAGES.lowEffort),
  );
  test('a comment that goes on to say what to change is not low-effort', () => {
    expect(mentorTextError('Nice try, but say who pays for the lockers when one breaks.')).toBeNull();
    expect(mentorTextError('x')).toBeNull();
  });
});

test('mentorCommentErrors names each failing field', () => {
  expect(mentorCommentErrors({ what_i_like: '', what_could_improve: 'ok then' })).toEqual([
    { field: 'what_i_like', error: CREATE_MESSAGES.required },
  ]);
  expect(mentorCommentErrors({ what_i_like: 'good', what_could_improve: 'b'.repeat(1001) })).toEqual([
    { field: 'what_could_improve', error: tooLong(1000) },
  ]);
  expect(mentorCommentErrors({ what_i_like: 'good', what_could_improve: 'better' })).toEqual([]);
});

describe('mentoringRateError', () => {
  test.each([0, 1, 2, 3, 4, 5])('%p is a rating', (value) => expect(mentoringRateError(value)).toBeNull());
  test.each([-0.1, 5.1, -1, 6, 2.5, 0.1, 4.9, NaN, Infinity])('%p is refused', (value) =>
    expect(mentoringRateError(value)).toBe(MENTORING_MESSAGES.rateRange),
  );
  test('the scale is 0 to 5', () => expect([MENTORING_RATE_MIN, MENTORING_RATE_MAX]).toEqual([0, 5]));
});

test('the request schemas run the same rules', () => {
  expect(mentoringRateEntrySchema.safeParse({ value: 0 }).success).toBe(true);
  expect(mentoringRateEntrySchema.safeParse({ value: 5 }).success).toBe(true);
  const bad = mentoringRateEntrySchema.safeParse({ value: 5.1 });
  expect(bad.success ? null : bad.error.issues[0]).toMatchObject({
    path: ['value'],
    message: MENTORING_MESSAGES.rateRange,
  });
  expect(mentoringRateEntrySchema.safeParse({ value: '3' }).success).toBe(false);
  const text = mentorCommentEntrySchema.safeParse({ what_i_like: 'a'.repeat(1001), what_could_improve: '' });
  expect(text.success ? [] : text.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['what_i_like', tooLong(1000)],
    ['what_could_improve', CREATE_MESSAGES.required],
  ]);
});

test('MentorRated neurons: a 0 deducts 2, a 1 earns nothing, 5 earns 8; the reason says who rated', () => {
  expect([0, 1, 2, 3, 4, 5].map(mentorRatedPoints)).toEqual([-2, 0, 2, 4, 6, 8]);
  expect(mentorRatedReason(true)).toBe('MentorCommentRatedByInnovator');
  expect(mentorRatedReason(false)).toBe('MentorCommentRatedByPeer');
});

test('one feedback choice per step of the scale, in order', () => {
  expect(MENTORING_FEEDBACK_CHOICES.map((c) => c.value)).toEqual([0, 1, 2, 3, 4, 5]);
  expect(new Set(MENTORING_FEEDBACK_CHOICES.map((c) => c.label)).size).toBe(6);
});

test('what a mentor reads of ratings: a count and an average to one decimal, never who', () => {
  expect(ratingSummaryText({ count: 0, average: null })).toBe('Not rated yet');
  expect(ratingSummaryText({ count: 1, average: 4 })).toBe('Rated 4.0 of 5 on average by 1 player');
  expect(ratingSummaryText({ count: 3, average: 2.667 })).toBe('Rated 2.7 of 5 on average by 3 players');
  expect(formatMentoringAverage(0)).toBe('0.0');
  expect(rateLockedText(0, 'Not helpful')).toBe(
    'You rated this advice 0 (Not helpful). Ratings are locked once given.',
  );
});

test('the dashboard tab: received, else the advice given', () => {
  expect(mentorDashboardTab('received')).toBe('received');
  expect(mentorDashboardTab(undefined)).toBe('given');
  expect(mentorDashboardTab(['received'])).toBe('given');
  expect(mentorDashboardTab('other')).toBe('given');
});
