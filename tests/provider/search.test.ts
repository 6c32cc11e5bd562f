import { questionCollectionSchema, SEARCH_PAGE_SIZE, searchResultSchema } from '@/lib/contracts/browse';
import { likePattern } from '@/server/provider/domain/like';
import { dataOf, demoUser, errorsOf } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const search = async (query: Record<string, string>) =>
  dataOf(await provider.request(`/challenges/search?${new URLSearchParams(query)}`), 200, searchResultSchema);

test('q matches title or detail case-insensitively, title matches first', async () => {
  const found = await search({ q: '  GROCERY  ' });
  expect(found.total).toBeGreaterThanOrEqual(2);
  for (const card of found.items) {
    expect(`${card.question_title} ${card.question_detail}`.toLowerCase()).toContain('grocery');
  }
  const titleHits = found.items.map((card) => card.question_title.toLowerCase().includes('grocery'));
  // Once a detail-only match appears, no title match follows it.
  expect(titleHits.indexOf(false) === -1 || !titleHits.slice(titleHits.indexOf(false)).includes(true)).toBe(true);
  expect((await search({ q: 'zzqx-nothing-like-this' })).items).toEqual([]);
});

test('the main community searches every community, others only their own', async () => {
  const everywhere = await search({ q: 'grocery' });
  expect(new Set(everywhere.items.map((c) => c.platform.slug)).size).toBeGreaterThan(1);
  const business = await search({ q: 'grocery', platform: 'business' });
  expect(business.total).toBeGreaterThan(0);
  expect(business.total).toBeLessThan(everywhere.total);
  expect(business.items.every((c) => c.platform.slug === 'business')).toBe(true);
  expect((await search({ q: 'grocery', platform: 'comedy' })).total).toBe(0);
  await errorsOf(await provider.request('/challenges/search?platform=no-such-place'), 404);
});

test('catalyst narrows the search to one user’s challenges', async () => {
  const maya = await demoUser(provider, 'MayaChen');
  const mine = await search({ catalyst: 'mayachen' });
  expect(mine.total).toBeGreaterThan(0);
  expect(mine.items.every((c) => c.catalyst.id === maya.id)).toBe(true);
  expect(
    (await errorsOf(await provider.request('/challenges/search?catalyst=NoSuchUser123'), 404)).errors[0].error,
  ).toBe('User not found!');
});

test('an empty q lists the newest; pages hold 20', async () => {
  const first = await search({});
  expect(first.size).toBe(SEARCH_PAGE_SIZE);
  expect(first.items).toHaveLength(Math.min(SEARCH_PAGE_SIZE, first.total));
  const starts = first.items.map((c) => Date.parse(c.duration_start));
  expect([...starts].sort((a, b) => b - a)).toEqual(starts);
  expect(first.total).toBeGreaterThan(SEARCH_PAGE_SIZE);
  const second = await search({ page: '2' });
  expect(second.page).toBe(2);
  expect(second.items).toHaveLength(first.total - SEARCH_PAGE_SIZE);
  const ids = new Set(first.items.map((c) => c.id));
  expect(second.items.some((c) => ids.has(c.id))).toBe(false);
  expect((await search({ page: '99' })).items).toEqual([]);
});

test('q is limited to 100 characters after trimming, and wildcards are literal', async () => {
  const errors = await errorsOf(await provider.request(`/challenges/search?q=${'a'.repeat(101)}`), 422);
  expect(errors.errors).toEqual([{ field: 'q', error: 'Use at most 100 characters.' }]);
  await search({ q: ` ${'a'.repeat(100)} ` });
  await errorsOf(await provider.request('/challenges/search?page=0'), 422);
  await errorsOf(await provider.request('/challenges/search?page=two'), 422);
  expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  expect((await search({ q: '%%_' })).total).toBe(0); // unescaped, this would match everything
});

