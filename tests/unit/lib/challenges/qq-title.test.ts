// QQ titles and suggested words (spec 2 §5, §9): the QQ types only what follows its prefix, 140
// characters at most, details 1000; tool challenges must use one of the suggested words.
import { challengeErrors } from '@/lib/challenges/validation';
import {
  hasSuggestedWord,
  joinQqTitle,
  QQ_DETAIL_MAX,
  QQ_TITLE_MAX,
  qqTitleError,
  qqTitleLength,
  questionTitleError,
  splitQqTitle,
  SUGGESTED_TITLE_WORDS,
} from '@/lib/challenges/title';

const SUGGESTED = 'Consider using one of the words listed below, or similar!';

describe('QQ title', () => {
  test('the prefix is stripped and added back; typing it again is stripped too', () => {
    expect(splitQqTitle('What could make buses faster')).toEqual({ prefix: 'What could', rest: 'make buses faster' });
    expect(splitQqTitle('how could  we')).toEqual({ prefix: 'How could', rest: 'we' });
    expect(splitQqTitle('make buses faster')).toEqual({ prefix: 'What could', rest: 'make buses faster' });
    expect(joinQqTitle('How could', 'What could we fix it')).toBe('How could we fix it');
    expect(joinQqTitle('What could', '')).toBe('What could');
    expect(splitQqTitle('What could what could x').rest).toBe('x');
  });

  test('140 characters after the prefix pass, 141 do not; the ? does not count', () => {
    expect(QQ_TITLE_MAX).toBe(140);
    const at = `unusual ${'x'.repeat(140 - 8)}`;
    expect(at).toHaveLength(140);
    expect(qqTitleLength(joinQqTitle('What could', at))).toBe(140);
    expect(qqTitleError(joinQqTitle('What could', at), true)).toBeNull();
    expect(qqTitleError(joinQqTitle('What could', `${at}?`), true)).toBeNull();
    expect(qqTitleError(joinQqTitle('What could', `${at}x`), true)).toBe('Use at most 140 characters.');
  });

  test('a title and a detail are required; details stop at 1000', () => {
    expect(qqTitleError('What could', true)).toBe('This field is required');
    expect(qqTitleError('What could ?', true)).toBe('This field is required');
    const base = {
      solution_format: 'qq' as const,
      platform_category: 1,
      question_title: 'What could be an unusual bus',
      primary_image: '/images/library/full/a-bright-idea.jpg',
    };
    expect(challengeErrors({ ...base, question_detail: '' }).map((e) => e.field)).toContain('question_detail');
    expect(QQ_DETAIL_MAX).toBe(1000);
    expect(challengeErrors({ ...base, question_detail: 'd'.repeat(1000) }).map((e) => e.field)).not.toContain(
      'question_detail',
    );
    expect(challengeErrors({ ...base, question_detail: 'd'.repeat(1001) })).toContainEqual({
      field: 'question_detail',
      error: 'Use at most 1000 characters.',
    });
  });
});

describe('suggested words', () => {
  test('the list of the spec, matched case-insensitively, also as the start of a longer word', () => {
    expect(SUGGESTED_TITLE_WORDS).toEqual(['unexpected', 'unique', 'unusual', 'surprising']);
    expect(hasSuggestedWord('What could be UNEXPECTED')).toBe(true);
    expect(hasSuggestedWord('What could be surprisingly good')).toBe(true);
    expect(hasSuggestedWord('What could be a uniquely odd bus')).toBe(true);
    expect(hasSuggestedWord('What could be odd')).toBe(false);
    // Inside another word it does not count.
    expect(hasSuggestedWord('What could be nonunique')).toBe(false);
  });

  test('required for tool challenges and comedy categories, not for the default form', () => {
    expect(questionTitleError('What could be odd', true)).toBe(SUGGESTED);
    expect(questionTitleError('What could be odd', false)).toBeNull();
    // The pattern rule comes first.
    expect(questionTitleError('Why unusual', true)).toBe(
      'Your title should contain either "How could" or "What could"',
    );
    const base = {
      platform_category: 1,
      question_title: 'What could make buses odd',
      question_detail: 'd',
      primary_image: '/images/library/full/a-bright-idea.jpg',
      idea: { title: 'i', description: 'd' },
    };
    const titleError = (facts: object) =>
      challengeErrors({ solution_format: 'challenge', ...base, ...facts }).find((e) => e.field === 'question_title')
        ?.error;
    expect(titleError({})).toBeUndefined();
    expect(titleError({ comedy: true })).toBe(SUGGESTED);
    for (const solution_format of ['test-an-idea', 'improve-an-idea', 'qq'])
      expect(titleError({ solution_format })).toBe(SUGGESTED);
    expect(
      titleError({ solution_format: 'test-an-idea', question_title: 'What could make buses unusual' }),
    ).toBeUndefined();
  });
});
