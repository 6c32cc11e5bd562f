// The challenges home, search and categories as a visitor sees them (spec 2 §2, spec 3 §2.5):
// widgets, the tournament card with its fallback, filters that work without JavaScript.
import { expect, test, type Page } from '@playwright/test';
import { HOME_TOUR_TARGETS } from '@/lib/tour';
import { community, main, screenshots } from './helpers';

const BUS = 'How might a small city get more people riding the bus without adding routes?';
const DATING = 'What could be the worst possible name for a dating app?';
const SCHOOL = 'What could a school do with its buildings after 4 pm?';
const ENVIRONMENT = ['Climate', 'Energy', 'Waste & Recycling'];

/** The category select; 'Browse by category' is a region whose name contains the word too. */
const categorySelect = (page: Page) => page.getByLabel('Category', { exact: true });
const openSection = (page: Page) => page.locator(`[data-tour="${HOME_TOUR_TARGETS.openChallenges}"]`);
const cardCategories = (page: Page) =>
  openSection(page).locator('.challenge-card .meta .badge:not(.badge-closed)').allTextContents();

test('a visitor on the main home sees every widget and the current tournament', async ({ page }) => {
  await page.goto(main('/'));
  await expect(page.getByRole('heading', { level: 1, name: /Nervus/ })).toBeVisible();
  for (const name of [
    'Browse by category',
    'Open challenges',
    'Current Tournament',
    'Game Dash',
    'Closing soon',
    'Completed challenges',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // Every onboarding target of the home guide is on the page once.
  for (const target of Object.values(HOME_TOUR_TARGETS))
    await expect(page.locator(`[data-tour="${target}"]`)).toHaveCount(1);

  const tournament = page.locator(`[data-tour="${HOME_TOUR_TARGETS.leaderboard}"]`);
  await expect(tournament).toContainText('Nervus Idea Olympiad');
  await expect(tournament.locator('.tournament-prize')).toHaveText('$2,500');
  await expect(tournament.getByRole('list', { name: 'Leading players' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('#closing-heading + ol > li')).not.toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in to play' })).toBeVisible();
  await expect(openSection(page).locator('.challenge-card')).toHaveCount(12);
  await screenshots(page, 'home-main');

  await tournament.getByRole('link', { name: 'View Current Leaderboard' }).click();
  // The old address answers with the one board page's tournament view (issue 22).
  await expect(page).toHaveURL(main('/nerve-boards?view=tournament'));
});

test('a community home shows its own tournament, or the main one when it runs none', async ({ page }) => {
  await page.goto(community('business'));
  const tournament = page.locator(`[data-tour="${HOME_TOUR_TARGETS.leaderboard}"]`);
  await expect(tournament).toContainText('Venture Forge Pitch Race');
  await expect(tournament.locator('.tournament-prize')).toHaveText('$500');
  await expect(tournament.getByRole('link', { name: 'View Current Leaderboard' })).toHaveAttribute(
    'href',
    '/platform/olympiad/leaderboard',
  );
  for (const card of await openSection(page).locator('.challenge-card').all()) await expect(card).toBeVisible();

  await page.goto(community('comedy'));
  await expect(page.getByRole('heading', { level: 2, name: 'Current Tournament' })).toBeVisible();
  await expect(tournament).toContainText('Punchline Lab runs no tournament of its own this cycle');
  await expect(tournament.locator('.tournament-prize')).toHaveText('$2,500');
  await expect(tournament.getByRole('link', { name: 'View Current Leaderboard' })).toHaveAttribute(
    'href',
    main('/platform/olympiad/leaderboard'),
  );
  // Comedy is all Humor: its categories picker offers the sections.
  await expect(page.getByRole('link', { name: /Stand-up & Jokes/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Completed challenges' })).toBeVisible();
  await expect(page.getByRole('link', { name: DATING })).toBeVisible();
  await screenshots(page, 'home-comedy');
});

test('filtering by a category shows only that category; a tile does the same', async ({ page }) => {
  await page.goto(main('/'));
  await categorySelect(page).selectOption('environment');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/\?category=environment/);
  await expect(page.getByRole('heading', { name: 'Open challenges in Environment' })).toBeVisible();
  await expect(categorySelect(page)).toHaveValue('environment');
  const shown = await cardCategories(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((name) => ENVIRONMENT.includes(name))).toBe(true);
  await expect(page.locator('[data-tour="categories-picker"] [aria-current="true"]')).toContainText('Environment');
  await screenshots(page, 'home-filtered');

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(main('/'));
  await page
    .locator('[data-tour="categories-picker"]')
    .getByRole('link', { name: /Local & Civics/ })
    .click();
  await page.waitForURL(/\?category=local-civics/);
  await expect(page.getByRole('link', { name: BUS })).toBeVisible();
  expect(
    (await cardCategories(page)).every((name) =>
      ['Transit', 'Public Spaces', 'Local Government', 'Neighbourhood Safety', 'Local & Civics'].includes(name),
    ),
  ).toBe(true);

  await page.getByLabel('Include closed challenges').check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(/category=local-civics&ic=1/);
  await expect(page.getByRole('heading', { name: 'All challenges in Local & Civics' })).toBeVisible();
  await expect(page.getByRole('link', { name: SCHOOL })).toBeVisible();
});

test('/category/{category} lands on the home filtered by it; an unknown one says so', async ({ page }) => {
  await page.goto(main('/category/transit'));
  await expect(page).toHaveURL(main('/?category=transit'));
  await expect(page.getByRole('heading', { name: 'Open challenges in Transit' })).toBeVisible();
  await expect(page.getByRole('link', { name: BUS })).toBeVisible();
  // Other journeys may have published Transit challenges too: every card is Transit.
  expect([...new Set(await cardCategories(page))]).toEqual(['Transit']);

  await page.goto(main('/category/underwater-basket-weaving'));
  await expect(page.getByText('There is no category called')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open challenges', exact: true })).toBeVisible();
});

test('search leaves closed challenges out until asked; empty results name the query', async ({ page }) => {
  await page.goto(main('/search?q=dating'));
  await expect(page.getByText('No open challenges match “dating”.')).toBeVisible();
  await page.getByRole('link', { name: 'Include closed challenges' }).click();
  await expect(page).toHaveURL(/q=dating&ic=1/);
  await expect(page.getByRole('link', { name: DATING })).toBeVisible();
  await expect(page.getByLabel('Include closed challenges')).toBeChecked();

  await page.goto(main('/search'));
  await page.getByLabel('Search challenges by their question or details').fill('caretaker');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No open challenges match “caretaker”.')).toBeVisible();
  await page.getByLabel('Include closed challenges').check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: SCHOOL })).toBeVisible();
  await screenshots(page, 'search-closed');

  await page.goto(main('/search'));
  await page.getByLabel('Search challenges by their question or details').fill('bus');
  await categorySelect(page).selectOption('humor');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=bus&mc=humor/);
  await expect(page.getByText('No open challenges in Humor match “bus”.')).toBeVisible();
  await page.getByRole('link', { name: 'Search every category' }).click();
  await expect(page.getByRole('link', { name: BUS })).toBeVisible();

  await page.goto(main('/search?q=zebra+crossings+on+mars&ic=1'));
  await expect(page.getByText('No challenges match “zebra crossings on mars”.')).toBeVisible();
  await expect(page.getByText('Check the spelling, or try fewer or more general words.')).toBeVisible();
  await screenshots(page, 'search-empty');
});

test('the question collection groups a community’s questions by category', async ({ page }) => {
  await page.goto(community('comedy', '/question-collection'));
  await expect(page.getByRole('heading', { level: 2, name: 'Stand-up & Jokes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Satire' })).toBeVisible();
  await expect(page.getByRole('link', { name: DATING })).toBeVisible();
  await expect(page.getByRole('link', { name: BUS })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home renders every widget and its filters work', async ({ page }) => {
    await page.goto(main('/'));
    await expect(page.getByRole('heading', { level: 2, name: 'Current Tournament' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Closing soon' })).toBeVisible();
    await expect(openSection(page).locator('.challenge-card').first()).toBeVisible();
    await categorySelect(page).selectOption('transit');
    await page.getByLabel('Include closed challenges').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/category=transit&ic=1/);
    await expect(page.getByRole('heading', { name: 'All challenges in Transit' })).toBeVisible();
    await expect(page.getByRole('link', { name: BUS })).toBeVisible();
    await page.getByRole('link', { name: /Health & Wellbeing/ }).click();
    await page.waitForURL(/category=health-and-wellbeing&ic=1/);
    expect(
      (await cardCategories(page)).every((name) => ['Fitness', 'Mental Health', 'Food & Nutrition'].includes(name)),
    ).toBe(true);
  });

  test('search with include closed works', async ({ page }) => {
    await page.goto(main('/search?q=dating'));
    await page.getByLabel('Include closed challenges').check();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=dating&mc=&ic=1/);
    await expect(page.getByRole('link', { name: DATING })).toBeVisible();
  });
});
