// A player's own pictures (spec 1 §5; spec 3 §2.4 my-files): the signed address, the checks on the
// bytes at each edge, the avatar and masthead they set, My Files behind its flag, and the quota.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FLAG } from '@/lib/contracts/flags';
import { IMAGE_MESSAGES, uploadTicketSchema } from '@/lib/challenges/image';
import { publicUserSchema } from '@/lib/contracts/account';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_QUOTA_BYTES,
  mediaFileSchema,
  mediaLibrarySchema,
  type MediaPurpose,
} from '@/lib/media/rules';
import { mediaFiles } from '@/server/provider/db/schema';
import { LocalDiskStore } from '@/server/provider/storage';
import { pngBytes } from '../fixtures/image-bytes';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

/** The disk store, with removals that can be made to fail as a full disk or a cloud outage would. */
class FlakyStore extends LocalDiskStore {
  failDeletes = false;
  override async delete(key: string) {
    if (this.failDeletes) throw new Error('the store is unavailable');
    await super.delete(key);
  }
}
const uploads = mkdtempSync(path.join(tmpdir(), 'nervus-media-'));
const store = new FlakyStore(uploads);

let provider: TestProvider;
let maya: string;
let juno: string;
let admin: string;
beforeAll(async () => {
  provider = await createTestProvider({ env: { UPLOADS_DIR: uploads }, deps: { store } });
  [maya, juno, admin] = await Promise.all([
    tokenFor(provider, 'MayaChen'),
    tokenFor(provider, 'JunoPark'),
    tokenFor(provider, 'admin'),
  ]);
});
afterAll(async () => {
  await provider.close();
});

const SMALL = pngBytes(40, 30);

async function ticket(token: string, purpose: MediaPurpose = 'avatar', bytes: Uint8Array = SMALL, width = 40) {
  return dataOf(
    await provider.request('/files/media-upload', {
      token,
      body: { content_type: 'image/png', size: bytes.length, width, height: 30, purpose },
    }),
    200,
    uploadTicketSchema,
  );
}
const put = (url: string, body: Uint8Array, token?: string, headers: Record<string, string> = {}) =>
  provider.app.request(url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body as Uint8Array<ArrayBuffer>,
  });
const profileOf = async (name: string) =>
  dataOf(await provider.request(`/users/screen-name/${name}`), 200, publicUserSchema);

test('an avatar upload is stored, served as a PNG with safe headers, and becomes the avatar', async () => {
  const t = await ticket(maya);
  expect(t.url).toMatch(/^\/files\/media\/[a-f0-9]{32}\.png\?expires=\d+&purpose=avatar&signature=[a-f0-9]{64}$/);
  const file = await dataOf(await put(t.url, SMALL, maya), 201, mediaFileSchema);
  expect(file).toMatchObject({ purpose: 'avatar', width: 40, height: 30, bytes: SMALL.length });
  expect((await profileOf('MayaChen')).avatar_url).toBe(file.url);
  const res = await provider.request(`/files/images/${file.key}`);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  // It can be deleted, so caches keep it an hour, not the year a challenge picture is kept.
  expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  // An address works once.
  await errorsOf(await put(t.url, SMALL, maya), 403);
});

test("another user's address, a tampered one and an expired one are 403; no token is 401", async () => {
  const t = await ticket(maya);
  await errorsOf(await put(t.url, SMALL, juno), 403);
  await errorsOf(await put(t.url, SMALL), 401);
  const url = new URL(t.url, 'http://p.invalid');
  const masthead = new URL(url);
  masthead.searchParams.set('purpose', 'masthead');
  await errorsOf(await put(`${masthead.pathname}${masthead.search}`, SMALL, maya), 403);
  const later = new URL(url);
  later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
  await errorsOf(await put(`${later.pathname}${later.search}`, SMALL, maya), 403);
  const now = Date.now;
  Date.now = () => now() + 11 * 60 * 1000;
  try {
    expect((await errorsOf(await put(t.url, SMALL, maya), 403)).errors[0].error).toBe(IMAGE_MESSAGES.expired);
  } finally {
    Date.now = now;
  }
  // Untouched, it still works for its owner.
  await dataOf(await put(t.url, SMALL, maya), 201, mediaFileSchema);
});

