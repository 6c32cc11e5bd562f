import { describe, expect, test } from '@jest/globals';
import {
  ASSISTANT_ITEM_MAX,
  ASSISTANT_LIST_MAX,
  ASSISTANT_MESSAGES,
  ASSISTANT_TAGS_MAX,
  assistantQuerySchema,
  cleanList,
  escapeMarkdown,
  listPhrase,
  suggestChallenge,
} from '@/lib/challenges/assistant';
import { QUESTION_TITLE_MAX, questionTitleError } from '@/lib/challenges/title';

const TRANSIT = { categories: ['Local & Civics', 'Transit'], keywords: ['night buses', 'shift work'] };
const SUGGESTED_WORDS = /unexpected|unique|unusual|surprising/i;

function expectGoodTitle(title: string) {
  expect(questionTitleError(title)).toBeNull();
  expect(title.length).toBeLessThanOrEqual(QUESTION_TITLE_MAX);
  expect(title.endsWith('?')).toBe(true);
  expect(title).toMatch(SUGGESTED_WORDS);
}

describe('suggestChallenge: the template engine of the assistant (spec 2 §7)', () => {
  test('the same input gives the same suggestion, whatever the spacing and case of repeats', () => {
    const first = suggestChallenge(TRANSIT);
    expect(suggestChallenge(TRANSIT)).toEqual(first);
    expect(
      suggestChallenge({
        categories: [' Local &  Civics', 'Transit'],
        keywords: ['night buses', 'Night Buses', 'shift work', ''],
      }),
    ).toEqual(first);
  });

  test('different inputs pick different templates', () => {
    const titles = new Set(
      [
        'Transit',
        'Public Spaces',
        'Local Government',
        'Neighbourhood Safety',
        'Marketing',
        'Start-ups',
        'Personal Finance',
        'Apps & Software',
      ].map((leaf) =>
        suggestChallenge({ categories: ['Group', leaf], keywords: [] }).question_title.replace(leaf, '{topic}'),
      ),
    );
    expect(titles.size).toBeGreaterThan(1);
  });

  test('the title keeps the title rules and names every keyword verbatim', () => {
    const { question_title } = suggestChallenge(TRANSIT);
    expectGoodTitle(question_title);
    expect(question_title).toContain('night buses');
    expect(question_title).toContain('shift work');
    expect(question_title).toContain('Transit');
  });

  test('without keywords, and without categories, the title still keeps the rules', () => {
    expectGoodTitle(suggestChallenge({ categories: ['Local & Civics', 'Transit'], keywords: [] }).question_title);
    const bare = suggestChallenge({ categories: [], keywords: [] });
    expectGoodTitle(bare.question_title);
    expect(bare.question_title).toContain('our community');
    expect(bare.tags).toEqual([]);
  });

  test('every template, with keywords or without, keeps the rules', () => {
    for (let i = 0; i < 60; i++) {
      const keywords = i % 2 ? [`keyword ${i}`] : [];
      expectGoodTitle(suggestChallenge({ categories: [`Area ${i}`, `Topic ${i}`], keywords }).question_title);
    }
  });

  test('180 characters counting the "?": every keyword is named while any template can hold them all', () => {
    const lengths: number[] = [];
    for (let length = 40; length <= ASSISTANT_ITEM_MAX; length++) {
      const keywords = ['a'.repeat(length), 'b'.repeat(60)];
      const { question_title } = suggestChallenge({ categories: ['Transit'], keywords });
      expectGoodTitle(question_title);
      lengths.push(question_title.length);
      // The shortest template with keywords.
      const shortest = `What unusual idea could use ${keywords[0]} and ${keywords[1]} to improve Transit?`;
      expect(question_title).toContain(keywords[0]);
      if (shortest.length <= QUESTION_TITLE_MAX) expect(question_title).toContain(keywords[1]);
      else expect(question_title).not.toContain('bbb');
    }
    // Two short keywords and a long one: some titles land exactly on the limit.
    for (let length = 60; length <= ASSISTANT_ITEM_MAX; length++) {
      lengths.push(
        suggestChallenge({ categories: ['Transit'], keywords: ['a'.repeat(length), 'b'.repeat(20)] }).question_title
          .length,
      );
    }
    expect(lengths).toContain(QUESTION_TITLE_MAX);
    expect(Math.max(...lengths)).toBe(QUESTION_TITLE_MAX);
  });

  test('keywords too long for one title are never cut: the last ones are left out of it, and kept in the details', () => {
    const keywords = ['x'.repeat(ASSISTANT_ITEM_MAX), 'y'.repeat(ASSISTANT_ITEM_MAX), 'z'.repeat(30)];
    const { question_title, question_details } = suggestChallenge({ categories: ['Transit'], keywords });
    expectGoodTitle(question_title);
    expect(question_title).toContain(keywords[0]);
    expect(question_title).not.toMatch(/y{2}/);
    expect(question_title).not.toMatch(/z{2}/);
    for (const k of keywords) expect(question_details).toContain(k);
  });

  test('a long category name is shortened before a keyword gives way', () => {
    const topic = `The ${'very '.repeat(20)}long topic`;
    const keyword = 'k'.repeat(ASSISTANT_ITEM_MAX);
    const { question_title } = suggestChallenge({ categories: [topic], keywords: [keyword] });
    expectGoodTitle(question_title);
    expect(question_title).toContain(keyword);
    expect(question_title).toContain('…');
  });

  test('details: a few markdown sentences that use the category path and name the keywords', () => {
    const { question_details } = suggestChallenge(TRANSIT);
    expect(question_details).toContain('**Local & Civics › Transit**');
    expect(question_details).toContain('*night buses* and *shift work*');
    expect(question_details.split(/(?<=[.!?])\s/).length).toBeGreaterThanOrEqual(3);
  });

  test('markdown in a name stays text', () => {
    expect(escapeMarkdown('a*b_[c]')).toBe('a\\*b\\_\\[c\\]');
    expect(suggestChallenge({ categories: ['**Bold**'], keywords: [] }).question_details).toContain('\\*\\*Bold\\*\\*');
  });

  test('tags: lower case, unique, keywords first then categories from the most specific, at most 5', () => {
    expect(suggestChallenge(TRANSIT).tags).toEqual(['night buses', 'shift work', 'transit', 'local & civics']);
    const many = suggestChallenge({
      categories: ['Technology', 'AI & Automation'],
      keywords: ['Robots', 'robots', 'Ethics', 'Jobs', 'Law', 'Schools; colleges', 'x'.repeat(41)],
    });
    expect(many.tags).toEqual(['robots', 'ethics', 'jobs', 'law', 'schools colleges']);
    expect(many.tags).toHaveLength(ASSISTANT_TAGS_MAX);
    expect(suggestChallenge({ categories: ['Transit'], keywords: ['x'.repeat(41)] }).tags).toEqual(['transit']);
  });
});

