// The challenges home widgets (spec 1 §7): completed challenges, the v2 home and its widgets by
// id, and the olympiad widget with its fallback to the main community (spec 3 §7).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CLOSING_SOON_DAYS, HOME_OPEN_LIMIT } from '@/lib/challenges/home';
import { searchResultSchema } from '@/lib/contracts/browse';
import {
  challengeListWidgetSchema,
  categoriesWidgetSchema,
  homeV2Schema,
  olympiadWidgetSchema,
} from '@/lib/contracts/home';
import { challenges, olympiads, platforms } from '@/server/provider/db/schema';
import { dataOf, errorsOf } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const get = async <S extends z.ZodType>(path: string, schema: S) => dataOf(await provider.request(path), 200, schema);
const ends = (cards: { duration_end: string }[]) => cards.map((card) => Date.parse(card.duration_end));
const starts = (cards: { duration_start: string }[]) => cards.map((card) => Date.parse(card.duration_start));
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] >= x);
const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);
const isOpen = (card: { is_closed: boolean; status: string; duration_end: string }) =>
  !card.is_closed && card.status !== 'closed' && Date.parse(card.duration_end) > Date.now();

describe('GET /widgets/completed-challenges', () => {
  test('closed challenges of every community, the most recently ended first', async () => {
    const completed = await get('/widgets/completed-challenges', challengeListWidgetSchema.strict());
    expect(completed.items.length).toBeGreaterThan(3);
    expect(completed.total).toBeGreaterThanOrEqual(completed.items.length);
    expect(completed.items.every((card) => !isOpen(card))).toBe(true);
    expect(descending(ends(completed.items))).toBe(true);
    expect(new Set(completed.items.map((card) => card.platform.slug)).size).toBeGreaterThan(1);
    const two = await get('/widgets/completed-challenges?limit=2', challengeListWidgetSchema);
    expect(two.items.map((card) => card.id)).toEqual(completed.items.slice(0, 2).map((card) => card.id));
  });

  test('platform_slug and mc narrow it; bad input is refused', async () => {
    const comedy = await get('/widgets/completed-challenges?platform_slug=comedy', challengeListWidgetSchema);
    expect(comedy.items.length).toBeGreaterThan(0);
    expect(comedy.items.every((card) => card.platform.slug === 'comedy')).toBe(true);
    const business = await get('/widgets/completed-challenges?mc=business-and-money', challengeListWidgetSchema);
    expect(
      business.items.every((card) => ['personal-finance', 'startups', 'marketing'].includes(card.main_category!.slug)),
    ).toBe(true);
    await errorsOf(await provider.request('/widgets/completed-challenges?platform_slug=atlantis'), 404);
    await errorsOf(await provider.request('/widgets/completed-challenges?mc=nope'), 404);
    await errorsOf(await provider.request('/widgets/completed-challenges?limit=0'), 422);
    await errorsOf(await provider.request('/widgets/completed-challenges?limit=25'), 422);
  });
});

