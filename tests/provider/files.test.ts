import { z } from 'zod';
import {
  IMAGE_MESSAGES,
  IMAGE_UPLOAD_MAX_BYTES,
  randomImageSchema,
  storedImageSchema,
  uploadTicketSchema,
} from '@/lib/challenges/image';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  provider = await createTestProvider();
  token = await tokenFor(provider, 'MayaChen');
});
afterAll(async () => {
  await provider.close();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const GIF = new TextEncoder().encode('GIF89a-tiny');

async function ticket(contentType = 'image/png') {
  return dataOf(
    await provider.request('/files/image-upload', { token, body: { content_type: contentType } }),
    200,
    uploadTicketSchema,
  );
}
const put = (url: string, body: Uint8Array, headers: Record<string, string>) =>
  provider.app.request(url, { method: 'PUT', headers, body: body as Uint8Array<ArrayBuffer> });

test('a signed-in user gets an address, PUTs the bytes there, and the image is served with a long cache', async () => {
  const t = await ticket();
  expect(t.headers).toEqual({ 'content-type': 'image/png' });
  expect(t.url).toMatch(/^\/files\/uploads\/[a-f0-9]{32}\.png\?expires=\d+&signature=[a-f0-9]{64}$/);
  const stored = await dataOf(await put(t.url, PNG, t.headers), 201, storedImageSchema);
  expect(stored.url).toBe(`/uploads/${stored.key}`);
  const res = await provider.request(`/files/images/${stored.key}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  // The same address cannot be used twice.
  await errorsOf(await put(t.url, PNG, t.headers), 403);
});

test('signed-out users get no address, and only JPEG, PNG and GIF may be asked for', async () => {
  await errorsOf(await provider.request('/files/image-upload', { body: { content_type: 'image/png' } }), 401);
  const wrong = await errorsOf(
    await provider.request('/files/image-upload', { token, body: { content_type: 'image/svg+xml' } }),
    422,
  );
  expect(wrong.errors).toEqual([{ field: 'content_type', error: IMAGE_MESSAGES.wrongType }]);
});

test('bytes that are not the signed type are refused, whatever the header says', async () => {
  const t = await ticket();
  const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
  expect((await errorsOf(await put(t.url, html, t.headers), 422)).errors).toEqual([
    { field: 'file', error: IMAGE_MESSAGES.wrongType },
  ]);
  const g = await ticket('image/png');
  await errorsOf(await put(g.url, GIF, g.headers), 422);
  // The header must be the signed type: a GIF sent as GIF on a PNG ticket is a forged request.
  await errorsOf(await put(g.url, GIF, { 'content-type': 'image/gif' }), 403);
  const gif = await ticket('image/gif');
  await dataOf(await put(gif.url, GIF, gif.headers), 201, storedImageSchema);
});

test('more than 20 MB is refused', async () => {
  const t = await ticket();
  const big = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1);
  big.set(PNG);
  expect((await errorsOf(await put(t.url, big, t.headers), 422)).errors[0].error).toBe(IMAGE_MESSAGES.tooLarge);
});

test('a tampered or expired signature is 403', async () => {
  const t = await ticket();
  const url = new URL(t.url, 'http://p.invalid');
  const tampered = new URL(url);
  tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
  await errorsOf(await put(`${tampered.pathname}${tampered.search}`, PNG, t.headers), 403);
  const otherKey = `${url.pathname.replace(/[a-f0-9]{32}/, 'f'.repeat(32))}${url.search}`;
  await errorsOf(await put(otherKey, PNG, t.headers), 403);
  await errorsOf(await put(url.pathname, PNG, t.headers), 403);
  const now = Date.now;
  Date.now = () => now() + 11 * 60 * 1000;
  try {
    expect((await errorsOf(await put(t.url, PNG, t.headers), 403)).errors[0].error).toBe(IMAGE_MESSAGES.expired);
  } finally {
    Date.now = now;
  }
});

test('memes are stored as PNG for signed-in users', async () => {
  const meme = await dataOf(
    await provider.app.request('/meme-generator', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: PNG,
    }),
    201,
    storedImageSchema,
  );
  expect(meme.key).toMatch(/\.png$/);
  await errorsOf(
    await provider.app.request('/meme-generator', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    }),
    401,
  );
  await errorsOf(
    await provider.app.request('/meme-generator', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: GIF,
    }),
    422,
  );
});

test('random images: the library ranked by keywords, 20 by default, with the credit', async () => {
  const images = await dataOf(
    await provider.request(
      '/random-images?keywords=What+could+we+do+about+the+ocean+and+the+sea%3F&format=landscape&total=20',
    ),
    200,
    z.array(randomImageSchema),
  );
  expect(images).toHaveLength(20);
  expect(images[0].full).toMatch(/^\/images\/library\/full\/(ocean-waves|sea-at-sunset)\.jpg$/);
  expect(images[0]).toMatchObject({
    source: 'Nervus library',
    small: images[0].full.replace('/full/', '/small/'),
    title: expect.stringMatching(/Ocean|Sea/i),
  });
  expect(new Set(images.map((i) => i.full)).size).toBe(20);
  expect(await dataOf(await provider.request('/random-images?total=5'), 200, z.array(randomImageSchema))).toHaveLength(
    5,
  );
  await errorsOf(await provider.request('/random-images?total=500'), 422);
  await errorsOf(await provider.request('/random-images?format=wide'), 422);
});

test('use-image serves library images and uploads, and refuses anything else', async () => {
  const [first] = await dataOf(await provider.request('/random-images?total=1'), 200, z.array(randomImageSchema));
  const library = await provider.request(
    `/use-image?source=${encodeURIComponent(`${first.full}?source=Nervus+library`)}`,
  );
  expect(library.status).toBe(200);
  expect(library.headers.get('content-type')).toBe('image/jpeg');
  const t = await ticket();
  const stored = await dataOf(await put(t.url, PNG, t.headers), 201, storedImageSchema);
  expect(
    (await provider.request(`/use-image?source=${encodeURIComponent(stored.url)}`)).headers.get('content-type'),
  ).toBe('image/png');
  for (const foreign of [
    'https://images.example.com/a.jpg',
    'http://127.0.0.1:4010/health',
    '/images/library/../../../package.json',
    '/images/library/manifest.json',
    '/avatars/ada.svg',
    '',
  ]) {
    expect(
      (await errorsOf(await provider.request(`/use-image?source=${encodeURIComponent(foreign)}`), 422)).errors[0],
    ).toEqual({ field: 'source', error: IMAGE_MESSAGES.notOurs });
  }
  await errorsOf(
    await provider.request(`/use-image?source=${encodeURIComponent(`/uploads/${'0'.repeat(32)}.png`)}`),
    404,
  );
  await errorsOf(await provider.request(`/files/images/${'0'.repeat(32)}.png`), 404);
  await errorsOf(await provider.request('/files/images/..%2F..%2Fpackage.json'), 404);
});
