import { addTag, isTagCommitKey, normalizeTag, normalizeTags, splitTyped } from '@/lib/tags';

describe('normalizeTag (spec 1 §5: commas and semicolons stripped, trimmed)', () => {
  test.each([
    ['  transit  ', 'transit'],
    ['bus,lanes', 'buslanes'],
    ['a;b;', 'ab'],
    [',;, ;', ''],
    ['small   business', 'small business'],
    ['\tclimate\n', 'climate'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => expect(normalizeTag(raw)).toBe(expected));
});

describe('addTag', () => {
  test('adds a normalised tag at the end without touching the input list', () => {
    const list = ['urbanism'];
    expect(addTag(list, ' transit; ')).toEqual({ added: true, tags: ['urbanism', 'transit'] });
    expect(list).toEqual(['urbanism']);
  });

  test('refuses empty text, including text that is only separators', () => {
    expect(addTag(['a'], '   ')).toEqual({ added: false, tags: ['a'], reason: 'empty' });
    expect(addTag(['a'], ',;')).toMatchObject({ added: false, reason: 'empty' });
  });

  test('refuses duplicates regardless of case or separators', () => {
    expect(addTag(['Transit'], 'transit')).toMatchObject({ added: false, reason: 'duplicate' });
    expect(addTag(['transit'], ' trans,it ')).toMatchObject({ added: false, reason: 'duplicate' });
  });

  test('maximum: the last allowed tag is added, the next is refused', () => {
    expect(addTag(['a', 'b'], 'c', 3)).toEqual({ added: true, tags: ['a', 'b', 'c'] });
    expect(addTag(['a', 'b', 'c'], 'd', 3)).toEqual({ added: false, tags: ['a', 'b', 'c'], reason: 'full' });
  });

  test('no maximum by default', () => {
    const many = Array.from({ length: 50 }, (_, i) => `t${i}`);
    expect(addTag(many, 'one more').added).toBe(true);
  });

  test('a duplicate in a full list is reported as a duplicate', () => {
    expect(addTag(['a', 'b', 'c'], 'B', 3)).toMatchObject({ reason: 'duplicate' });
  });
});

test('commit keys are Enter, Tab, comma and semicolon', () => {
  expect(['Enter', 'Tab', ',', ';'].every(isTagCommitKey)).toBe(true);
  expect(['Backspace', ' ', 'a', '.', 'Escape'].some(isTagCommitKey)).toBe(false);
});

test('splitTyped keeps the text after the last separator in the field', () => {
  expect(splitTyped('climate')).toEqual({ complete: [], rest: 'climate' });
  expect(splitTyped('climate,')).toEqual({ complete: ['climate'], rest: '' });
  expect(splitTyped('a, b;c')).toEqual({ complete: ['a', ' b'], rest: 'c' });
});

test('normalizeTags drops empties and later duplicates, keeps order, applies no maximum', () => {
  expect(normalizeTags([' b ', 'a', '', 'B', ';', 'c', 'd'])).toEqual(['b', 'a', 'c', 'd']);
  expect(normalizeTags([])).toEqual([]);
});
