// After publishing (spec 2 §2): the catalyst changes the prize and raises the money on the
// 'Edit Details' tab; visitors see the new terms on their next visit (the cached page is revalidated).
import { expect, test } from '@playwright/test';
import { main, screenshots, signIn } from './helpers';

test('the catalyst raises the prize money; visitors see it at once; money cannot go down', async ({
  page,
  browser,
}) => {
  await page.goto(main('/MayaChen?filter=open'));
  const path = (await page.locator('.challenge-card h3 a[href^="/challenges/"]').first().getAttribute('href'))!;
  await signIn(page, 'mayachen@nervus.test', undefined, main(`${path}?tab=details`));
  // A raise is held from the catalyst's wallet (issue 16): she adds the money first.
  await page.goto(main('/my-account/payment-wallets'));
  const funds = page.getByRole('form', { name: 'Add funds' });
  await funds.getByLabel('Amount to add').fill('1234');
  await funds.getByRole('button', { name: 'Add funds' }).click();
  await expect(page.locator('.wallet-history')).toContainText('+$1,234');
  await page.goto(main(`${path}?tab=details`));
  await expect(page.getByRole('link', { name: 'Edit Details' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Change the prize' });
  const money = form.getByLabel('Prize Money');
  const before = Number(await money.inputValue());
  await expect(form.getByLabel('Closing date')).toBeDisabled();
  // Save is enabled once the form is hydrated; typing before that would be reset.
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();

  await money.fill(String(before + 1234));
  await expect(form.getByLabel('Closing date')).toBeEnabled();
  if (before > 0) {
    await money.fill('0');
    await expect(form.getByText('Prize money can only be raised once the challenge is published.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await money.fill(String(before + 1234));
  }
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your challenge’s prize is updated.')).toBeVisible();
  const amount = `$${(before + 1234).toLocaleString('en-US')}`;
  await expect(page.locator('.challenge-facts')).toContainText(amount);
  await screenshots(page, 'challenge-edit-details');

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await expect(async () => {
    await visitorPage.goto(main(path));
    await expect(visitorPage.locator('.challenge-facts')).toContainText(amount, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(visitorPage.getByRole('form', { name: 'Change the prize' })).toHaveCount(0);
  await visitor.close();
});
