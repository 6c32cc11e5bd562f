import {
  AUTOCOMPLETE,
  autocompleteMatches,
  checkRequired,
  FORM_TEXTS,
  formatPickedDate,
  maySubmit,
  parsePickedDate,
  requiredMessage,
} from '@/lib/forms/rules';

describe('required fields (spec 3 §5)', () => {
  test('the message names the field, or says "This field" without a label', () => {
    expect(requiredMessage('Name')).toBe('The field Name is required');
    expect(requiredMessage()).toBe('This field is required');
    expect(requiredMessage('  ')).toBe('This field is required');
  });

  test('empty strings, blanks, null and empty lists fail; anything else passes', () => {
    const result = checkRequired([
      { name: 'a', label: 'A', value: '' },
      { name: 'b', label: 'B', value: '   ' },
      { name: 'c', value: null },
      { name: 'd', label: 'D', value: [] },
      { name: 'e', label: 'E', value: 'x' },
      { name: 'f', label: 'F', value: 0 },
      { name: 'g', label: 'G', value: false },
    ]);
    expect(result).toEqual({
      ok: false,
      reason: FORM_TEXTS.validationFailed,
      errors: {
        a: 'The field A is required',
        b: 'The field B is required',
        c: 'This field is required',
        d: 'The field D is required',
      },
    });
    expect(checkRequired([{ name: 'e', value: 'x' }])).toEqual({ ok: true });
  });
});

test('once: a second submit is blocked while busy or after success; without once only while busy', () => {
  expect(maySubmit({ busy: false, success: false }, true)).toBe(true);
  expect(maySubmit({ busy: true, success: false }, true)).toBe(false);
  expect(maySubmit({ busy: false, success: true }, true)).toBe(false);
  expect(maySubmit({ busy: false, success: true }, false)).toBe(true);
  expect(maySubmit({ busy: true, success: false }, false)).toBe(false);
});

describe('date picker (min 1900-01, max 2099-12, Y-m-d, F j, Y)', () => {
  test('the bounds are inclusive to the day', () => {
    expect(parsePickedDate('1900-01-01')).toBe('1900-01-01');
    expect(parsePickedDate('1899-12-31')).toBeNull();
    expect(parsePickedDate('2099-12-31')).toBe('2099-12-31');
    expect(parsePickedDate('2100-01-01')).toBeNull();
  });

  test('emptying clears to null; impossible dates and other formats are no date', () => {
    expect(parsePickedDate('')).toBeNull();
    expect(parsePickedDate(null)).toBeNull();
    expect(parsePickedDate('2026-02-30')).toBeNull();
    expect(parsePickedDate('2024-02-29')).toBe('2024-02-29');
    expect(parsePickedDate('26-1-5')).toBeNull();
    expect(parsePickedDate('2026-01-05T10:00')).toBeNull();
  });

  test("display is 'F j, Y': full month, day without a leading zero, four-digit year", () => {
    expect(formatPickedDate('2026-01-05')).toBe('January 5, 2026');
    expect(formatPickedDate('1900-01-01')).toBe('January 1, 1900');
    expect(formatPickedDate('2099-12-31')).toBe('December 31, 2099');
    expect(formatPickedDate('')).toBe('');
  });
});

describe('autocomplete (min 4, max 45, maxlength 40, contains, case-insensitive)', () => {
  const items = ['Barcelona', 'Bartlesville', 'Lisbon', 'Bar Harbor'];

  test('three characters do not search; four do', () => {
    expect(autocompleteMatches('bar', items)).toBeNull();
    expect(autocompleteMatches('barc', items)).toEqual(['Barcelona']);
  });

  test('matches anywhere, ignoring case', () => {
    expect(autocompleteMatches('SBON', items)).toEqual(['Lisbon']);
  });

  test('an empty result is a list the widget shows as the no-items text', () => {
    expect(autocompleteMatches('zzzz', items)).toEqual([]);
    expect(FORM_TEXTS.noItems).toBe('No items were found!');
  });

  test('at most 45 items; a query past 40 characters is cut to 40', () => {
    const many = Array.from({ length: 46 }, (_, i) => `item ${i}`);
    expect(autocompleteMatches('item', many)).toHaveLength(AUTOCOMPLETE.maxItems);
    expect(autocompleteMatches('item', many.slice(0, 45))).toHaveLength(45);
    const long = 'a'.repeat(40);
    expect(autocompleteMatches(`${long}b`, [long])).toEqual([long]);
    expect(autocompleteMatches(long, [`${long}`])).toEqual([long]);
  });
});
