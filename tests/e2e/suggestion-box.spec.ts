// Ask-me-anything boxes (spec 2 §1, §2 suggestion-box.ama, §5 '10 per suggestion-box', §7 og-image).
// DiegoMarquez opens a box on the news community from his mentor box (a new challenge of his), and
// ZaraAhmed asks one question in it; no other journey uses either of them.
import { expect, test } from '@playwright/test';
import { community, screenshots, signIn } from './helpers';

const NEWS = (path: string) => community('news', path);
const TITLE = 'Ask me anything about running a local newsroom';

test('a catalyst opens an ask-me-anything box; a player asks a question within the 10 allowed', async ({
  page,
  browser,
}) => {
  await signIn(page, 'diegomarquez@nervus.test', undefined, NEWS('/DiegoMarquez/mentor'));
  await page.goto(NEWS('/DiegoMarquez/mentor'));
  const form = page.getByRole('form', { name: 'Open an ask-me-anything box' });
  const title = form.getByLabel('What can people ask you about?');
  await expect(title).toHaveValue('Ask me anything about ');
  await expect(title).toBeEnabled();
  // Too short: the provider's message shows beside the field and the text stays.
  await title.fill('Ask me');
  await form.getByRole('button', { name: 'Open my box' }).click();
  await expect(form.getByText('Write at least 10 characters.')).toBeVisible();
  await expect(title).toHaveValue('Ask me');
  await title.fill(TITLE);
  await form
    .getByLabel('Introduce yourself (optional)')
    .fill('Twenty years of deadlines, corrections and council meetings.');
  await form.getByRole('radio', { name: '15 days' }).check();
  await screenshots(page, 'ama-open-form');
  await form.getByRole('button', { name: 'Open my box' }).click();

  await expect(page).toHaveURL(/\/DiegoMarquez\/mentor\/ama\/ask-me-anything-about-running-a-local-newsroom$/);
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByText('Up to 10 questions per person')).toBeVisible();
  await expect(page.getByText('This is your box. Share it so people can ask you.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'End challenge' })).toBeVisible();
  await screenshots(page, 'ama-box');
  // Its link preview is the box's own share image.
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/\/DiegoMarquez\/mentor\/ama\/ask-me-anything-about-running-a-local-newsroom\/og-image$/);
  const png = await page.goto(new URL(ogImage!, page.url()).toString());
  expect(png?.status()).toBe(200);
  expect(png?.headers()['content-type']).toBe('image/png');
  // The box page no longer offers to open another; suggestion-box.ama leads to the open box.
  await page.goto(NEWS('/DiegoMarquez/mentor'));
  await expect(page.getByRole('form', { name: 'Open an ask-me-anything box' })).toHaveCount(0);
  await expect(page.locator('.mentor-boxes').getByRole('link', { name: TITLE })).toBeVisible();

  const askerContext = await browser.newContext();
  const asker = await askerContext.newPage();
  await signIn(asker, 'zaraahmed@nervus.test', undefined, NEWS('/DiegoMarquez/mentor/ama'));
  await asker.goto(NEWS('/DiegoMarquez/mentor/ama'));
  await expect(asker).toHaveURL(/\/DiegoMarquez\/mentor\/ama\/ask-me-anything-about-running-a-local-newsroom$/);
  // Questions are asked in the box itself: an AMA has no challenge page of its own (spec 2 §1).
  await expect(asker.getByRole('link', { name: 'Ask on the challenge page' })).toHaveCount(0);
  await expect(asker.getByText('You can enter 10 more ideas in this challenge.', { exact: false })).toBeVisible();
  await asker.getByLabel('Idea title').fill('How do you decide what not to cover?');
  await asker
    .getByLabel('Describe your idea')
    .fill('With a small team, what stories do you let go, and how do you explain that to readers?');
  await asker.getByRole('button', { name: 'Enter your idea' }).click();
  await expect(asker.getByText('You can enter 9 more ideas in this challenge.', { exact: false })).toBeVisible();
  await expect(asker.getByRole('heading', { name: 'Questions asked (1)' })).toBeVisible();
  await asker.goto(NEWS('/challenges/ask-me-anything-about-running-a-local-newsroom'));
  await expect(asker).toHaveURL(/\/DiegoMarquez\/mentor\/ama\/ask-me-anything-about-running-a-local-newsroom$/);
  await askerContext.close();

  await page.goto(NEWS('/DiegoMarquez/mentor/ama/ask-me-anything-about-running-a-local-newsroom'));
  await expect(page.getByRole('heading', { name: 'Questions asked (1)' })).toBeVisible();
});
