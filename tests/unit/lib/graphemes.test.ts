// Issue 15 item 7: lengths count what a person sees, on both sides (contracts and counters).
import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { charactersLeft, graphemeCount, graphemeSlice } from '@/lib/graphemes';
import { graphemeMax } from '@/lib/contracts/text-limits';
import { ideaEntrySchema } from '@/lib/contracts/idea';
import { profileUpdateSchema } from '@/lib/contracts/profile';
import { feedbackInputSchema } from '@/lib/contracts/feedback';
import { IDEA_TITLE_MAX, ideaTitleError } from '@/lib/challenges/idea';
import { QUESTION_DETAIL_MAX, questionDetailError, questionTitleRemaining } from '@/lib/challenges/title';
import { CATALYST_UPDATE_MAX, catalystUpdateSchema } from '@/lib/challenges/catalyst-updates';

const FAMILY = '👩‍👩‍👧‍👦';

describe('counting characters', () => {
  test(`'${FAMILY}' counts as one character (it is 11 UTF-16 units)`, () => {
    expect(FAMILY.length).toBe(11);
    expect(graphemeCount(FAMILY)).toBe(1);
    expect(graphemeCount('e\u0301')).toBe(1);
    expect(graphemeCount('🇫🇷 ok')).toBe(4);
    expect(graphemeCount('plain text\n')).toBe(11);
    expect(graphemeCount('a\r\nb')).toBe(3);
    expect(charactersLeft(`${FAMILY}${FAMILY}`, 5)).toBe(3);
  });

  test('slicing keeps whole characters', () => {
    expect(graphemeSlice(`${FAMILY}${FAMILY}x`, 2)).toBe(`${FAMILY}${FAMILY}`);
    expect(graphemeSlice('abcdef', 3)).toBe('abc');
  });

  test('a limit of N accepts N emoji and refuses N + 1', () => {
    const schema = z.string().check(graphemeMax(3, 'Too long'));
    expect(schema.safeParse(FAMILY.repeat(3)).success).toBe(true);
    expect(schema.safeParse(FAMILY.repeat(4)).error?.issues[0].message).toBe('Too long');
  });
});

describe('the contracts and rules count the same way', () => {
  test('an idea title of the maximum in emoji is accepted; one more is too long', () => {
    expect(ideaTitleError(FAMILY.repeat(IDEA_TITLE_MAX))).toBeNull();
    expect(ideaTitleError(FAMILY.repeat(IDEA_TITLE_MAX + 1))).not.toBeNull();
    const entry = { challenge: 'x', title: FAMILY.repeat(IDEA_TITLE_MAX), description: 'd' };
    expect(ideaEntrySchema.safeParse(entry).success).toBe(true);
  });

  test('question details and the title counter count emoji once', () => {
    expect(questionDetailError(`${'🙂'.repeat(QUESTION_DETAIL_MAX - 1)}.`)).toBeNull();
    expect(questionTitleRemaining('What could 👩‍👩‍👧‍👦 do')).toBe(questionTitleRemaining('What could x do'));
  });

  test('profile, feedback and catalyst updates take their limits in characters seen', () => {
    expect(profileUpdateSchema.safeParse({ slogan: FAMILY.repeat(60) }).success).toBe(
      profileUpdateSchema.safeParse({ slogan: 'x'.repeat(60) }).success,
    );
    expect(feedbackInputSchema.safeParse({ about: FAMILY.repeat(120), feedback: 'ok' }).success).toBe(true);
    expect(catalystUpdateSchema.safeParse({ text: FAMILY.repeat(CATALYST_UPDATE_MAX) }).success).toBe(true);
    expect(catalystUpdateSchema.safeParse({ text: FAMILY.repeat(CATALYST_UPDATE_MAX + 1) }).success).toBe(false);
  });
});
