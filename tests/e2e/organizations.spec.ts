import { expect, test, type Browser, type Page } from '@playwright/test';
import { main, screenshots, signIn } from './helpers';

// Players no other journey uses, so this one owns their organizations.
const OWNER = { email: 'freyalindqvist@nervus.test', handle: 'FreyaLindqvist' };
const INVITEE = { email: 'ravipatel@nervus.test', handle: 'RaviPatel' };
const ASKER = { email: 'devsharma@nervus.test', handle: 'DevSharma' };

async function player(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function click(page: Page, name: string, toast: string, scope = page.locator('body')) {
  await scope.getByRole('button', { name, exact: true }).click();
  await expect(page.locator('.toast').filter({ hasText: toast })).toBeVisible();
}

const row = (page: Page, handle: string) => page.locator('.org-row').filter({ hasText: `@${handle}` });

test('found an organization, invite and accept, request and accept, roles, and the one owner rule', async ({
  browser,
}) => {
  const owner = await player(browser, OWNER.email);
  const name = `Fjord Makers ${Date.now().toString(36)}`;

  // Founding: a required name, then the owner lands on the new page.
  await owner.goto(main('/my-account/organization'));
  await expect(owner.getByText('You are not in an organization yet.')).toBeVisible();
  await owner.getByRole('button', { name: 'Found organization' }).click();
  await expect(owner.getByText('The field Name is required')).toBeVisible();
  await owner.getByLabel('Name', { exact: true }).fill(name);
  await owner.getByLabel('Description').fill('Boat builders who answer questions together.');
  await owner.getByRole('button', { name: 'Found organization' }).click();
  await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(owner.getByText('You own')).toBeVisible();
  const orgUrl = owner.url();

  // Invite: the invitee answers on their Organization account page.
  await owner.getByLabel('Screen name').fill('NoSuchPlayerAnywhere');
  await owner.getByRole('button', { name: 'Invite' }).click();
  await expect(owner.getByText('There is no player with that screen name.')).toBeVisible();
  await owner.getByLabel('Screen name').fill(INVITEE.handle);
  await click(owner, 'Invite', `@${INVITEE.handle} is invited.`);
  await expect(row(owner, INVITEE.handle).getByText('invited, not answered yet')).toBeVisible();

  const invitee = await player(browser, INVITEE.email);
  await invitee.goto(main('/my-account/organization'));
  const invitation = invitee.locator('.org-row').filter({ hasText: name });
  await click(invitee, 'Accept', `Welcome to ${name}.`, invitation);
  await expect(invitee.getByRole('link', { name })).toBeVisible();
  await expect(invitee.getByText('No invitations are waiting for you.')).toBeVisible();

  // Request: another player asks, the owner accepts.
  // The asker finds it from their account page through the organizations search (issue 19 §6).
  const asker = await player(browser, ASKER.email);
  await asker.goto(main('/my-account/organization'));
  await asker.getByRole('link', { name: 'Find an organization to join' }).click();
  await expect(asker.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  await asker.getByLabel('Search organizations').fill(name);
  await asker.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(asker.getByRole('status').filter({ hasText: '1 organization matches' })).toBeVisible();
  const found = asker.getByRole('list', { name: 'Organizations' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Anyone can ask to join; an admin accepts');
  await found.getByRole('link', { name }).click();
  await expect(asker).toHaveURL(orgUrl);
  await click(asker, 'Ask to join', 'Your request is sent to the admins.');
  await expect(asker.getByText('Your request to join is waiting for an admin.')).toBeVisible();
  await owner.reload();
  await click(owner, 'Accept', `@${ASKER.handle} is a member now.`, row(owner, ASKER.handle));
  await expect(owner.getByText('3 members')).toBeVisible();

  // Roles: the owner makes the invitee an admin, who removes a member.
  await click(owner, 'Make admin', 'Admin rights granted.', row(owner, INVITEE.handle));
  await expect(row(owner, INVITEE.handle).getByText('Admin', { exact: true })).toBeVisible();
  await invitee.goto(orgUrl);
  await expect(invitee.getByRole('heading', { name: 'Invite a player' })).toBeVisible();
  await row(invitee, ASKER.handle).getByRole('button', { name: 'Remove' }).click();
  await invitee.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(invitee.locator('.toast').filter({ hasText: 'Member removed.' })).toBeVisible();
  await expect(row(invitee, ASKER.handle)).toHaveCount(0);

  // One owner: the owner has no Leave button until ownership moves on.
  await owner.reload();
  await expect(owner.getByRole('button', { name: 'Leave organization' })).toHaveCount(0);
  await screenshots(owner, 'organization-page');
  await row(owner, INVITEE.handle).getByRole('button', { name: 'Make owner' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Make owner' }).click();
  await expect(owner.locator('.toast').filter({ hasText: 'Ownership granted' })).toBeVisible();
  await expect(row(owner, INVITEE.handle).getByText('Owner', { exact: true })).toBeVisible();
  await owner.getByRole('button', { name: 'Leave organization' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Leave organization' }).click();
  await expect(owner.locator('.toast').filter({ hasText: `You left ${name}.` })).toBeVisible();
  await expect(owner.getByText(/^1 member ·/)).toBeVisible();
  await screenshots(invitee, 'my-account-organization-member');
});

test('an unknown organization is Page not found', async ({ page }) => {
  expect((await page.goto(main('/organizations/no-such-organization-here')))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
