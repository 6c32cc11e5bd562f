import { and, eq } from 'drizzle-orm';
import { challengeDetailSchema } from '@/lib/contracts/challenge';
import { MEDIA_MESSAGES, challengeMediaOutSchema } from '@/lib/challenges/media';
import { ARTICLE_MESSAGES } from '@/lib/challenges/article';
import { challenges, users } from '@/server/provider/db/schema';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';
import { z } from 'zod';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

async function publishedOf(handle: string) {
  const [row] = await provider.database.db
    .select({ c: challenges })
    .from(challenges)
    .innerJoin(users, eq(users.id, challenges.catalystId))
    .where(and(eq(users.screenName, handle), eq(challenges.state, 'published')))
    .limit(1);
  return row.c;
}
const picture = `/uploads/${'a'.repeat(32)}.png`;
const library = '/images/library/full/starry-night.jpg?source=Nervus+library';
const answer = z.object({ slug: z.string(), platform: z.string(), media: challengeMediaOutSchema });

test('the catalyst adds pictures and links after publishing, and everyone sees them', async () => {
  const c = await publishedOf('MayaChen');
  const token = await tokenFor(provider, 'MayaChen');
  const body = {
    pictures: [picture, library, picture],
    links: [{ url: 'news.example.com/story', title: 'The story' }, { url: 'https://news.example.com/story' }],
  };
  const saved = await dataOf(
    await provider.request(`/challenges/${c.slug}/media`, { method: 'PUT', token, body }),
    200,
    answer,
  );
  expect(saved.media).toEqual({
    pictures: [picture, library],
    links: [{ url: 'https://news.example.com/story', title: 'The story' }],
  });
  expect(saved.slug).toBe(c.slug);
  const detail = await dataOf(await provider.request(`/challenges/${c.slug}`), 200, challengeDetailSchema);
  expect(detail.media).toEqual(saved.media);
  // Removing is saving the shorter lists.
  await dataOf(
    await provider.request(`/challenges/${c.slug}/media`, {
      method: 'PUT',
      token,
      body: { pictures: [library], links: [] },
    }),
    200,
    answer,
  );
  expect((await dataOf(await provider.request(`/challenges/${c.slug}`), 200, challengeDetailSchema)).media).toEqual({
    pictures: [library],
    links: [],
  });
});

test('only the catalyst may: others 403, signed out 401, unknown 404', async () => {
  const c = await publishedOf('MayaChen');
  const body = { pictures: [], links: [{ url: 'https://evil.example.com/x' }] };
  const other = await tokenFor(provider, 'JunoPark');
  expect(
    (await errorsOf(await provider.request(`/challenges/${c.slug}/media`, { method: 'PUT', token: other, body }), 403))
      .errors[0].error,
  ).toBe(MEDIA_MESSAGES.notCatalyst);
  await errorsOf(await provider.request(`/challenges/${c.slug}/media`, { method: 'PUT', body }), 401);
  await errorsOf(
    await provider.request('/challenges/no-such-challenge/media', { method: 'PUT', token: other, body }),
    404,
  );
  const detail = await dataOf(await provider.request(`/challenges/${c.slug}`), 200, challengeDetailSchema);
  expect(detail.media.links.map((l) => l.url)).not.toContain('https://evil.example.com/x');
});

test('foreign pictures, non-web links and too many of either are 422', async () => {
  const c = await publishedOf('MayaChen');
  const token = await tokenFor(provider, 'MayaChen');
  const put = (body: unknown) => provider.request(`/challenges/${c.slug}/media`, { method: 'PUT', token, body });
  expect(
    (await errorsOf(await put({ pictures: ['https://images.example.com/a.png'], links: [] }), 422)).errors,
  ).toEqual([{ field: 'pictures.0', error: MEDIA_MESSAGES.picture }]);
  expect((await errorsOf(await put({ pictures: [], links: [{ url: 'javascript:alert(1)' }] }), 422)).errors).toEqual([
    { field: 'links.0.url', error: ARTICLE_MESSAGES.invalidUrl },
  ]);
  const eleven = Array.from({ length: 11 }, (_, i) => ({ url: `https://news.example.com/${i}` }));
  expect((await errorsOf(await put({ pictures: [], links: eleven }), 422)).errors).toEqual([
    { field: 'links', error: MEDIA_MESSAGES.linksMax },
  ]);
});
