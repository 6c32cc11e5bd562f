// The other creation variants (spec 2 §2, §4, §5): a QQ with its prefix and 140-character limit,
// improve-an-idea with its gated steps, a caption challenge that skips the question, and Start over
// keeping the question for 'Resume prior question'. The default form and test-an-idea are in
// create-challenge.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { chooseCategory, chooseRandomImage, main, screenshots, signIn } from './helpers';

const unique = () => Date.now().toString(36);
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

test('QQ: a quick question with its prefix added, 140 characters, no assumptions or scale', async ({ page }) => {
  await signIn(page, 'adalovelace@nervus.test');
  await page.goto(main('/challenges/create'));
  await page.getByRole('button', { name: /QQ: Find a better Question/ }).click();
  await expect(page.getByText('Tool: QQ: Find a better Question')).toBeVisible();
  // Back clears the tool; choose it again.
  await page.getByRole('button', { name: '← Back' }).click();
  await expect(page.getByText(/Tool:/)).toHaveCount(0);
  await page.getByRole('button', { name: /QQ: Find a better Question/ }).click();
  await chooseCategory(page, /Technology/, /Apps & Software/);

  await expect(page.getByRole('heading', { name: 'Question & Description' })).toBeVisible();
  const rest = page.getByLabel('Quick Question');
  // A typed prefix is stripped: the product adds it.
  await rest.fill('What could make app onboarding unusual');
  await expect(rest).toHaveValue('make app onboarding unusual');
  await page.getByLabel('Starts with').selectOption('How could');
  await rest.fill(`make onboarding unusual ${'x'.repeat(120)}`);
  await expect(page.getByText('4 characters over the limit')).toBeVisible();
  const title = `make app onboarding unusually short ${unique()}`;
  await rest.fill(title);
  await page.getByLabel('Question Details').fill('New users give up on the third screen.');
  await expect(page.locator('.preview-title')).toHaveText(`How could ${title}?`);
  await screenshots(page, 'create-qq-question');
  await next(page);
  // A QQ links no article, so the picture is needed here.
  await expect(page.locator('#step-issue')).toHaveText('Image missing');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await chooseRandomImage(page);
  await next(page);
  await expect(page.getByRole('heading', { name: 'Duration' })).toBeVisible();
  await next(page);
  await next(page);
  await expect(page.getByRole('heading', { name: /Publish your Question/ })).toBeVisible();
  for (const hidden of [/Core Assumptions/, /Innovation Scale/, /Link an Article/, /Test your own idea/])
    await expect(page.getByRole('button', { name: hidden })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Image.*Image chosen/ })).toBeVisible();
  await page.getByRole('button', { name: 'Publish & Share' }).click();
  await expect(page.getByText('Your question is live on Nervus.')).toBeVisible();
  await page.getByRole('link', { name: 'View your challenge' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`How could ${title}?`);
  await page.getByRole('link', { name: 'Details' }).click();
  await expect(page.locator('.challenge-panel .facts')).toContainText('QQ: find a better question');
});

