import {
  CAPTION_TEXT_MAX,
  IDEA_CREATED_POINTS,
  IDEA_DESCRIPTION_MAX,
  IDEA_MESSAGES,
  IDEA_TITLE_MAX,
  MAX_IDEAS_STANDARD,
  MAX_IDEAS_SUGGESTION,
  ideaEntryErrors,
  ideasLeft,
  ideasLeftText,
  limitReachedMessage,
  maxUserIdeasFor,
} from '@/lib/challenges/idea-entry';
import { ideaEntrySchema } from '@/lib/contracts/idea';
import { CREATE_MESSAGES, tooLong } from '@/lib/challenges/messages';

const idea = (
  over: Partial<{ title: string; description: string; caption: { top: string; bottom: string } | null }> = {},
) => ({ title: 'A bench that charges phones', description: 'Solar panels on every bench.', caption: null, ...over });
const fields = (errors: { field: string }[]) => errors.map((e) => e.field);

describe('idea text limits (spec 2 §5, §9)', () => {
  test('title 180 passes, 181 fails, empty is required', () => {
    expect(IDEA_TITLE_MAX).toBe(180);
    expect(ideaEntryErrors(idea({ title: 'a'.repeat(180) }), false)).toEqual([]);
    expect(ideaEntryErrors(idea({ title: 'a'.repeat(181) }), false)).toEqual([{ field: 'title', error: tooLong(180) }]);
    expect(ideaEntryErrors(idea({ title: '   ' }), false)).toEqual([
      { field: 'title', error: CREATE_MESSAGES.required },
    ]);
  });

  test('description 5000 passes, 5001 fails; required except on caption challenges', () => {
    expect(IDEA_DESCRIPTION_MAX).toBe(5000);
    expect(ideaEntryErrors(idea({ description: 'd'.repeat(5000) }), false)).toEqual([]);
    expect(ideaEntryErrors(idea({ description: 'd'.repeat(5001) }), false)).toEqual([
      { field: 'description', error: tooLong(5000) },
    ]);
    expect(fields(ideaEntryErrors(idea({ description: '' }), false))).toEqual(['description']);
    expect(ideaEntryErrors(idea({ description: '', caption: { top: 'When it rains', bottom: '' } }), true)).toEqual([]);
    expect(
      fields(ideaEntryErrors(idea({ description: 'd'.repeat(5001), caption: { top: 'x', bottom: '' } }), true)),
    ).toEqual(['description']);
  });

  test('caption lines 90 pass, 91 fail; the caption needs one line on a caption challenge', () => {
    expect(CAPTION_TEXT_MAX).toBe(90);
    expect(ideaEntryErrors(idea({ caption: { top: 't'.repeat(90), bottom: 'b'.repeat(90) } }), true)).toEqual([]);
    expect(ideaEntryErrors(idea({ caption: { top: 't'.repeat(91), bottom: 'b'.repeat(91) } }), true)).toEqual([
      { field: 'caption.top', error: tooLong(90) },
      { field: 'caption.bottom', error: tooLong(90) },
    ]);
    expect(ideaEntryErrors(idea({ caption: { top: '', bottom: 'only the bottom' } }), true)).toEqual([]);
    expect(ideaEntryErrors(idea({ caption: { top: ' ', bottom: '' } }), true)).toEqual([
      { field: 'caption', error: IDEA_MESSAGES.captionMissing },
    ]);
    expect(ideaEntryErrors(idea({ caption: null }), true)).toEqual([
      { field: 'caption', error: IDEA_MESSAGES.captionMissing },
    ]);
    // Other challenges ignore a caption entirely.
    expect(ideaEntryErrors(idea({ caption: { top: 't'.repeat(91), bottom: '' } }), false)).toEqual([]);
  });
});

describe('ideas per person (spec 2 §5)', () => {
  test('3 in a normal challenge, 10 in a suggestion box', () => {
    expect(maxUserIdeasFor('standard')).toBe(MAX_IDEAS_STANDARD);
    expect(MAX_IDEAS_STANDARD).toBe(3);
    expect(maxUserIdeasFor('suggestion')).toBe(MAX_IDEAS_SUGGESTION);
    expect(MAX_IDEAS_SUGGESTION).toBe(10);
  });

  test('the 3rd idea leaves none, a 4th has none left; the same at 10 and 11', () => {
    expect(ideasLeft(2, 3)).toBe(1);
    expect(ideasLeft(3, 3)).toBe(0);
    expect(ideasLeft(4, 3)).toBe(0);
    expect(ideasLeft(9, 10)).toBe(1);
    expect(ideasLeft(10, 10)).toBe(0);
    expect(ideasLeft(11, 10)).toBe(0);
  });

  test('texts', () => {
    expect(ideasLeftText(1)).toBe('You can enter 1 more idea in this challenge.');
    expect(ideasLeftText(3)).toBe('You can enter 3 more ideas in this challenge.');
    expect(limitReachedMessage(10)).toContain('10 per person');
    expect(IDEA_CREATED_POINTS).toBe(20);
  });
});

describe('POST /ideas/v2 body', () => {
  test('takes a slug and our own picture, refuses a picture from elsewhere', () => {
    expect(
      ideaEntrySchema.safeParse({
        challenge: 'x',
        title: 't',
        description: 'd',
        primary_image: '/images/library/full/a-b.jpg',
      }).success,
    ).toBe(true);
    expect(
      ideaEntrySchema.safeParse({
        challenge: 'x',
        title: 't',
        description: 'd',
        primary_image: 'https://evil.example/a.jpg',
      }).success,
    ).toBe(false);
    expect(ideaEntrySchema.safeParse({ challenge: '', title: 't' }).success).toBe(false);
  });
});
