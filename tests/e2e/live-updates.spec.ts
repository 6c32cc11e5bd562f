// Live updates (spec 3 §4, issue 6 'Live updates'): a rating given in one browser context raises
// the rated author's neuron total in another context, signed in as the author on the home's Game
// Dash slot, without a reload. LenaVogel's open office-to-homes challenge, which no other journey
// rates; LiamWalsh's idea in it.
import { expect, test } from '@playwright/test';
import { kebabSlug } from '../../server/provider/domain/slugs';
import { main, screenshots, signIn } from './helpers';

const CHALLENGE = main(`/challenges/${kebabSlug('How might an empty office building become homes without gutting it?')}?tab=ideas`);
const IDEA = 'Shared bathroom pods around the core';

test('a rating shows up live in the rated author\'s Game Dash slot', async ({ page, browser }) => {
  // Context B: the author, on the home with the Game Dash slot.
  const author = await browser.newContext();
  const authorPage = await author.newPage();
  await signIn(authorPage, 'liamwalsh@nervus.test', undefined, main('/'));
  await authorPage.goto(main('/'));
  const neurons = authorPage.getByTestId('live-neurons');
  await expect(neurons).toBeVisible();
  const before = Number((await neurons.locator('strong').textContent())!.replace(/,/g, ''));
  // The stream is open once hydrated; give the page a marker to compare against after the rating.
  await authorPage.evaluate(() => { (window as unknown as { marker: boolean }).marker = true; });

  // Context A: the rater.
  await signIn(page, 'adalovelace@nervus.test', undefined, CHALLENGE);
  await page.goto(CHALLENGE);
  const card = page.locator('.idea-item', { has: page.getByRole('heading', { level: 3, name: IDEA }) });
  await expect(card.getByRole('button', { name: 'Rate' })).toBeEnabled();
  await card.getByRole('radio', { name: '5 - Excellent' }).check();
  const ratedAt = Date.now();
  await card.getByRole('button', { name: 'Rate' }).click();
  await expect(card.getByRole('status')).toContainText('You rated this idea 5');

  // B sees a higher total and the neuron just earned, on the same page (no reload: the marker stays).
  await expect(authorPage.getByTestId('live-neuron-earned')).toBeVisible();
  test.info().annotations.push({ type: 'live update latency (ms)', description: String(Date.now() - ratedAt) });
  const after = Number((await neurons.locator('strong').textContent())!.replace(/,/g, ''));
  expect(after).toBeGreaterThan(before);
  expect(await authorPage.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await screenshots(authorPage, 'live-neurons');
  await author.close();
});
