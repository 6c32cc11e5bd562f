import {
  hasQuestionPattern,
  INITIAL_QUESTION_TITLE,
  normaliseQuestionTitle,
  QUESTION_DETAIL_MAX,
  QUESTION_TITLE_MAX,
  questionDetailError,
  questionTitleError,
  questionTitleLength,
  questionTitleRemaining,
} from '@/lib/challenges/title';

const PATTERN = 'Your title should contain either "How could" or "What could"';
/** A valid title of exactly n characters (without a question mark). */
const titleOf = (n: number) => `What could ${'x'.repeat(n - 'What could '.length)}`;

describe('question title', () => {
  test('starts as "What could", which already has the pattern', () => {
    expect(INITIAL_QUESTION_TITLE).toBe('What could');
    expect(questionTitleError(INITIAL_QUESTION_TITLE)).toBeNull();
  });

  test('180 characters pass, 181 do not', () => {
    expect(QUESTION_TITLE_MAX).toBe(180);
    expect(questionTitleError(titleOf(180))).toBeNull();
    expect(questionTitleRemaining(titleOf(180))).toBe(0);
    expect(questionTitleError(titleOf(181))).toBe('Use at most 180 characters.');
    expect(questionTitleRemaining(titleOf(181))).toBe(-1);
  });

  test('the closing "?" and surrounding spaces do not count against the limit', () => {
    expect(questionTitleLength(`${titleOf(180)}?`)).toBe(180);
    expect(questionTitleError(`  ${titleOf(180)}?  `)).toBeNull();
    expect(questionTitleRemaining('What could')).toBe(170);
    expect(questionTitleRemaining('What could?')).toBe(170);
    expect(questionTitleLength('   ')).toBe(0);
  });

  test('must start with "What" or "How" and contain "could", in any case', () => {
    for (const ok of [
      'What could we do',
      'How could we do it',
      'what could',
      'HOW COULD',
      'How, with no money, could a town',
      'What on earth could help',
    ]) {
      expect(hasQuestionPattern(ok)).toBe(true);
    }
    for (const bad of [
      'Why could we',
      'What should we do',
      'How might a city',
      'Somehow what could',
      'Whatever could happen',
      'How coulda',
    ]) {
      expect(questionTitleError(bad)).toBe(PATTERN);
    }
  });

  test('an empty title is required first', () => {
    expect(questionTitleError('')).toBe('This field is required');
    expect(questionTitleError('   ')).toBe('This field is required');
  });

  test('"?" is appended once, after trimming, and normalising twice changes nothing', () => {
    expect(normaliseQuestionTitle('  What could help  ')).toBe('What could help?');
    expect(normaliseQuestionTitle('What could help?')).toBe('What could help?');
    expect(normaliseQuestionTitle('What could help ?')).toBe('What could help ?');
    expect(normaliseQuestionTitle(normaliseQuestionTitle('How could we'))).toBe('How could we?');
    expect(normaliseQuestionTitle('   ')).toBe('');
  });
});

describe('question details', () => {
  test('required, at most 5000 characters', () => {
    expect(questionDetailError('')).toBe('This field is required');
    expect(questionDetailError('x'.repeat(QUESTION_DETAIL_MAX))).toBeNull();
    expect(questionDetailError('x'.repeat(QUESTION_DETAIL_MAX + 1))).toBe('Use at most 5000 characters.');
  });
});
