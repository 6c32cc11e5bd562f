// Rating one idea at a time (spec 2 §2 start-rate, rate; §4 locked once given) and the unlock and
// entry-fee pages. Changes: FreyaLindqvist's library challenge ('What could make the public library
// the busiest building on the high street?', seeded for this journey and used by no other), where
// ZaraAhmed rates her 3 remaining ideas (the seed has her author one and rate one). Only reads:
// SamOkafor's paid bakery challenge (business community), GreenLeafCoop's packaging challenge and
// LenaVogel's closed school challenge.
import { expect, test, type Page } from '@playwright/test';
import { RATING_MESSAGES } from '@/lib/challenges/rating';
import { kebabSlug } from '@/server/provider/domain/slugs';
import { DEMO_PASSWORD, GATEWAY_URL, community, main, screenshots, signIn } from './helpers';

const LIBRARY = kebabSlug('What could make the public library the busiest building on the high street?');
const BAKERY = kebabSlug('How might a neighbourhood bakery sell out by noon without baking more?');
const PACKAGING = kebabSlug('What could make a grocery shop produce half as much packaging waste?');
const CLOSED = kebabSlug('What could a school do with its buildings after 4 pm?');
const ZARAS_OWN = 'Repair café every Saturday morning';

const current = (page: Page) => page.getByRole('heading', { level: 2 }).and(page.locator('#rate-idea-title'));

async function rateCurrent(page: Page, choice: string) {
  const title = (await current(page).textContent())!;
  await page.getByRole('radio', { name: choice }).check();
  await page.getByRole('button', { name: 'Rate' }).click();
  await expect(current(page)).not.toHaveText(title);
  return title;
}

