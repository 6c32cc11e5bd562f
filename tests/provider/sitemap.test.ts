import { and, eq } from 'drizzle-orm';
import { sitemapEntriesSchema, type SitemapEntries } from '@/lib/contracts/sitemap';
import { challenges, ideas, platforms, users } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const strict = sitemapEntriesSchema.strict();
const sitemapOf = async (slug: string): Promise<SitemapEntries> =>
  dataOf(await provider.request(`/platforms/${slug}/sitemap`), 200, strict);
const isNewestFirst = (dates: string[]) => dates.every((d, i) => i === 0 || Date.parse(dates[i - 1]) >= Date.parse(d));

async function platformId(slug: string): Promise<number> {
  const [row] = await provider.database.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, slug));
  return row.id;
}

async function publishedSlugs(slug: string): Promise<string[]> {
  const rows = await provider.database.db
    .select({ slug: challenges.slug })
    .from(challenges)
    .where(and(eq(challenges.platformId, await platformId(slug)), eq(challenges.state, 'published')));
  return rows.map((row) => row.slug).sort();
}

/** A player with no activity yet, so the test controls where they become active. */
async function newPlayer(screenName: string) {
  const [row] = await provider.database.db
    .insert(users)
    .values({ screenName, email: `${screenName.toLowerCase()}@example.test`, passwordHash: 'x', firstName: 'New' })
    .returning();
  return row;
}

test('a community lists exactly its own published challenges, most recently changed first', async () => {
  const comedy = await sitemapOf('comedy');
  expect(comedy.challenges.map((c) => c.slug).sort()).toEqual(await publishedSlugs('comedy'));
  expect(comedy.challenges.length).toBeGreaterThanOrEqual(3);
  expect(isNewestFirst(comedy.challenges.map((c) => c.updated_at))).toBe(true);
  const closed = comedy.challenges.find((c) =>
    c.slug.startsWith('what-could-be-the-worst-possible-name-for-a-dating-app'),
  );
  expect(closed?.is_closed).toBe(true);
  expect(comedy.challenges.filter((c) => !c.is_closed).length).toBeGreaterThanOrEqual(2);
});

test('the main community lists its own challenges only: others are canonical on their own host', async () => {
  const main = await sitemapOf('nervus');
  const mainSlugs = await publishedSlugs('nervus');
  expect(main.challenges.map((c) => c.slug).sort()).toEqual(mainSlugs);
  const comedySlugs = await publishedSlugs('comedy');
  expect(main.challenges.some((c) => comedySlugs.includes(c.slug))).toBe(false);
  // The host label of the main community answers the same.
  expect(await sitemapOf('www')).toEqual(main);
});

test('lastmod of a challenge moves when an idea arrives', async () => {
  const before = await sitemapOf('comedy');
  const oldest = before.challenges[before.challenges.length - 1];
  const [challenge] = await provider.database.db.select().from(challenges).where(eq(challenges.slug, oldest.slug));
  const author = await demoUser(provider, 'AdaLovelace');
  const at = new Date(Date.parse(before.challenges[0].updated_at) + 60_000);
  await provider.database.db
    .insert(ideas)
    .values({ challengeId: challenge.id, authorId: author.id, title: 'A late idea', createdAt: at, updatedAt: at });
  const after = await sitemapOf('comedy');
  expect(after.challenges[0]).toEqual({ ...oldest, updated_at: at.toISOString() });
});

test('drafts are not listed', async () => {
  const catalyst = await demoUser(provider, 'JunoPark');
  const now = new Date();
  await provider.database.db.insert(challenges).values({
    slug: 'a-comedy-draft',
    platformId: await platformId('comedy'),
    catalystId: catalyst.id,
    questionTitle: 'Draft question?',
    durationStart: now,
    durationEnd: new Date(now.getTime() + 86_400_000),
    state: 'draft',
  });
  expect((await sitemapOf('comedy')).challenges.map((c) => c.slug)).not.toContain('a-comedy-draft');
});

test('players are listed where they are active; the main community lists every active player', async () => {
  const comedy = await sitemapOf('comedy');
  const names = comedy.users.map((u) => u.screen_name);
  // A comedy catalyst and a comedy idea author.
  expect(names).toEqual(expect.arrayContaining(['JunoPark', 'QuinnTaylor']));
  expect(isNewestFirst(comedy.users.map((u) => u.updated_at))).toBe(true);

  const newcomer = await newPlayer('SitemapNewcomer');
  expect((await sitemapOf('comedy')).users.map((u) => u.screen_name)).not.toContain('SitemapNewcomer');
  expect((await sitemapOf('nervus')).users.map((u) => u.screen_name)).not.toContain('SitemapNewcomer');

  const [comedyChallenge] = await provider.database.db
    .select()
    .from(challenges)
    .where(eq(challenges.platformId, await platformId('comedy')))
    .limit(1);
  await provider.database.db
    .insert(ideas)
    .values({ challengeId: comedyChallenge.id, authorId: newcomer.id, title: 'First idea' });
  expect((await sitemapOf('comedy')).users.map((u) => u.screen_name)).toContain('SitemapNewcomer');
  expect((await sitemapOf('nervus')).users.map((u) => u.screen_name)).toContain('SitemapNewcomer');
  expect((await sitemapOf('business')).users.map((u) => u.screen_name)).not.toContain('SitemapNewcomer');
});

test('a user page changes when its owner posts a challenge there', async () => {
  const catalyst = await demoUser(provider, 'BenFoster');
  const at = new Date(Date.now() + 3_600_000);
  await provider.database.db.insert(challenges).values({
    slug: 'ben-posts-again',
    platformId: await platformId('comedy'),
    catalystId: catalyst.id,
    questionTitle: 'What else?',
    durationStart: at,
    durationEnd: new Date(at.getTime() + 86_400_000),
    createdAt: at,
    updatedAt: at,
  });
  const comedy = await sitemapOf('comedy');
  expect(comedy.users[0]).toEqual({ screen_name: 'BenFoster', updated_at: at.toISOString() });
  expect(comedy.challenges[0]).toEqual({ slug: 'ben-posts-again', updated_at: at.toISOString(), is_closed: false });
});

test('deleted players are not listed', async () => {
  await provider.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.screenName, 'QuinnTaylor'));
  expect((await sitemapOf('comedy')).users.map((u) => u.screen_name)).not.toContain('QuinnTaylor');
});

test('an unknown community is 404', async () => {
  const body = await errorsOf(await provider.request('/platforms/atlantis/sitemap'), 404);
  expect(body.errors).toEqual([{ field: '*', error: 'Platform not found' }]);
});
