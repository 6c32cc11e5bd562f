import { isMastheadImageUrl } from '@/lib/contracts/preferences';
import { FLAG, type Flag } from '@/lib/contracts/flags';
import { mediaLibraryEnabled } from '@/lib/media/flag';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  checkMediaBytes,
  formatBytes,
  mediaTicketRequestSchema,
  readImageSize,
} from '@/lib/media/rules';
import { isUploadPath } from '@/lib/body-limits';
import { gifBytes, jpegBytes, pngBytes } from '../../../fixtures/image-bytes';

test("the spec's three messages, word for word (spec 1 §5)", () => {
  expect(MEDIA_MESSAGES.dimensions()).toBe('Maximum width and height dimension for upload image is 8000 x 8000.');
  expect(MEDIA_MESSAGES.size()).toBe('Maximum file size for upload image is 10 MB.');
  expect(MEDIA_MESSAGES.processing).toBe('Error processing the image.');
});

test('the pixel size is read from PNG, GIF and JPEG headers', () => {
  expect(readImageSize(pngBytes(640, 480))).toEqual({ width: 640, height: 480 });
  expect(readImageSize(gifBytes(31, 7))).toEqual({ width: 31, height: 7 });
  expect(readImageSize(jpegBytes(8000, 1))).toEqual({ width: 8000, height: 1 });
  expect(readImageSize(new TextEncoder().encode('<svg onload="alert(1)"></svg>'))).toBeNull();
  expect(readImageSize(pngBytes(0, 10))).toBeNull();
  // A JPEG whose segments run out before a frame header.
  expect(readImageSize(jpegBytes(10, 10).slice(0, 22))).toBeNull();
});

test('10 MB exactly passes, one byte more is refused with the size message', () => {
  expect(MEDIA_MAX_BYTES).toBe(10 * 1024 * 1024);
  expect(checkMediaBytes(pngBytes(10, 10, MEDIA_MAX_BYTES))).toMatchObject({ ok: true, type: 'image/png' });
  expect(checkMediaBytes(pngBytes(10, 10, MEDIA_MAX_BYTES + 1))).toEqual({ ok: false, error: MEDIA_MESSAGES.size() });
  // The browser may pass only the start of a file with its real length.
  expect(checkMediaBytes(pngBytes(10, 10), MEDIA_MAX_BYTES + 1)).toEqual({ ok: false, error: MEDIA_MESSAGES.size() });
});

test('8000 pixels each way pass, 8001 either way is refused with the dimension message', () => {
  for (const make of [pngBytes, gifBytes, jpegBytes]) {
    expect(checkMediaBytes(make(8000, 8000))).toMatchObject({ ok: true, size: { width: 8000, height: 8000 } });
    expect(checkMediaBytes(make(8001, 8000))).toEqual({ ok: false, error: MEDIA_MESSAGES.dimensions() });
    expect(checkMediaBytes(make(8000, 8001))).toEqual({ ok: false, error: MEDIA_MESSAGES.dimensions() });
  }
});

test('anything but a raster picture is an error processing the image', () => {
  const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  expect(checkMediaBytes(svg)).toEqual({ ok: false, error: MEDIA_MESSAGES.processing });
  expect(checkMediaBytes(new Uint8Array(0))).toEqual({ ok: false, error: MEDIA_MESSAGES.processing });
});

test('the ticket request holds the same edges', () => {
  const base = { content_type: 'image/png', size: MEDIA_MAX_BYTES, width: 8000, height: 8000, purpose: 'avatar' };
  expect(mediaTicketRequestSchema.safeParse(base).success).toBe(true);
  const tooBig = mediaTicketRequestSchema.safeParse({ ...base, size: MEDIA_MAX_BYTES + 1 });
  expect(tooBig.error?.issues[0].message).toBe(MEDIA_MESSAGES.size());
  const tooWide = mediaTicketRequestSchema.safeParse({ ...base, width: 8001 });
  expect(tooWide.error?.issues[0].message).toBe(MEDIA_MESSAGES.dimensions());
  expect(mediaTicketRequestSchema.safeParse({ ...base, content_type: 'image/svg+xml' }).success).toBe(false);
  expect(mediaTicketRequestSchema.safeParse({ ...base, purpose: 'banner' }).success).toBe(false);
});

test('a masthead may be an uploaded picture of ours, by its site path only', () => {
  expect(isMastheadImageUrl(`/uploads/${'a'.repeat(32)}.png`)).toBe(true);
  expect(isMastheadImageUrl('/uploads/../secret.png')).toBe(false);
  expect(isMastheadImageUrl(`/uploads/${'a'.repeat(32)}.svg`)).toBe(false);
  expect(isMastheadImageUrl('https://example.org/wide.jpg')).toBe(true);
});

test('My Files follows beta-features and its media-storage-library variant', () => {
  const flag = (enabled: boolean, value?: string): Flag[] => [
    { name: FLAG.betaFeatures, enabled, variants: [{ name: 'media-storage-library', value }] },
  ];
  expect(mediaLibraryEnabled(flag(true, 'on'))).toBe(true);
  expect(mediaLibraryEnabled(flag(true, 'off'))).toBe(false);
  expect(mediaLibraryEnabled(flag(false, 'on'))).toBe(false);
  expect(mediaLibraryEnabled([{ name: FLAG.betaFeatures, enabled: true, variants: [] }])).toBe(false);
  expect(mediaLibraryEnabled([])).toBe(false);
});

test('sizes read as people say them, and the upload path takes bytes', () => {
  expect(formatBytes(1)).toBe('1 byte');
  expect(formatBytes(1023)).toBe('1023 bytes');
  expect(formatBytes(2048)).toBe('2 kB');
  expect(formatBytes(MEDIA_MAX_BYTES)).toBe('10.0 MB');
  expect(isUploadPath(`/api/files/media/${'a'.repeat(32)}.png`)).toBe(true);
});
