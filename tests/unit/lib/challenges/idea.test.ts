import {
  IDEA_DESCRIPTION_MAX,
  IDEA_TITLE_MAX,
  ideaDescriptionError,
  ideaErrors,
  ideaTitleError,
} from '@/lib/challenges/idea';

describe('the catalyst’s own idea', () => {
  test('title: 180 characters pass, 181 do not', () => {
    expect(IDEA_TITLE_MAX).toBe(180);
    expect(ideaTitleError('x'.repeat(180))).toBeNull();
    expect(ideaTitleError('x'.repeat(181))).toBe('Use at most 180 characters.');
    expect(ideaTitleError('  ')).toBe('This field is required');
  });

  test('description: 5000 characters pass, 5001 do not', () => {
    expect(IDEA_DESCRIPTION_MAX).toBe(5000);
    expect(ideaDescriptionError('x'.repeat(5000))).toBeNull();
    expect(ideaDescriptionError('x'.repeat(5001))).toBe('Use at most 5000 characters.');
    expect(ideaDescriptionError('')).toBe('This field is required');
  });

  test('errors are keyed by body field', () => {
    expect(ideaErrors({ title: '', description: 'ok' })).toEqual([
      { field: 'idea.title', error: 'This field is required' },
    ]);
    expect(ideaErrors({ title: 'ok', description: 'ok' })).toEqual([]);
  });
});
