// The description editor (spec 2 §2 Editor, §7 user search, §9): bold from the keyboard, an
// @mention picked from the suggestions by keyboard, stored as markdown in the local draft and
// loaded back into the editor after a reload. Stops before publishing.
import { expect, test } from '@playwright/test';
import { chooseCategory, main, screenshots, signIn } from './helpers';

const DRAFT_KEY = 'challenge:creation-flow:draft';

test('question details: bold and a keyboard-picked @mention are kept as markdown and restored after a reload', async ({
  page,
}) => {
  await signIn(page, 'mayachen@nervus.test');
  await page.goto(main('/challenges/create'));
  await chooseCategory(page, /Local & Civics/, /Transit/);

  const details = page.getByLabel('Question Details');
  await expect(details).toBeVisible();
  const toolbar = page.getByRole('toolbar', { name: 'Text formatting' });
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');

  await details.click();
  await page.keyboard.type('Night buses feel ');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('unsafe');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' after midnight; ask @ada');

  // The suggestions: a listbox of active users, the first highlighted; chosen with the keyboard.
  const listbox = page.getByRole('listbox', { name: 'Mention a user' });
  const ada = listbox.getByRole('option', { name: /@AdaLovelace/ });
  await expect(ada).toBeVisible();
  await expect(ada).toHaveAttribute('aria-selected', 'true');
  await expect(details).toHaveAttribute('aria-activedescendant', (await ada.getAttribute('id'))!);
  await screenshots(page, 'editor-mention');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await page.keyboard.type('about it.');
  await expect(details.locator('strong')).toHaveText('unsafe');
  await expect(details.locator('.mention')).toHaveText('@AdaLovelace');

  // The local draft holds markdown: '**' for bold and '@handle' for the mention.
  const expected = 'Night buses feel **unsafe** after midnight; ask @AdaLovelace about it.';
  await expect
    .poll(
      async () =>
        JSON.parse((await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)) ?? '{}').question_detail,
    )
    .toBe(expected);
  await expect(page.getByText(`${5000 - expected.length} characters remaining`)).toBeVisible();

  await page.reload();
  await expect(page.getByText('We restored the question you were writing.')).toBeVisible();
  const restored = page.getByLabel('Question Details');
  await expect(restored.locator('strong')).toHaveText('unsafe');
  await expect(restored.locator('.mention')).toHaveText('@AdaLovelace');
  await expect(restored).toHaveText('Night buses feel unsafe after midnight; ask @AdaLovelace about it.');
  // Loading the draft is no edit: the stored markdown is unchanged.
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)) ?? '{}').question_detail).toBe(
    expected,
  );
});
