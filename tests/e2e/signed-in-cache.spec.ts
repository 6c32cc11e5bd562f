// Signed-in pages and what they share (issue 24 part 5): a player's plain visit of a challenge is
// the page kept for every player (app/cached-player/), and each viewer's own parts come after it
// from one call (components/personal/). Two players look at the same challenge in turn: each sees
// only their own controls and navbar, from the same kept HTML. The dashboard home is kept once for
// every owner too: each greets its own player, and only its owner stays on it.
import { expect, test } from '@playwright/test';
import { main, signedInContext, userMenuButton } from './helpers';

const ADA_CHALLENGE = '/challenges/what-could-make-an-unusual-first-lesson-in-programming';

test('two players on one challenge each see only their own controls, and each dashboard its own player', async ({
  browser,
}) => {
  const owner = await signedInContext(browser, 'adalovelace@nervus.test');
  const player = await signedInContext(browser, 'mayachen@nervus.test');
  const question = /What could make an unusual first lesson in programming/;

  // Twice in turn, so each sees the page right after the other's render of it.
  const kept: string[] = [];
  for (let round = 0; round < 2; round++) {
    const ownerVisit = (await owner.page.goto(main(ADA_CHALLENGE)))!;
    await expect(owner.page.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(owner.page.getByRole('group', { name: 'Your challenge' })).toBeVisible();
    await expect(owner.page.getByRole('button', { name: 'Report this challenge' })).toHaveCount(0);
    await expect(owner.page.getByRole('link', { name: 'Edit Details' })).toBeVisible();
    await expect(userMenuButton(owner.page)).toHaveText(/@AdaLovelace/i);

    const playerVisit = (await player.page.goto(main(ADA_CHALLENGE)))!;
    await expect(player.page.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(player.page.getByRole('button', { name: 'Report this challenge' })).toBeVisible();
    await expect(player.page.getByRole('group', { name: 'Your challenge' })).toHaveCount(0);
    await expect(player.page.getByRole('link', { name: 'Details', exact: true })).toBeVisible();
    await expect(userMenuButton(player.page)).toHaveText(/@MayaChen/i);
    // Both came from the one page kept for players: nothing of either is in it.
    for (const visit of [ownerVisit, playerVisit]) {
      expect(visit.headers()['x-nextjs-cache']).toMatch(/HIT|MISS|STALE|REVALIDATED/);
      const html = await visit.text();
      for (const personal of [
        /AdaLovelace\/my-dashboard|MayaChen\/my-dashboard/,
        /scout_id=/,
        /Your challenge|Report this|Enter your idea|Edit Details|Admin Dashboard|Sign In</,
      ])
        expect(html).not.toMatch(personal);
      kept.push(visit.headers()['x-nextjs-cache']);
    }
  }
  // Once kept, the second player's visit is served from it.
  expect(kept).toContain('HIT');

  // The dashboard home is one page kept for every owner: each greets its own player, with their
  // own numbers, and the HTML names neither.
  const dashboards: string[] = [];
  for (let round = 0; round < 2; round++) {
    const ownerVisit = (await owner.page.goto(main('/AdaLovelace/my-dashboard')))!;
    await expect(owner.page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
    await expect(owner.page.getByLabel('Your activity')).toContainText('challenges posted');
    const playerVisit = (await player.page.goto(main('/MayaChen/my-dashboard')))!;
    await expect(player.page.getByRole('heading', { level: 1, name: /^Welcome, Maya/ })).toBeVisible();
    await expect(userMenuButton(player.page)).toHaveText(/@MayaChen/i);
    for (const visit of [ownerVisit, playerVisit]) {
      expect(visit.headers()['x-nextjs-cache']).toMatch(/HIT|MISS|STALE|REVALIDATED/);
      // Not even in the router's data, where Next writes the address of the visit that rendered
      // the page (server/cache/next-cache-handler.cjs keeps '/me/my-dashboard' there).
      const html = await visit.text();
      const named = /AdaLovelace|MayaChen|Welcome, |neurons</.exec(html);
      expect(
        named && html.slice(named.index - 80, named.index + 40),
        `${visit.url()} (${visit.headers()['x-nextjs-cache']})`,
      ).toBeNull();
      dashboards.push(visit.headers()['x-nextjs-cache']);
    }
  }
  expect(dashboards).toContain('HIT');
  // Its links lead through 'me' to the viewer's own pages.
  await player.page
    .getByRole('navigation', { name: 'Dashboard roles' })
    .getByRole('link', { name: 'Analyst Rater' })
    .click();
  await expect(player.page).toHaveURL(/\/MayaChen\/my-dashboard\/rater\/open-challenges$/);
  // Somebody else's dashboard address goes to that user's platform; another casing of one's own
  // handle to its own casing.
  await player.page.goto(main('/AdaLovelace/my-dashboard'));
  await expect(player.page).toHaveURL(main('/AdaLovelace'));
  await expect(player.page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toHaveCount(0);
  await owner.page.goto(main('/adalovelace/my-dashboard'));
  await expect(owner.page).toHaveURL(main('/AdaLovelace/my-dashboard'));
  await expect(owner.page.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
  await owner.context.close();
  await player.context.close();
});