test('a visitor of the rate page is sent to sign in, and comes back to it', async ({ page }) => {
  await page.goto(main(`/challenges/${LIBRARY}/rate`));
  await page.waitForURL(GATEWAY_URL);
  await page.getByLabel('Email').fill('zaraahmed@nervus.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(main(`/challenges/${LIBRARY}/rate`));
  await expect(page.getByText('1 of 4 rated')).toBeVisible();
});

test('a player rates the ideas one at a time, skips one that comes back, and finishes; a second rating is refused', async ({
  page,
}) => {
  await signIn(page, 'zaraahmed@nervus.test', undefined, main(`/challenges/${LIBRARY}`));
  await page.goto(main(`/challenges/${LIBRARY}`));
  await expect(page.getByText('You can rate 3 ideas in this challenge.')).toBeVisible();
  await screenshots(page, 'challenge-rate-ideas');
  await page.getByRole('link', { name: 'Rate ideas', exact: true }).click();

  await expect(page).toHaveURL(main(`/challenges/${LIBRARY}/start-rate`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rate ideas' })).toBeVisible();
  await expect(page.getByText(/Ideas with fewer than 2 ratings are not ranked/)).toBeVisible();
  await expect(page.getByText('A rating is locked once given: it cannot be changed or taken back.')).toBeVisible();
  await expect(page.getByText('You can rate 3 ideas in this challenge.')).toBeVisible();
  await expect(page.getByText('(1 of 4 rated)')).toBeVisible();
  await screenshots(page, 'start-rate');
  await page.getByRole('link', { name: 'Start rating' }).click();

  await expect(page).toHaveURL(main(`/challenges/${LIBRARY}/rate`));
  await expect(page.getByText('1 of 4 rated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rate' })).toBeEnabled();
  await screenshots(page, 'rate-one-idea');

  // Skip by keyboard: the next idea's heading takes the focus.
  const skipped = (await current(page).textContent())!;
  expect(skipped).not.toBe(ZARAS_OWN);
  await page.getByRole('button', { name: 'Skip' }).focus();
  await page.keyboard.press('Enter');
  await expect(current(page)).not.toHaveText(skipped);
  await expect(current(page)).toBeFocused();
  await expect(page.getByText('1 of 4 rated')).toBeVisible();

  // Too many ratings at once: the refusal says when to try again, and the choice stays.
  const wait =
    'You are rating faster than we allow (up to 30 ratings per minute). Please wait 12 seconds and try again.';
  await page.route('**/api/challenges/*/ratings', (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '12' }, json: { errors: [{ field: '*', error: wait }] } }),
  );
  await page.getByRole('radio', { name: '4 - Very good' }).check();
  await page.getByRole('button', { name: 'Rate' }).click();
  await expect(page.locator('.rate-current').getByRole('alert')).toHaveText(wait);
  await expect(page.getByRole('radio', { name: '4 - Very good' })).toBeChecked();
  await page.unroute('**/api/challenges/*/ratings');

  const first = await rateCurrent(page, '4 - Very good');
  await expect(current(page)).toBeFocused();
  await expect(page.getByText('2 of 4 rated')).toBeVisible();
  const second = (await current(page).textContent())!;
  await page.getByLabel(/Or an exact rating/).fill('3.5');
  await page.getByRole('button', { name: 'Rate' }).click();

  // The skipped idea is back, last; it cannot be skipped again.
  await expect(current(page)).toHaveText(skipped);
  await expect(page.getByText(/you skipped this one earlier/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeDisabled();
  await expect(page.getByText('3 of 4 rated')).toBeVisible();
  for (const title of [first, second, skipped]) expect(title).not.toBe(ZARAS_OWN);
  await page.getByRole('radio', { name: '2 - Fair' }).check();
  await page.getByRole('button', { name: 'Rate' }).click();

  const done = page.getByRole('heading', { level: 2, name: 'All done' });
  await expect(done).toBeFocused();
  await expect(page.getByText('4 of 4 rated')).toBeVisible();
  await expect(page.getByText('You gave 3 ratings and earned 15 neurons.')).toBeVisible();
  await screenshots(page, 'rate-finished');
  await page.getByRole('link', { name: 'Back to the challenge' }).click();

  // Back on the challenge: every idea she can rate is rated and locked; the provider refuses another.
  await expect(page).toHaveURL(main(`/challenges/${LIBRARY}`));
  await expect(page.getByText('You have rated every idea you can rate in this challenge.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rate ideas', exact: true })).toHaveCount(0);
  const card = page.locator('.idea-item', { has: page.getByRole('heading', { level: 3, name: second }) });
  await expect(card.getByText('You rated this idea 3.5. Ratings are locked once given.')).toBeVisible();
  const ideaId = Number((await card.getAttribute('id'))!.replace('idea-', ''));
  // Sent from the page as a script would, past the UI that no longer offers it.
  const again = await page.evaluate(
    async ([slug, id]) => {
      const res = await fetch(`/api/challenges/${slug}/ratings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idea_id: id, value: 5 }),
      });
      return { status: res.status, body: await res.json() };
    },
    [LIBRARY, ideaId] as const,
  );
  expect(again.status).toBe(409);
  expect(again.body.errors[0].error).toBe(RATING_MESSAGES.already);

  // With nothing left, start-rate says so and the rate page is finished at once.
  await page.goto(main(`/challenges/${LIBRARY}/rate`));
  await expect(page.getByRole('heading', { level: 2, name: 'All done' })).toBeVisible();
  await expect(page.getByText('There is no idea left for you to rate in this challenge.')).toBeVisible();
});

test("what unlocks rating and idea entry, and a paid challenge's entry fee", async ({ page, browser }) => {
  // A visitor: rating-unlock (also by its alias) asks them to sign in.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(main(`/challenges/${PACKAGING}/unlock-rate`));
  await expect(visitor).toHaveURL(main(`/challenges/${PACKAGING}/rating-unlock`));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unlock rating' })).toBeVisible();
  const steps = visitor.getByRole('list', { name: 'What unlocks rating' });
  await expect(steps).toContainText('Not yet: Sign in: only signed-in players rate ideas.');
  await expect(steps).toContainText('Done: The challenge is open.');
  await expect(steps).toContainText('Done: There are 5 ideas you can rate.');
  await expect(visitor.getByRole('link', { name: 'Sign in to rate' })).toBeVisible();
  await screenshots(visitor, 'rating-unlock');

  // The paid bakery challenge: its fee, paid from the wallet on the idea-entry-fee page, reached from the Ideas tab.
  await visitor.goto(community('business', `/challenges/${BAKERY}`));
  await expect(
    visitor.getByText('Entering an idea in this challenge costs $2. The fee is paid from your wallet when you enter.'),
  ).toBeVisible();
  await visitor.getByRole('link', { name: 'Enter your idea ($2)' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Idea entry fee' })).toBeVisible();
  await expect(visitor.getByText('$2', { exact: true })).toBeVisible();
  // A visitor is asked to sign in before paying; no form is offered.
  await expect(visitor.getByRole('link', { name: 'Sign in to enter your idea' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(
    visitor.getByText(
      /the catalyst keeps 65 percent, 28 percent goes to the challenge's prize total and 7 percent is the platform fee/,
    ),
  ).toBeVisible();
  await screenshots(visitor, 'idea-entry-fee');
  await visitor.getByRole('link', { name: 'What unlocks idea entry' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Unlock idea entry' })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'What unlocks idea entry' })).toContainText(
    'Not yet: Entering an idea in this challenge costs $2. It is paid from your wallet.',
  );
  await screenshots(visitor, 'idea-unlock');
  await visitor.context().close();

  // A signed-in player: a free challenge's unlock pages send them on, to start-rate and the idea form.
  await signIn(page, 'zaraahmed@nervus.test');
  await page.goto(main(`/challenges/${PACKAGING}/rating-unlock`));
  await expect(page).toHaveURL(main(`/challenges/${PACKAGING}/start-rate`));
  await page.goto(main(`/challenges/${PACKAGING}/idea-entry-fee`));
  await expect(page).toHaveURL(main(`/challenges/${PACKAGING}#enter-idea`));
  await expect(page.getByRole('heading', { name: 'Enter your idea' })).toBeVisible();
  await page.goto(main(`/challenges/${PACKAGING}/idea-unlock`));
  await expect(page).toHaveURL(main(`/challenges/${PACKAGING}#enter-idea`));

  // A closed challenge takes no ratings or ideas: its child pages go to its detail view.
  for (const child of ['start-rate', 'rate', 'rating-unlock', 'idea-entry-fee']) {
    await page.goto(main(`/challenges/${CLOSED}/${child}`));
    await expect(page).toHaveURL(main(`/challenges/${CLOSED}`));
  }
});
