import { expect, test } from '@playwright/test';
import { expectSignedIn, main, signIn, userMenuButton } from './helpers';

test('an admin shadows a user, confirms or cancels changes, and stops', async ({ page }) => {
  await signIn(page, 'admin@nervus.test');
  await page.goto(main('/'));
  const handle = (await page.locator('.challenge-card .person span').first().textContent())!.slice(1);
  await page.goto(main(`/${handle}`));
  await page.getByRole('button', { name: 'Shadow User' }).click();

  await page.waitForURL(new RegExp(`/${handle}/my-dashboard$`));
  expect(page.url()).not.toContain('token=');
  await expect(page.getByRole('status').filter({ hasText: 'Shadow mode' })).toContainText(`@${handle}`);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

  // Every state-changing request asks first; declining cancels it with the spec's message.
  await page.goto(main('/send-feedback'));
  await page.getByLabel('About').fill('Shadow check');
  await page.getByLabel('Your feedback').fill('Sent while shadowing');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('You are sending a change request in shadow mode.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.alert[role=alert]')).toContainText('Request canceled by user in shadow mode');
  await expect(page.getByLabel('Your feedback')).toHaveValue('Sent while shadowing');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('your feedback reached the Nervus team')).toBeVisible();

  await page.getByRole('button', { name: 'Stop' }).click();
  await page.waitForURL(main('/'));
  await expectSignedIn(page);
  await expect(userMenuButton(page)).toHaveText(/@admin\b/);
});