test('10 MB exactly is stored; one byte more is refused with the spec message, whatever the browser said', async () => {
  const exact = pngBytes(10, 10, MEDIA_MAX_BYTES);
  const t = await ticket(juno, 'file', exact, 10);
  await dataOf(await put(t.url, exact, juno), 201, mediaFileSchema);
  // The ticket was for 10 MB; the bytes are one more (a lying browser).
  const over = pngBytes(10, 10, MEDIA_MAX_BYTES + 1);
  const t2 = await ticket(juno, 'file', exact, 10);
  expect((await errorsOf(await put(t2.url, over, juno), 422)).errors).toEqual([
    { field: 'file', error: MEDIA_MESSAGES.size() },
  ]);
  const asked = await errorsOf(
    await provider.request('/files/media-upload', {
      token: juno,
      body: { content_type: 'image/png', size: MEDIA_MAX_BYTES + 1, width: 10, height: 10, purpose: 'file' },
    }),
    422,
  );
  expect(asked.errors[0].error).toBe(MEDIA_MESSAGES.size());
});

test('8000 pixels pass, 8001 are refused in the ticket and in the bytes; SVG and HTML are not pictures', async () => {
  const t = await ticket(juno, 'file', pngBytes(8000, 30), 8000);
  await dataOf(await put(t.url, pngBytes(8000, 30), juno), 201, mediaFileSchema);
  const wide = await errorsOf(
    await provider.request('/files/media-upload', {
      token: juno,
      body: { content_type: 'image/png', size: 100, width: 8001, height: 30, purpose: 'file' },
    }),
    422,
  );
  expect(wide.errors[0].error).toBe(MEDIA_MESSAGES.dimensions());
  const t2 = await ticket(juno, 'file');
  expect((await errorsOf(await put(t2.url, pngBytes(30, 8001), juno), 422)).errors[0].error).toBe(
    MEDIA_MESSAGES.dimensions(),
  );
  const t3 = await ticket(juno, 'file');
  const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  expect((await errorsOf(await put(t3.url, svg, juno), 422)).errors[0].error).toBe(MEDIA_MESSAGES.processing);
  await errorsOf(
    await provider.request('/files/media-upload', {
      token: juno,
      body: { content_type: 'image/svg+xml', size: 100, width: 10, height: 10, purpose: 'file' },
    }),
    422,
  );
});

test('a masthead upload becomes the masthead; My Files lists and deletes, and the masthead goes back', async () => {
  const t = await ticket(maya, 'masthead');
  const file = await dataOf(await put(t.url, SMALL, maya), 201, mediaFileSchema);
  expect((await profileOf('MayaChen')).masthead_background_image).toBe(file.url);
  const library = await dataOf(await provider.request('/files/library', { token: maya }), 200, mediaLibrarySchema);
  expect(library.files[0]).toMatchObject({ id: file.id, purpose: 'masthead' });
  expect(library.quota).toBe(MEDIA_QUOTA_BYTES);
  expect(library.used).toBe(library.files.reduce((sum, f) => sum + f.bytes, 0));
  // Juno cannot delete Maya's file.
  await errorsOf(await provider.request(`/files/library/${file.id}`, { method: 'DELETE', token: juno }), 404);
  await dataOf(
    await provider.request(`/files/library/${file.id}`, { method: 'DELETE', token: maya }),
    200,
    mediaFileSchema,
  );
  expect((await profileOf('MayaChen')).masthead_background_image).toBeNull();
  expect((await provider.request(`/files/images/${file.key}`)).status).toBe(404);
  const after = await dataOf(await provider.request('/files/library', { token: maya }), 200, mediaLibrarySchema);
  expect(after.files.map((f) => f.id)).not.toContain(file.id);
});

