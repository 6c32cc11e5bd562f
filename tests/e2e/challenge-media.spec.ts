// After publishing (spec 2 §2): the catalyst adds a picture (uploaded) and a link on the 'Edit
// Details' tab; a visitor sees both on the challenge page; another player gets no such form, and
// the provider refuses their change.
import { expect, test } from '@playwright/test';
import { main, screenshots, signIn } from './helpers';

// A 1x1 PNG: small enough to need no resize, real enough for the magic-byte check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the catalyst adds a picture and a link; visitors see them; others cannot add any', async ({ page, browser }) => {
  await page.goto(main('/MayaChen?filter=open'));
  const path = (await page.locator('.challenge-card h3 a[href^="/challenges/"]').first().getAttribute('href'))!;
  await signIn(page, 'mayachen@nervus.test', undefined, main(`${path}?tab=details`));
  await page.goto(main(`${path}?tab=details`));
  const form = page.getByRole('region', { name: 'Pictures and links' });
  // Enabled once hydrated: a file chosen before that would reach no handler.
  await expect(form.getByLabel('Add a picture')).toBeEnabled();
  await form.getByLabel('Add a picture').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Pictures and links are updated.')).toBeVisible();
  await expect(form.getByRole('list', { name: 'Your pictures' }).getByRole('img')).toHaveCount(1);

  await form.getByLabel('Link address').fill('example.com/background-reading');
  await form.getByLabel('Link title (optional)').fill('Background reading');
  await form.getByRole('button', { name: 'Add link' }).click();
  await expect(
    form.getByRole('list', { name: 'Your links' }).getByRole('link', { name: 'Background reading' }),
  ).toBeVisible();
  await screenshots(page, 'challenge-media-owner');

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await expect(async () => {
    await visitorPage.goto(main(path));
    await expect(visitorPage.getByRole('link', { name: 'Background reading' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(visitorPage.getByRole('link', { name: 'Background reading' })).toHaveAttribute(
    'href',
    'https://example.com/background-reading',
  );
  const picture = visitorPage.getByRole('img', { name: 'Picture 1 added by the catalyst' });
  await expect(picture).toBeVisible();
  // The upload is served by the web app itself (/uploads/{key}) and really loads.
  expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(visitorPage.getByRole('region', { name: 'Pictures and links' })).toHaveCount(0);
  await visitor.close();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'junopark@nervus.test', undefined, main(`${path}?tab=details`));
  await otherPage.goto(main(`${path}?tab=details`));
  await expect(otherPage.getByRole('link', { name: 'Background reading' })).toBeVisible();
  await expect(otherPage.getByRole('region', { name: 'Pictures and links' })).toHaveCount(0);
  const slug = path.split('/').pop()!;
  const refused = await otherPage.evaluate(
    async (s) =>
      (
        await fetch(`/api/challenges/${s}/media`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pictures: [], links: [] }),
        })
      ).status,
    slug,
  );
  expect(refused).toBe(403);
  await other.close();
});
