// A player's own pictures (issue 22 item 7, spec 1 §5; spec 3 §2.4 my-files): a new player uploads
// an avatar and sees it in the header and on their platform, uploads a masthead, is refused a
// 10.1 MB file and an 8001-pixel one (dropped) with the spec's messages, and manages My Files.
import { expect, test, type Page } from '@playwright/test';
import { main } from './helpers';

// A real 1 x 1 PNG, so the browser can show it.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A PNG header claiming a size, padded to `length` bytes (the checks read the header only). */
function pngHeader(width: number, height: number, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

async function signUp(page: Page): Promise<string> {
  const unique = Date.now().toString(36);
  const name = `pictures_${unique}`;
  await page.goto(main('/'));
  await page.getByRole('link', { name: 'Create Account' }).first().click();
  await page.waitForURL(/\/accounts\/signup/);
  await page.getByLabel('First name').fill('Pia');
  await page.getByLabel('Last name').fill('Pictures');
  await page.getByLabel('Screen name').fill(name);
  await page.getByLabel('Email').fill(`pia.${unique}@example.org`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: /create account/i }).click();
  await page.waitForURL(new RegExp(`/${name}/my-dashboard`));
  return name;
}

test('avatar and masthead uploads, the spec refusals, and My Files', async ({ page }) => {
  test.setTimeout(180_000);
  const name = await signUp(page);
  const header = page.getByRole('navigation', { name: 'Main' });

  // The avatar: chosen, shown at once on the page and in the header.
  await page.goto(main('/my-account/profile'));
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(page.getByRole('status').filter({ hasText: 'Picture saved.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your current picture' })).toHaveAttribute(
    'src',
    /^\/uploads\/[a-f0-9]{32}\.png$/,
  );
  await expect(header.locator('img[src^="/uploads/"]')).toHaveCount(1);
  const avatar = await page.getByRole('img', { name: 'Your current picture' }).getAttribute('src');
  // Fetched by the browser (the test host names resolve only there).
  const served = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { type: res.headers.get('content-type'), nosniff: res.headers.get('x-content-type-options') };
  }, avatar!);
  expect(served).toEqual({ type: 'image/png', nosniff: 'nosniff' });

  // 10.1 MB is refused before anything is sent, with the spec's message.
  const big = pngHeader(100, 100, Math.round(10.1 * 1024 * 1024));
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Maximum file size for upload image is 10 MB.' }),
  ).toBeVisible();

  // Dropped: 8001 pixels wide is refused with the dimension message.
  const wide = [...pngHeader(8001, 10, 64)];
  const dataTransfer = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'wide.png', { type: 'image/png' }));
    return transfer;
  }, wide);
  await page.locator('.image-dropzone').first().dispatchEvent('drop', { dataTransfer });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Maximum width and height dimension for upload image is 8000 x 8000.' }),
  ).toBeVisible();

  // The platform shows the new avatar (its cached page was revalidated).
  await page.goto(main(`/${name}`));
  await expect(page.getByRole('img', { name: /avatar/ }).first()).toHaveAttribute('src', avatar!);

  // The masthead, uploaded on its page, is the platform's header background.
  await page.goto(main('/my-account/custom-masthead'));
  await page
    .getByLabel('Upload a masthead picture')
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(page.getByLabel('Or a link to a background image')).toHaveValue(/^\/uploads\/[a-f0-9]{32}\.png$/);
  await page.goto(main(`/${name}`));
  await expect(page.locator('header.masthead')).toHaveAttribute('style', /\/uploads\/[a-f0-9]{32}\.png/);

  // My Files, from the dashboard's navigation: both pictures, a new upload, a delete.
  await page.goto(main(`/${name}/my-dashboard`));
  await page.getByRole('navigation', { name: 'Dashboard roles' }).getByRole('link', { name: 'My Files' }).click();
  await page.waitForURL(main(`/${name}/my-dashboard/my-files`));
  const files = page.getByRole('list', { name: 'Your files' }).getByRole('listitem');
  await expect(files).toHaveCount(2);
  await expect(files.first()).toContainText('1 × 1 px');
  // Pasted into the upload zone.
  await page.getByRole('group', { name: 'Drop or paste a picture here' }).evaluate(
    (zone, bytes) => {
      const clipboardData = new DataTransfer();
      clipboardData.items.add(new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' }));
      zone.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    },
    [...PIXEL],
  );
  await expect(files).toHaveCount(3);
  await expect(files.first()).toContainText('File');
  await files
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(files).toHaveCount(2);
  await expect(page.getByText(/of 100\.0 MB used/)).toBeVisible();
});
