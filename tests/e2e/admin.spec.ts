// Running a community (issue 21): an admin finds a user and suspends them (the user's open session
// is signed out on its next request), reads a Page-not-found report and resolves it, switches a
// feature flag and sees the feature appear, and reviews the audit log of all of it.
import { expect, test, type Page } from '@playwright/test';
import { community, main, signIn } from './helpers';

// Three admin pages and a second signed-in browser per journey: more than the default minute.
test.setTimeout(180_000);

async function confirmDialog(page: Page) {
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
}

test('an admin finds and suspends a user, whose open session ends on its next request', async ({ page, browser }) => {
  const player = await browser.newPage();
  await signIn(player, 'freyalindqvist@nervus.test');

  await signIn(page, 'admin@nervus.test');
  await page.goto(main('/admin-dashboard'));
  await page.getByRole('link', { name: 'Users dashboard' }).click();
  await page.getByLabel('Screen name, name or email').fill('lindqv');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=lindqv/);
  await page.getByRole('link', { name: '@FreyaLindqvist' }).click();
  await expect(page.getByRole('heading', { name: /@FreyaLindqvist/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Sessions \([1-9]/ })).toBeVisible();

  await page.getByLabel('Reason').fill('Spam links');
  await page.getByRole('button', { name: 'Suspend' }).click();
  await confirmDialog(page);
  await expect(page.getByText('@FreyaLindqvist is suspended and signed out.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sessions (0)' })).toBeVisible();

  // The player's next request: their session is gone.
  await player.reload();
  await expect(player.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Restore' }).click();
  await confirmDialog(page);
  await expect(page.getByText('@FreyaLindqvist is restored.')).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).first().click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await page.getByLabel('Action', { exact: true }).fill('user.suspend');
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: 'user.suspend' }).first();
  await expect(row).toContainText('@admin');
  await expect(row).toContainText('200');
  await player.close();
});

test('an admin reads a Page-not-found report and resolves it', async ({ page }) => {
  // Two segments: a single unknown one is read as a community or person's page.
  const missing = `/xyz-nonsense-path/missing-${Date.now()}`;
  await page.goto(main(missing));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('your feedback reached the Nervus team')).toBeVisible();

  await signIn(page, 'admin@nervus.test');
  await page.goto(main('/admin-dashboard/feedbacks'));
  const group = page.getByRole('row').filter({ hasText: missing });
  await expect(group).toContainText('Page not found');
  await group.getByRole('link', { name: missing }).click();
  await expect(page.getByRole('heading', { name: `Page not found on ${missing}` })).toBeVisible();
  await page.getByRole('button', { name: 'Mark read' }).click();
  await expect(page.getByText('Marked read.')).toBeVisible();
  await page.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(page.getByText('Resolved.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: missing })).toHaveCount(0);
  await page.getByRole('link', { name: 'Show resolved too' }).click();
  await expect(page.getByRole('row').filter({ hasText: missing })).toBeVisible();

  await page.goto(main('/admin-dashboard/audit?action=feedback.resolved'));
  await expect(page.getByRole('row').filter({ hasText: 'feedback.resolved' }).first()).toContainText('@admin');
});

test('an admin switches a feature flag and sees the feature appear', async ({ page }) => {
  await signIn(page, 'admin@nervus.test');
  await page.goto(main('/admin-dashboard/flags'));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^user-bio/ }) });
  await card.getByRole('button', { name: 'Switch off' }).click();
  await confirmDialog(page);
  await expect(page.getByText('user-bio is off for everybody.')).toBeVisible();
  // Off: the about page sends people to the plain bio.
  await page.goto(main('/MayaChen/about'));
  await expect(page).toHaveURL(/\/MayaChen\/bio$/);

  await page.goto(main('/admin-dashboard/flags'));
  await card.getByRole('button', { name: 'Switch on' }).click();
  await confirmDialog(page);
  await expect(page.getByText('user-bio is on for everybody.')).toBeVisible();
  await page.goto(main('/MayaChen/about'));
  await expect(page).toHaveURL(/\/MayaChen\/about$/);

  // One community's own setting (spec 1 §3 per platform): off in Comedy only, then back to global.
  await page.goto(main('/admin-dashboard/flags'));
  await page.getByLabel('Community').selectOption({ label: 'Comedy' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/platform=comedy/);
  await expect(card.getByText('follows global')).toBeVisible();
  await card.getByRole('button', { name: 'Switch off' }).click();
  await confirmDialog(page);
  await expect(page.getByText('user-bio is off in Comedy.')).toBeVisible();
  await expect(card.getByText("Comedy's own")).toBeVisible();
  await page.goto(community('comedy', '/MayaChen/about'));
  await expect(page).toHaveURL(/\/MayaChen\/bio$/);
  await page.goto(main('/MayaChen/about'));
  await expect(page).toHaveURL(/\/MayaChen\/about$/);
  await page.goto(main('/admin-dashboard/flags?platform=comedy'));
  await card.getByRole('button', { name: 'Follow global setting' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Comedy follows the global user-bio again.')).toBeVisible();
  await page.goto(community('comedy', '/MayaChen/about'));
  await expect(page).toHaveURL(/\/MayaChen\/about$/);

  await page.goto(main('/admin-dashboard/audit?action=flag.switch'));
  await expect(page.getByRole('row').filter({ hasText: 'flag.switch' })).toHaveCount(4);
});
