import { expect, test, type Browser, type Page } from '@playwright/test';
import { main, screenshots, signIn } from './helpers';

// Players no other journey uses, so this one owns their teams.
const CAPTAIN = { email: 'yuki_tanaka@nervus.test', handle: 'Yuki_Tanaka' };
const MATE = { email: 'grace.obi@nervus.test', handle: 'grace.obi' };

async function player(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** The captain asks on the mate's platform; the mate accepts on their friends page (issue 19's pages). */
async function befriend(a: Page, b: Page, bHandle: string) {
  await a.goto(main(`/${bHandle}`));
  await a.getByRole('button', { name: 'Add friend' }).click();
  await expect(a.getByRole('button', { name: 'Request sent · Cancel' })).toBeVisible();
  await b.goto(main(`/${bHandle}/my-dashboard/friends-followers`));
  await b
    .getByRole('region', { name: /Friend requests to you/ })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(
    b.getByRole('region', { name: /^Friends/ }).getByRole('link', { name: `@${CAPTAIN.handle}` }),
  ).toBeVisible();
}

test('two friends form a team, and teammates browse each other’s idea log', async ({ browser }) => {
  test.setTimeout(120_000);
  const captain = await player(browser, CAPTAIN.email);
  const team = `Harbour Lights ${Date.now().toString(36)}`;

  // Before the team, the idea log is the player's and their teammates' only.
  const mate = await player(browser, MATE.email);
  await mate.goto(main(`/${CAPTAIN.handle}/my-dashboard/idea-log`));
  await expect(
    mate.getByText('Only this player, their friends and their teammates can browse this idea log.'),
  ).toBeVisible();

  // Only friends can be invited: first the invitation is refused, then they become friends.
  await captain.goto(main(`/${CAPTAIN.handle}/my-dashboard/my-labs`));
  await expect(captain).toHaveURL(/\/my-dashboard\/idea-team-labs$/);

  await captain.getByRole('button', { name: 'Found team' }).click();
  await expect(captain.getByText('The field Team name is required')).toBeVisible();
  await captain.getByLabel('Team name').fill(team);
  await captain.getByRole('button', { name: 'Found team' }).click();
  const card = captain.locator('.team-card').filter({ hasText: team });
  await expect(card.getByText('Captain')).toBeVisible();
  await card.getByLabel('Screen name').fill(MATE.handle);
  await card.getByRole('button', { name: 'Invite' }).click();
  await expect(card.getByText('You can invite only your friends to a team.')).toBeVisible();
  await befriend(captain, mate, MATE.handle);
  await captain.goto(main(`/${CAPTAIN.handle}/my-dashboard/idea-team-labs`));
  await card.getByLabel('Screen name').fill(MATE.handle);
  await card.getByRole('button', { name: 'Invite' }).click();
  await expect(card.getByText(`Invited: @${MATE.handle}`)).toBeVisible();

  // The invitee answers on their Teams page.
  await mate.goto(main(`/${MATE.handle}/teams`));
  const invitation = mate.locator('.org-row').filter({ hasText: team });
  await invitation.getByRole('button', { name: 'Join team' }).click();
  await expect(mate.locator('.toast').filter({ hasText: `You joined ${team}.` })).toBeVisible();
  const mateCard = mate.locator('.team-card').filter({ hasText: team });
  await expect(mateCard.getByRole('link', { name: `@${CAPTAIN.handle}` })).toBeVisible();
  await screenshots(mate, 'teams-page');

  // Teammates now read each other's idea log.
  await mateCard
    .locator('.org-row')
    .filter({ hasText: `@${CAPTAIN.handle}` })
    .getByRole('link', { name: 'Idea log' })
    .click();
  await expect(mate.getByRole('heading', { level: 1, name: `@${CAPTAIN.handle}'s idea log` })).toBeVisible();
  await expect(mate.getByText('Only this player, their friends')).toHaveCount(0);

  // Anybody sees the team on the captain's Teams page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(main(`/${CAPTAIN.handle}/teams`));
  await expect(visitor.locator('.team-card').filter({ hasText: team })).toContainText(`@${MATE.handle}`);
});