describe('GET /{platform}/challenges-homepage/v2', () => {
  test('open newest first, closing soon soonest first within the window, completed by end', async () => {
    const home = await get('/nervus/challenges-homepage/v2', homeV2Schema.strict());
    expect(home.platform).toEqual({ slug: 'nervus', title: 'Nervus', is_main: true });
    expect(home.filter).toEqual({ category: null, include_closed: false });
    const { open, closing_soon: soon, completed, categories } = home.widgets;

    expect(open.items.length).toBe(Math.min(HOME_OPEN_LIMIT, open.total));
    expect(open.items.every(isOpen)).toBe(true);
    expect(descending(starts(open.items))).toBe(true);
    expect(open.total).toBe((await get('/search/challenges', searchResultSchema)).total);

    expect(soon.items.length).toBeGreaterThan(1);
    expect(soon.items.every(isOpen)).toBe(true);
    expect(ascending(ends(soon.items))).toBe(true);
    expect(ends(soon.items).every((end) => end <= Date.now() + CLOSING_SOON_DAYS * DAY_MS)).toBe(true);
    // Nothing open that ends sooner was left out.
    const openEnds = (await get('/search/challenges?page=1', searchResultSchema)).items.map((card) =>
      Date.parse(card.duration_end),
    );
    expect(openEnds.filter((end) => end < ends(soon.items)[0])).toEqual([]);

    expect(completed).toEqual(await get('/widgets/completed-challenges', challengeListWidgetSchema));
    expect(categories.items.map((tile) => tile.slug)).toContain('environment');
    expect(categories.items.reduce((sum, tile) => sum + tile.open_count, 0)).toBe(open.total);
  });

  test('a category narrows every list; include closed adds closed ones after the open', async () => {
    const env = await get('/nervus/challenges-homepage/v2?mc=environment', homeV2Schema);
    expect(env.filter.category).toEqual({ slug: 'environment', name: 'Environment' });
    const lists = [env.widgets.open, env.widgets.closing_soon, env.widgets.completed];
    expect(
      lists
        .flatMap((list) => list.items)
        .every((card) => ['climate', 'energy', 'waste-and-recycling'].includes(card.main_category!.slug)),
    ).toBe(true);
    expect(env.widgets.open.total).toBe(
      env.widgets.categories.items.find((tile) => tile.slug === 'environment')!.open_count,
    );

    const all = await get('/nervus/challenges-homepage/v2?mc=environment&ic=1', homeV2Schema);
    expect(all.filter.include_closed).toBe(true);
    expect(all.widgets.open.total).toBe(env.widgets.open.total + env.widgets.completed.total);
    const firstClosed = all.widgets.open.items.findIndex((card) => !isOpen(card));
    expect(firstClosed).toBe(env.widgets.open.total);
  });

  test('a community shows its own; a single-root tree shows its sections; users and unknowns', async () => {
    const comedy = await get('/comedy/challenges-homepage/v2', homeV2Schema);
    const cards = Object.values(comedy.widgets).flatMap((widget) => ('total' in widget ? widget.items : []));
    expect(cards.every((card) => card.platform.slug === 'comedy')).toBe(true);
    expect(comedy.widgets.categories.items.map((tile) => tile.slug)).toEqual([
      'stand-up',
      'captions-and-memes',
      'satire',
    ]);

    const sam = await get('/SamOkafor/challenges-homepage/v2?ic=1', homeV2Schema);
    expect(sam.platform).toEqual({ slug: 'SamOkafor', title: '@SamOkafor', is_main: false });
    expect(sam.widgets.open.items.every((card) => card.catalyst.handle === 'SamOkafor')).toBe(true);

    await errorsOf(await provider.request('/atlantis/challenges-homepage/v2'), 404);
    await errorsOf(await provider.request('/nervus/challenges-homepage/v2?mc=nope'), 404);
    await errorsOf(await provider.request('/nervus/challenges-homepage/v2?ic=perhaps'), 422);
  });

  test('/v2/{id} answers one widget, equal to its part of the whole', async () => {
    const home = await get('/business/challenges-homepage/v2?mc=business-and-money', homeV2Schema);
    const one = (id: string) => provider.request(`/business/challenges-homepage/v2/${id}?mc=business-and-money`);
    expect(await dataOf(await one('open'), 200, challengeListWidgetSchema.strict())).toEqual(home.widgets.open);
    expect(await dataOf(await one('closing-soon'), 200, challengeListWidgetSchema)).toEqual(home.widgets.closing_soon);
    expect(await dataOf(await one('completed'), 200, challengeListWidgetSchema)).toEqual(home.widgets.completed);
    expect(await dataOf(await one('categories'), 200, categoriesWidgetSchema.strict())).toEqual(
      home.widgets.categories,
    );
    expect((await errorsOf(await one('weather'), 404)).errors[0].error).toMatch(/^Unknown widget/);
  });

  test('the v1 contract is unchanged', async () => {
    const v1 = await (await provider.request('/comedy/challenges-homepage')).json();
    expect(Object.keys(v1.data)).toEqual(['open', 'closed']);
  });
});

