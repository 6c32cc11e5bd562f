// Rating ideas (spec 2 §2, §4-§6): a visitor is asked to sign in to rate; a player rates an idea of
// a seeded open challenge (NoorHaddad's remote-teams question, which no journey closes), after a
// failed call that keeps the choice; the rating is then locked, also after a reload.
import { expect, test } from '@playwright/test';
import { kebabSlug } from '@/server/provider/domain/slugs';
import { main, rateAndWait, screenshots, signIn } from './helpers';

const PAGE = main(
  `/challenges/${kebabSlug('What could help remote teams feel less lonely without adding more meetings?')}?tab=ideas`,
);

test('a player rates an idea once; the rating is locked and survives a reload', async ({ page, browser }) => {
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(PAGE);
  await expect(visitorPage.getByRole('link', { name: 'Sign in to rate' })).toBeVisible();
  await expect(visitorPage.getByRole('radiogroup')).toHaveCount(0);
  await visitor.close();

  await signIn(page, 'adalovelace@nervus.test', undefined, PAGE);
  await page.goto(PAGE);
  // The first idea Ada has not rated yet (the demo data has her rate some already).
  const card = page.locator('.idea-item', { has: page.getByRole('radiogroup') }).first();
  await expect(card).toBeVisible();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const mine = page.locator('.idea-item', { has: page.getByRole('heading', { level: 3, name: title }) });

  // A failed call: the error shows and the choice stays. (Chosen once hydrated: 'Rate' is enabled then.)
  await expect(mine.getByRole('button', { name: 'Rate' })).toBeEnabled();
  await page.route('**/api/challenges/*/ratings', (route) =>
    route.fulfill({
      status: 503,
      json: { errors: [{ field: '*', error: 'Something went wrong, please try again later.' }] },
    }),
  );
  await mine.getByRole('radio', { name: '4 - Very good' }).check();
  await mine.getByRole('button', { name: 'Rate' }).click();
  await expect(mine.getByRole('alert')).toHaveText('Something went wrong, please try again later.');
  await expect(mine.getByRole('radio', { name: '4 - Very good' })).toBeChecked();
  await page.unroute('**/api/challenges/*/ratings');

  // An exact rating in tenths, then sent: locked.
  await mine.getByLabel(/Or an exact rating/).fill('4.5');
  await rateAndWait(page, mine);
  await expect(mine.getByRole('status')).toHaveText('You rated this idea 4.5. Ratings are locked once given.');
  await expect(mine.getByRole('radiogroup')).toHaveCount(0);
  await screenshots(page, 'idea-rated');

  await page.reload();
  await expect(mine.getByText('You rated this idea 4.5. Ratings are locked once given.')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Rate' })).toHaveCount(0);
});
