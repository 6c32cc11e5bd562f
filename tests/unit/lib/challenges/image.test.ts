import { describe, expect, test } from '@jest/globals';
import {
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_MAX_BYTES,
  MEME_TEXT_MAX,
  isAcceptedSize,
  keywordsOf,
  memeTextError,
  ownImage,
  rankLibrary,
  resizedSize,
  sniffUploadType,
  withCredit,
  type LibraryImage,
} from '@/lib/challenges/image';
import { imageCredit } from '@/lib/challenges/image-credit';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const GIF = new TextEncoder().encode('GIF89a....');
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

describe('upload size (spec 2 §9: 20 MB)', () => {
  test('20 MB is accepted, one byte more is not, nor an empty file', () => {
    expect(IMAGE_UPLOAD_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(isAcceptedSize(20 * 1024 * 1024)).toBe(true);
    expect(isAcceptedSize(20 * 1024 * 1024 + 1)).toBe(false);
    expect(isAcceptedSize(1)).toBe(true);
    expect(isAcceptedSize(0)).toBe(false);
  });
});

describe('upload type by magic bytes (spec 2 §5: JPEG, PNG or GIF)', () => {
  test('JPEG, PNG and GIF are recognised whatever the file is called', () => {
    expect(sniffUploadType(PNG)).toBe('image/png');
    expect(sniffUploadType(JPEG)).toBe('image/jpeg');
    expect(sniffUploadType(GIF)).toBe('image/gif');
  });
  test('WebP, SVG, HTML and empty files are refused', () => {
    expect(sniffUploadType(WEBP)).toBeNull();
    expect(sniffUploadType(SVG)).toBeNull();
    expect(sniffUploadType(new TextEncoder().encode('<html><body>'))).toBeNull();
    expect(sniffUploadType(new Uint8Array())).toBeNull();
  });
});

describe('our own images', () => {
  const key = `${'a'.repeat(32)}.png`;
  test('uploads and library files, with a credit query', () => {
    expect(ownImage(`/uploads/${key}`)).toEqual({ kind: 'upload', key });
    expect(ownImage('/images/library/full/starry-night.jpg?source=Nervus%20library')).toEqual({
      kind: 'library',
      path: '/images/library/full/starry-night.jpg',
    });
    expect(ownImage('/images/library/small/starry-night.jpg')).toEqual({
      kind: 'library',
      path: '/images/library/small/starry-night.jpg',
    });
  });
  test('anything else is refused: other hosts, other paths, traversal, bad keys', () => {
    for (const bad of [
      'https://images.example.com/a.jpg',
      `//evil.example/uploads/${key}`,
      `http://nervus.localhost:3000/uploads/${key}`,
      '/uploads/../../etc/passwd',
      '/uploads/abc.png',
      `/uploads/${'a'.repeat(32)}.svg`,
      '/images/library/../manifest.json',
      '/images/library/full/x.svg',
      '/avatars/ada.svg',
      'javascript:alert(1)',
      '',
      `/uploads/${key}#x`,
    ])
      expect(ownImage(bad)).toBeNull();
  });
});

describe('gallery ranking (keywords, then format, then chance)', () => {
  const library: LibraryImage[] = [
    { id: 'sea', title: 'Sea', keywords: ['ocean', 'water'], format: 'landscape' },
    { id: 'city', title: 'City', keywords: ['city', 'urban', 'transport'], format: 'landscape' },
    { id: 'city-tall', title: 'City tall', keywords: ['city'], format: 'portrait' },
    { id: 'books', title: 'Books', keywords: ['books', 'school'], format: 'landscape' },
  ];
  const noLuck = () => 0.5;
  test('more matching keywords first; plural and singular match', () => {
    const ranked = rankLibrary(
      library,
      { keywords: 'What could cities do about urban transport?', format: 'landscape', total: 20 },
      noLuck,
    );
    expect(ranked.map((i) => i.id)).toEqual(['city', 'city-tall', 'sea', 'books']);
  });
  test('the requested format breaks ties', () => {
    const ranked = rankLibrary(library, { keywords: 'city', format: 'portrait', total: 20 }, noLuck);
    expect(ranked.slice(0, 2).map((i) => i.id)).toEqual(['city-tall', 'city']);
  });
  test('among equals, chance decides; total cuts the list', () => {
    const luck = [0.9, 0.1, 0.5, 0.3];
    let i = 0;
    const ranked = rankLibrary(library, { keywords: '', format: 'squarish', total: 2 }, () => luck[i++]);
    expect(ranked.map((x) => x.id)).toEqual(['city', 'books']);
  });
  test('question words, without the title pattern and short words', () => {
    expect(keywordsOf('What could our city do for bikes?')).toEqual(['city', 'bikes']);
  });
});

test('the credit travels on the URL and reads back', () => {
  const url = withCredit('/images/library/full/starry-night.jpg?old=1', {
    source: 'Nervus library',
    user: 'Nervus (generated artwork)',
    link: null,
  });
  expect(url).toBe('/images/library/full/starry-night.jpg?source=Nervus+library&user=Nervus+%28generated+artwork%29');
  expect(imageCredit(url)).toEqual({ source: 'Nervus library', user: 'Nervus (generated artwork)', link: null });
  expect(ownImage(url)).not.toBeNull();
});

test('meme captions: 90 characters pass, 91 do not (spec 2 §5)', () => {
  expect(MEME_TEXT_MAX).toBe(90);
  expect(memeTextError('')).toBeNull();
  expect(memeTextError('x'.repeat(90))).toBeNull();
  expect(memeTextError('x'.repeat(91))).toBe(IMAGE_MESSAGES.memeTextTooLong);
  expect(memeTextError('😀'.repeat(90))).toBeNull();
});

test('uploads are resized to 1200 px width, proportions kept, smaller ones untouched', () => {
  expect(resizedSize(2400, 1600)).toEqual({ width: 1200, height: 800 });
  expect(resizedSize(1201, 100)).toEqual({ width: 1200, height: 100 });
  expect(resizedSize(1200, 900)).toEqual({ width: 1200, height: 900 });
  expect(resizedSize(640, 480)).toEqual({ width: 640, height: 480 });
});

test('the step text names the limits', () => {
  expect(IMAGE_MESSAGES.hint).toBe('JPEG or PNG up to 20 MB, resized to 1200 px width');
  expect(IMAGE_MESSAGES.applyFailed).toBe('An error occurred, please try another image.');
  expect(IMAGE_MESSAGES.processing).toBe('Processing...');
  expect(IMAGE_MESSAGES.noImages).toBe('No images found');
});