describe('GET /widgets/olympiads/{id}', () => {
  const olympiad = (path: string) => get(path, olympiadWidgetSchema.strict());

  test('the current olympiad of a community that runs one', async () => {
    const { current } = await olympiad('/widgets/olympiads/current?platform_slug=business');
    expect(current).toMatchObject({
      platform: { slug: 'business' },
      fallback: false,
      olympiad: { cycle: 'monthly', is_current: true, status: 'open', prize_total: 50_000 },
    });
    expect(Date.parse(current!.olympiad.start_time)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(current!.olympiad.end_time)).toBeGreaterThan(Date.now());
    expect(current!.participants).toBeGreaterThan(0);
  });

  test('a community without one, or a user, falls back to the main community', async () => {
    const main = await olympiad('/widgets/olympiads/current');
    expect(main.current).toMatchObject({
      platform: { slug: 'nervus', is_main: true },
      fallback: false,
      olympiad: { prize_total: 250_000 },
    });
    for (const key of ['comedy', 'www', 'JunoPark']) {
      const { current } = await olympiad(`/widgets/olympiads/current?platform_slug=${key}`);
      expect(current!.olympiad).toEqual(main.current!.olympiad);
      expect(current!.fallback).toBe(key !== 'www');
    }
    await errorsOf(await provider.request('/widgets/olympiads/current?platform_slug=atlantis'), 404);
  });

  test('an olympiad by number, which must belong to the community named', async () => {
    const { current } = await olympiad('/widgets/olympiads/current?platform_slug=innovators');
    expect(current!.olympiad.cycle).toBe('weekly');
    const byId = await olympiad(`/widgets/olympiads/${current!.olympiad.id}`);
    expect(byId.current).toEqual(current);
    await errorsOf(await provider.request(`/widgets/olympiads/${current!.olympiad.id}?platform_slug=comedy`), 404);
    await errorsOf(await provider.request('/widgets/olympiads/99999'), 404);
    await errorsOf(await provider.request('/widgets/olympiads/latest'), 404);
  });

  test('a cycle that has ended is not current, flag or no flag; with none running the widget is empty (No tournaments!)', async () => {
    const [main] = await provider.database.db.select().from(platforms).where(eq(platforms.isMain, true));
    // Nothing renews the main community's tournament: its cycle ended a minute ago.
    await provider.database.db
      .update(olympiads)
      .set({ endTime: new Date(Date.now() - 60_000) })
      .where(eq(olympiads.platformId, main.id));
    expect(await olympiad('/widgets/olympiads/current?platform_slug=comedy')).toEqual({ current: null });
    expect(await olympiad('/widgets/olympiads/current')).toEqual({ current: null });
    expect((await olympiad('/widgets/olympiads/current?platform_slug=business')).current?.platform.slug).toBe(
      'business',
    );
  });
});

test('a challenge past its end is no longer open, even before the closing job flags it', async () => {
  const home = await get('/nervus/challenges-homepage/v2', homeV2Schema);
  const lapsed = home.widgets.closing_soon.items[0];
  await provider.database.db
    .update(challenges)
    .set({ durationEnd: new Date(Date.now() - 60_000) })
    .where(eq(challenges.id, lapsed.id));
  const after = await get('/nervus/challenges-homepage/v2', homeV2Schema);
  expect(after.widgets.open.total).toBe(home.widgets.open.total - 1);
  expect(after.widgets.closing_soon.items.map((card) => card.id)).not.toContain(lapsed.id);
  expect(after.widgets.completed.items[0].id).toBe(lapsed.id);
  expect((await get('/search/challenges', searchResultSchema)).items.map((card) => card.id)).not.toContain(lapsed.id);
});
