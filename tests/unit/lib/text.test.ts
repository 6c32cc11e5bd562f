import { describe, expect, test } from '@jest/globals';
import { personName, plainTextFromMarkdown, truncateAtWord } from '@/lib/text';
import { challengeTimeLabel, ogText } from '@/lib/seo/og-text';
import { sniffImageType } from '@/lib/seo/image-type';

describe('plainTextFromMarkdown', () => {
  test('keeps the words, drops the markup', () => {
    expect(
      plainTextFromMarkdown(
        'Analyst by temperament, poet by accident. I like ideas that can be **calculated** and ones that cannot.',
      ),
    ).toBe('Analyst by temperament, poet by accident. I like ideas that can be calculated and ones that cannot.');
    expect(plainTextFromMarkdown('Platform ambassador.\n\nAsk me about *running a tournament*.')).toBe(
      'Platform ambassador. Ask me about running a tournament.',
    );
    expect(plainTextFromMarkdown('See [my site](https://example.com) and `code`\n\n- one\n- two')).toBe(
      'See my site and code one two',
    );
  });

  test('empty stays empty', () => {
    expect(plainTextFromMarkdown('')).toBe('');
  });
});

describe('truncateAtWord', () => {
  test('short text is untouched', () => {
    expect(truncateAtWord('A short bio.', 160)).toBe('A short bio.');
  });

  test('long text is cut at a word and marked, within the limit', () => {
    const text = 'word '.repeat(60).trim();
    const cut = truncateAtWord(text, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });

  test('one long word is cut mid-word rather than emptied', () => {
    expect(truncateAtWord('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

test('personName falls back to the screen name', () => {
  expect(personName({ first_name: 'Ada', last_name: 'Lovelace', screen_name: 'AdaLovelace' })).toBe('Ada Lovelace');
  expect(personName({ first_name: '', last_name: '', screen_name: 'admin' })).toBe('admin');
  expect(personName({ first_name: '', last_name: '', handle: 'h' })).toBe('h');
});

describe('ogText', () => {
  test('removes emoji (the image renderer would fetch them from a CDN) and keeps other text', () => {
    expect(ogText('Punchline 🎭 Lab 👩‍💻 🇫🇷 #️⃣ “quoted” café', 100)).toBe('Punchline Lab # “quoted” café');
  });

  test('cuts long text', () => {
    expect(ogText('a '.repeat(100), 20).length).toBeLessThanOrEqual(20);
  });
});

describe('challengeTimeLabel', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

  test('closed by flag, status or date', () => {
    expect(challengeTimeLabel({ is_closed: true, duration_end: inDays(3) }, now)).toBe('Closed');
    expect(challengeTimeLabel({ is_closed: false, status: 'closed', duration_end: inDays(3) }, now)).toBe('Closed');
    expect(challengeTimeLabel({ is_closed: false, duration_end: inDays(-1) }, now)).toBe('Closed');
  });

  test('days left, from the countdown rule', () => {
    expect(challengeTimeLabel({ is_closed: false, duration_end: inDays(6) }, now)).toBe('Closes in 6 days');
  });

  test('the last day does not show a clock that a cached image would freeze', () => {
    expect(challengeTimeLabel({ is_closed: false, duration_end: inDays(0.25) }, now)).toBe('Closes within a day');
  });
});

describe('sniffImageType', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  test('recognises raster formats by their signatures', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });

  test('recognises SVG, with or without a prolog', () => {
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(sniffImageType(new TextEncoder().encode('<?xml version="1.0"?>\n<!-- x -->\n<svg>'))).toBe('svg');
  });

  test('anything else is not an image', () => {
    expect(sniffImageType(new TextEncoder().encode('<html><body>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('{"a":1}'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});