test('GET /platforms/{slug}/questions groups every question by category', async () => {
  const groups = await dataOf(await provider.request('/platforms/comedy/questions'), 200, questionCollectionSchema);
  // The collection lists closed questions too; the search shows them when asked (ic).
  const comedy = await search({ platform: 'comedy', ic: '1' });
  expect(groups.flatMap((g) => g.questions.map((q) => q.slug)).sort()).toEqual(comedy.items.map((c) => c.slug).sort());
  const names = groups.filter((g) => g.category).map((g) => g.category!.name);
  expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  for (const group of groups) {
    const titles = group.questions.map((q) => q.question_title.toLowerCase());
    expect([...titles].sort()).toEqual(titles);
  }

  const all = await dataOf(await provider.request('/platforms/nervus/questions'), 200, questionCollectionSchema);
  expect(all.reduce((n, g) => n + g.questions.length, 0)).toBe((await search({ ic: '1' })).total);
  const mine = await dataOf(
    await provider.request('/platforms/nervus/questions?catalyst=JunoPark'),
    200,
    questionCollectionSchema,
  );
  expect(mine.flatMap((g) => g.questions)).toHaveLength((await search({ catalyst: 'JunoPark', ic: '1' })).total);
  await errorsOf(await provider.request('/platforms/nowhere/questions'), 404);
});

describe('GET /search/challenges: mc (main category) and ic (include closed)', () => {
  const isOpen = (card: { is_closed: boolean; status: string; duration_end: string }) =>
    !card.is_closed && card.status !== 'closed' && Date.parse(card.duration_end) > Date.now();
  const searchAt = async (path: string, query: Record<string, string>) =>
    dataOf(await provider.request(`${path}?${new URLSearchParams(query)}`), 200, searchResultSchema);

  test('closed challenges are left out unless ic asks for them; then open ones come first', async () => {
    const openOnly = await searchAt('/search/challenges', {});
    expect(openOnly.include_closed).toBe(false);
    expect(openOnly.items.every(isOpen)).toBe(true);
    for (const ic of ['', '0', 'false', 'off'])
      expect((await searchAt('/search/challenges', { ic })).total).toBe(openOnly.total);

    const all = await searchAt('/search/challenges', { ic: '1', page: '1' });
    expect(all.include_closed).toBe(true);
    expect(all.total).toBeGreaterThan(openOnly.total);
    for (const ic of ['true', 'on']) expect((await searchAt('/search/challenges', { ic })).total).toBe(all.total);
    const everything = [...all.items, ...(await searchAt('/search/challenges', { ic: '1', page: '2' })).items];
    const firstClosed = everything.findIndex((card) => !isOpen(card));
    expect(firstClosed).toBe(openOnly.total);
    expect(everything.slice(firstClosed).every((card) => !isOpen(card))).toBe(true);
    expect((await errorsOf(await provider.request('/search/challenges?ic=maybe'), 422)).errors[0].field).toBe('ic');
  });

  test('mc narrows to a main category and its subcategories; unknown is 404, empty is none', async () => {
    const tech = await searchAt('/search/challenges', { mc: 'technology', ic: '1' });
    expect(tech.category).toEqual({ slug: 'technology', name: 'Technology' });
    expect(tech.total).toBeGreaterThanOrEqual(2);
    expect(
      tech.items.every((card) =>
        ['technology', 'ai-and-automation', 'apps-and-software', 'hardware-and-gadgets'].includes(
          card.main_category!.slug,
        ),
      ),
    ).toBe(true);
    const transit = await searchAt('/search/challenges', { mc: 'Transit', q: 'bus' });
    expect(transit.items.map((card) => card.main_category!.slug)).toEqual(['transit']);
    expect((await searchAt('/search/challenges', { mc: 'humor', platform: 'business' })).total).toBe(0);
    expect(
      (await errorsOf(await provider.request('/search/challenges?mc=underwater-basket-weaving'), 404)).errors[0].error,
    ).toBe('Category not found');
    const none = await searchAt('/search/challenges', { mc: '' });
    expect(none.category).toBeNull();
    expect(none.total).toBe((await searchAt('/search/challenges', {})).total);
  });

  test('the older path /challenges/search answers the same', async () => {
    const query = { q: 'grocery', mc: 'business-and-money', ic: '1' };
    expect(await searchAt('/challenges/search', query)).toEqual(await searchAt('/search/challenges', query));
  });
});