test('the quota: a file that would pass 100 MB is refused', async () => {
  const theo = await tokenFor(provider, 'TheoBrooks');
  const user = await demoUser(provider, 'TheoBrooks');
  await provider.database.db.insert(mediaFiles).values({
    userId: user.id,
    key: `${'e'.repeat(32)}.png`,
    contentType: 'image/png',
    bytes: MEDIA_QUOTA_BYTES - SMALL.length,
    width: 10,
    height: 10,
    purpose: 'file',
  });
  // Exactly at the quota passes; one byte over does not.
  const t = await ticket(theo, 'file');
  await dataOf(await put(t.url, SMALL, theo), 201, mediaFileSchema);
  const refused = await errorsOf(
    await provider.request('/files/media-upload', {
      token: theo,
      body: { content_type: 'image/png', size: 1, width: 1, height: 1, purpose: 'avatar' },
    }),
    422,
  );
  expect(refused.errors[0].error).toBe(MEDIA_MESSAGES.quota);
});

test('uploads arriving together are counted one after another; one address is stored once', async () => {
  const lena = await tokenFor(provider, 'LenaVogel');
  const user = await demoUser(provider, 'LenaVogel');
  // Room for exactly two more small files.
  await provider.database.db.insert(mediaFiles).values({
    userId: user.id,
    key: `${'f'.repeat(32)}.png`,
    contentType: 'image/png',
    bytes: MEDIA_QUOTA_BYTES - 2 * SMALL.length,
    width: 10,
    height: 10,
    purpose: 'file',
  });
  const tickets = await Promise.all(Array.from({ length: 4 }, () => ticket(lena, 'file')));
  const statuses = (await Promise.all(tickets.map((t) => put(t.url, SMALL, lena)))).map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(2);
  expect(statuses.filter((s) => s === 422)).toHaveLength(2);
  // A second upload to an address already used is refused, together or after.
  const mine = await ticket(maya, 'file');
  const both = await Promise.all([put(mine.url, SMALL, maya), put(mine.url, pngBytes(41, 30), maya)]);
  expect(both.map((r) => r.status).sort()).toEqual([201, 403]);
  expect((await put(mine.url, SMALL, maya)).status).toBe(403);
});

test('My Files follows the flag as a community runs it; avatars do not need it', async () => {
  await dataOf(
    await provider.request(`/admin/flags/${FLAG.betaFeatures}`, {
      body: { enabled: true, variants: { 'media-storage-library': 'off' }, platform: 'comedy' },
      token: admin,
    }),
    200,
    z.unknown(),
  );
  await errorsOf(await provider.request('/files/library?platform=comedy', { token: maya }), 404);
  await dataOf(await provider.request('/files/library?platform=innovators', { token: maya }), 200, mediaLibrarySchema);
  await errorsOf(
    await provider.request('/files/media-upload?platform=comedy', {
      token: maya,
      body: { content_type: 'image/png', size: 10, width: 1, height: 1, purpose: 'file' },
    }),
    404,
  );
  await dataOf(
    await provider.request('/files/media-upload?platform=comedy', {
      token: maya,
      body: { content_type: 'image/png', size: 10, width: 1, height: 1, purpose: 'avatar' },
    }),
    200,
    uploadTicketSchema,
  );
});