test('improve-an-idea: the idea and purpose first, the rest once the description is written', async ({ page }) => {
  await signIn(page, 'mayachen@nervus.test');
  await page.goto(main('/challenges/create'));
  await page.getByRole('button', { name: /Make it better: Improve my idea/ }).click();
  await chooseCategory(page, /Technology/, /Apps & Software/);
  await expect(page.getByRole('heading', { name: 'Your Idea', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Image/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Purpose/ })).toBeEnabled();
  await page.getByLabel('Idea Title').fill('A bus app that works offline');
  await page
    .getByLabel('Idea Description')
    .fill('It stores timetables on the phone and shows the next bus without a signal.');
  await next(page);
  await expect(page.getByRole('heading', { name: 'Purpose' })).toBeVisible();
  await page.getByLabel('What should the improvement achieve?').fill('Make it useful for riders who never open apps.');
  await next(page);
  const title = `How could my bus app become unexpectedly useful ${unique()}`;
  await page.getByLabel('Question Title').fill(title);
  await expect(page.getByRole('button', { name: /^Image/ })).toBeDisabled();
  await page.getByLabel('Question Details').fill('Riders without data plans miss buses.');
  await expect(page.getByRole('button', { name: /^Image/ })).toBeEnabled();
  await next(page);
  await expect(page.getByRole('heading', { name: 'Assumptions', exact: true })).toBeVisible();
  await next(page);
  await chooseRandomImage(page);
  for (const heading of ['Innovation Scale', 'Article Source', 'Duration', 'Money & Prizes']) {
    await next(page);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await next(page);
  await expect(page.getByRole('button', { name: /Improve Idea: What Purpose.*Make it useful/ })).toBeVisible();
  await screenshots(page, 'create-improve-publish');
  await page.getByRole('button', { name: 'Publish & Share' }).click();
  await expect(page.getByText('Your question is live on Nervus.')).toBeVisible();
  // The category stays open after publishing: a new idea to improve.
  await expect(page.getByRole('button', { name: /^Category/ })).toBeEnabled();
  await page.getByRole('link', { name: 'View your challenge' }).click();
  await expect(page.getByRole('heading', { name: 'The idea to improve: A bus app that works offline' })).toBeVisible();
  await expect(
    page.getByText('What the improvement should achieve: Make it useful for riders who never open apps.'),
  ).toBeVisible();
});

test('a caption category sets the question; the catalyst picks a picture and the meme format', async ({ page }) => {
  await signIn(page, 'quinntaylor@nervus.test');
  await page.goto(main('/challenges/create'));
  await page.getByPlaceholder('Search categories...').fill('captoins');
  await page.getByRole('button', { name: /Captions & Memes/ }).click();
  // The picture is the question: no question step.
  await chooseRandomImage(page);
  await expect(page.getByRole('button', { name: /Question & Description/ })).toHaveCount(0);
  await expect(page.locator('.preview-title')).toHaveText(
    'What could be the most unexpected caption for this picture?',
  );
  await next(page);
  await next(page);
  await next(page);
  await expect(page.getByRole('heading', { name: 'Caption Format' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Caption/ }).first()).toBeChecked();
  await page.getByRole('radio', { name: /Meme/ }).check();
  await page.getByLabel('Reaction to aim for').selectOption('shocking');
  await screenshots(page, 'create-caption-format');
  await next(page);
  await expect(page.getByRole('button', { name: /Caption Format.*Meme · Shocking/ })).toBeVisible();
  await page.getByRole('button', { name: 'Publish & Share' }).click();
  await expect(page.getByText('Your question is live on Nervus.')).toBeVisible();
  await page.getByRole('link', { name: 'View your challenge' }).click();
  await page.getByRole('link', { name: 'Details' }).click();
  await expect(page.locator('.challenge-panel .facts')).toContainText(
    'A meme: top and bottom text on the picture, plus a caption · aim for shocking',
  );
});

test('Start over sets the question aside; Resume prior question brings it back', async ({ page }) => {
  await signIn(page, 'junopark@nervus.test');
  await page.goto(main('/challenges/create'));
  await chooseCategory(page, /Technology/, /Apps & Software/);
  const title = `What could make a calendar app kinder ${unique()}`;
  await page.getByLabel('Question Title').fill(title);
  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('alertdialog', { name: 'Start over?' }).getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Resume prior question' }).click();
  await expect(page.getByLabel('Question Title')).toHaveValue(title);
});

test('the catalyst of a QQ saves a better question to promote and opens it from Saved QQs to promote', async ({
  page,
}) => {
  await signIn(page, 'adalovelace@nervus.test');
  await page.goto(main('/challenges/what-could-make-an-unusual-first-lesson-in-programming'));
  const idea = page.locator('li.idea-item', { hasText: 'How could the first lesson start without a computer at all?' });
  await idea.getByRole('button', { name: 'Save to promote' }).click();
  await expect(idea.getByText('Saved to promote.')).toBeVisible();
  await screenshots(page, 'qq-promote');
  await idea.getByRole('link', { name: 'Open Saved QQs to promote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved QQs to promote' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'How could the first lesson start without a computer at all' }).click();
  await expect(page.getByRole('heading', { name: 'Question & Description' })).toBeVisible();
  await expect(page.getByLabel('Question Title')).toHaveValue(
    'How could the first lesson start without a computer at all',
  );
  // The promotion is not one of the saved drafts.
  await page.getByRole('button', { name: 'Saved drafts' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Saved drafts' }).getByRole('link', { name: /without a computer/ }),
  ).toHaveCount(0);
});