describe('the assistant query (spec 2 §7: comma-joined)', () => {
  test('categories and mandatory_keywords are split on commas and cleaned', () => {
    expect(
      assistantQuerySchema.parse({
        categories: 'Local & Civics, Transit',
        mandatory_keywords: 'night buses,, shift work ,night buses',
      }),
    ).toEqual({ categories: ['Local & Civics', 'Transit'], mandatory_keywords: ['night buses', 'shift work'] });
    expect(assistantQuerySchema.parse({ categories: 'Transit' }).mandatory_keywords).toEqual([]);
  });
  test('a category is required; at most 10 of each, at most 100 characters each', () => {
    const issues = (q: Record<string, string>) => {
      const r = assistantQuerySchema.safeParse(q);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({ categories: ' , ' })).toEqual([`categories: ${ASSISTANT_MESSAGES.categoriesRequired}`]);
    expect(
      issues({
        categories: 'a',
        mandatory_keywords: Array.from({ length: ASSISTANT_LIST_MAX }, (_, i) => `k${i}`).join(','),
      }),
    ).toEqual([]);
    expect(
      issues({
        categories: 'a',
        mandatory_keywords: Array.from({ length: ASSISTANT_LIST_MAX + 1 }, (_, i) => `k${i}`).join(','),
      }),
    ).toEqual([`mandatory_keywords: ${ASSISTANT_MESSAGES.tooMany('keywords')}`]);
    expect(issues({ categories: 'a', mandatory_keywords: 'k'.repeat(ASSISTANT_ITEM_MAX) })).toEqual([]);
    expect(issues({ categories: 'a', mandatory_keywords: 'k'.repeat(ASSISTANT_ITEM_MAX + 1) })).toEqual([
      `mandatory_keywords: ${ASSISTANT_MESSAGES.tooLong('keywords')}`,
    ]);
  });
  test('helpers', () => {
    expect(listPhrase([])).toBe('');
    expect(listPhrase(['a'])).toBe('a');
    expect(listPhrase(['a', 'b', 'c'])).toBe('a, b and c');
    expect(cleanList([' a ', 'A', 'b  c', ''])).toEqual(['a', 'b c']);
  });
});