test('a new avatar replaces the old one: its bytes go and it stops counting against the quota', async () => {
  const ada = await tokenFor(provider, 'AdaLovelace');
  const user = await demoUser(provider, 'AdaLovelace');
  const ownedBy = () =>
    provider.database.db
      .select({ key: mediaFiles.key, bytes: mediaFiles.bytes })
      .from(mediaFiles)
      .where(eq(mediaFiles.userId, user.id));
  const first = await dataOf(await put((await ticket(ada)).url, SMALL, ada), 201, mediaFileSchema);
  // The quota is full but for the avatar: replacing it still fits, as it makes room for its successor.
  await provider.database.db.insert(mediaFiles).values({
    userId: user.id,
    key: `${'a'.repeat(32)}.png`,
    contentType: 'image/png',
    bytes: MEDIA_QUOTA_BYTES - SMALL.length,
    width: 10,
    height: 10,
    purpose: 'file',
  });
  const second = await dataOf(await put((await ticket(ada)).url, SMALL, ada), 201, mediaFileSchema);
  expect((await profileOf('AdaLovelace')).avatar_url).toBe(second.url);
  expect((await provider.request(`/files/images/${first.key}`)).status).toBe(404);
  expect((await ownedBy()).map((r) => r.key).sort()).toEqual([`${'a'.repeat(32)}.png`, second.key].sort());
  // One byte more than the replaced avatar no longer fits.
  const over = await errorsOf(
    await provider.request('/files/media-upload', {
      token: ada,
      body: { content_type: 'image/png', size: SMALL.length + 1, width: 1, height: 1, purpose: 'avatar' },
    }),
    422,
  );
  expect(over.errors[0].error).toBe(MEDIA_MESSAGES.quota);
  // A masthead upload does not replace the avatar (with room made for it first).
  await provider.database.db.delete(mediaFiles).where(eq(mediaFiles.key, `${'a'.repeat(32)}.png`));
  await dataOf(await put((await ticket(ada, 'masthead')).url, SMALL, ada), 201, mediaFileSchema);
  expect((await provider.request(`/files/images/${second.key}`)).status).toBe(200);
});

test('a picture whose bytes the store cannot remove is not deleted, stays listed and is kept an hour at most', async () => {
  const lin = await tokenFor(provider, 'KaiNakamura');
  const file = await dataOf(await put((await ticket(lin, 'masthead')).url, SMALL, lin), 201, mediaFileSchema);
  store.failDeletes = true;
  try {
    const refused = await errorsOf(
      await provider.request(`/files/library/${file.id}`, { method: 'DELETE', token: lin }),
      503,
    );
    expect(refused.errors[0].error).toBe(MEDIA_MESSAGES.deleteFailed);
    const library = await dataOf(await provider.request('/files/library', { token: lin }), 200, mediaLibrarySchema);
    expect(library.files.map((f) => f.id)).toContain(file.id);
    expect((await profileOf('KaiNakamura')).masthead_background_image).toBe(file.url);
    // Still a personal picture: served with the hour's cache, never the year of a shared upload.
    const served = await provider.request(`/files/images/${file.key}`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');

    // A new masthead over it: the old one cannot be removed either, so it stays listed in My Files.
    const next = await dataOf(await put((await ticket(lin, 'masthead')).url, SMALL, lin), 201, mediaFileSchema);
    expect((await profileOf('KaiNakamura')).masthead_background_image).toBe(next.url);
    const after = await dataOf(await provider.request('/files/library', { token: lin }), 200, mediaLibrarySchema);
    expect(after.files.map((f) => f.id)).toEqual(expect.arrayContaining([file.id, next.id]));
    expect((await provider.request(`/files/images/${file.key}`)).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    );
  } finally {
    store.failDeletes = false;
  }
  // With the store back, the player deletes it and it is gone.
  await dataOf(
    await provider.request(`/files/library/${file.id}`, { method: 'DELETE', token: lin }),
    200,
    mediaFileSchema,
  );
  expect((await provider.request(`/files/images/${file.key}`)).status).toBe(404);
});

test('a new avatar keeps the old one when the masthead still shows it', async () => {
  const noor = await tokenFor(provider, 'NoorHaddad');
  const avatar = await dataOf(await put((await ticket(noor)).url, SMALL, noor), 201, mediaFileSchema);
  const user = await demoUser(provider, 'NoorHaddad');
  await provider.database.db.execute(
    sql`update users set preferences = preferences || jsonb_build_object('masthead_background_image', ${avatar.url}::text) where id = ${user.id}`,
  );
  const next = await dataOf(await put((await ticket(noor)).url, SMALL, noor), 201, mediaFileSchema);
  const profile = await profileOf('NoorHaddad');
  expect(profile.avatar_url).toBe(next.url);
  expect(profile.masthead_background_image).toBe(avatar.url);
  expect((await provider.request(`/files/images/${avatar.key}`)).status).toBe(200);
});
