// Issue 23's remaining pages: the Nerve-on A-ha notebook (spec 3 §2.4 nerve-on-ah private and
// public; the header's Save Idea), and idea iterations with the catalyst's idea review (spec 2 §7
// GET/POST /challenges/{slug}/catalyst/ideas; spec 1 §3 iteration request). Players used by one
// other journey at most, each only reading there (HugoMartin, SofiaGarcia, RaviPatel, NoorHaddad);
// the challenge is made here.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { FORM_TEXTS } from '@/lib/forms/rules';
import { IDEA_NOTE_TEXTS } from '@/lib/contracts/idea-notes';
import { main, PROVIDER_PORT, publishThroughBff, screenshots, signIn } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a player saves ideas from the header, private and public, and another player reads the public ones', async ({
  page,
  browser,
}) => {
  await signIn(page, 'hugomartin@nervus.test');
  await page.goto(main('/'));
  await page.locator('.masthead').getByRole('link', { name: 'Save Idea' }).click();
  await expect(page).toHaveURL(/\/my-dashboard\/nerve-on-ah\/private$/);
  // The creation page's third choice (spec 2 §2) leads to the same page.
  await page.goto(main('/challenges/create'));
  await page
    .getByRole('navigation', { name: 'What would you like to do?' })
    .getByRole('link', { name: 'Save an Idea' })
    .click();
  await expect(page).toHaveURL(/\/my-dashboard\/nerve-on-ah\/private$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nerve-on A-ha: my saved ideas' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Save an idea' });
  await form.getByRole('button', { name: 'Save idea' }).click();
  await expect(form.getByRole('alert')).toHaveText(FORM_TEXTS.requiredNamed('Idea title'));

  const stamp = Date.now().toString(36);
  const privateTitle = `Seed library in every bus shelter ${stamp}`;
  await form.getByLabel('Idea title').fill(privateTitle);
  await form.getByLabel('What is the idea?').fill('Swap seeds while you wait; the city waters the planters.');
  await form.getByRole('button', { name: 'Save idea' }).click();
  await expect(page.getByText(IDEA_NOTE_TEXTS.saved)).toBeVisible();
  const privateList = page.getByRole('list', { name: 'Private ideas' });
  await expect(privateList.getByRole('heading', { name: privateTitle })).toBeVisible();

  const publicTitle = `Repair café on the night bus ${stamp}`;
  await form.getByLabel('Idea title').fill(publicTitle);
  await form.getByLabel('Public: other players may read it').check();
  await form.getByRole('button', { name: 'Save idea' }).click();
  await expect(privateList.getByRole('heading', { name: publicTitle })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'A-ha notebook' }).getByRole('link', { name: 'Public' }).click();
  await expect(page).toHaveURL(/\/HugoMartin\/my-dashboard\/nerve-on-ah\/public$/);
  await expect(
    page.getByRole('list', { name: 'Public ideas' }).getByRole('heading', { name: publicTitle }),
  ).toBeVisible();
  await screenshots(page, 'nerve-on-ah-public');

  // Another signed-in player reads Hugo's public ideas, never his private ones, and has no controls.
  const reader = await newPage(browser);
  await signIn(reader, 'sofiagarcia@nervus.test');
  await reader.goto(main('/HugoMartin/my-dashboard/nerve-on-ah/public'));
  await expect(reader.getByRole('heading', { level: 1, name: "@HugoMartin's A-ha ideas" })).toBeVisible();
  await expect(reader.getByRole('heading', { name: publicTitle })).toBeVisible();
  await expect(reader.getByRole('heading', { name: privateTitle })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  // Made private, it leaves the public page.
  await page
    .getByRole('group', { name: `Saved idea: ${publicTitle}` })
    .getByRole('button', { name: 'Make private' })
    .click();
  await expect(page.getByRole('heading', { name: publicTitle })).toHaveCount(0);
  await reader.reload();
  await expect(reader.getByRole('heading', { name: publicTitle })).toHaveCount(0);
});

type Category = { id: number; slug: string; subcategories: Category[] };
const flatten = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flatten(c.subcategories)]);

test('the catalyst asks for a new iteration of an idea; its author posts one and the first version stays', async ({
  browser,
  request,
}) => {
  const catalyst = await newPage(browser);
  await signIn(catalyst, 'ravipatel@nervus.test');
  const categories = await (await request.get(`http://127.0.0.1:${PROVIDER_PORT}/platforms/nervus/categories`)).json();
  const transit = flatten(categories.data ?? categories).find((c) => c.slug === 'transit')!;
  const created = await publishThroughBff(catalyst, {
    solution_format: 'challenge',
    platform_domain: 'nervus',
    platform_category: transit.id,
    question_title: `What could make a bus stop a place to meet ${Date.now()}`,
    question_detail: 'Stops are empty and grey; what would make people glad to wait there together?',
    primary_image: '/images/library/full/a-bright-idea.jpg',
    duration_start: new Date().toISOString(),
    duration_end: new Date(Date.now() + 14 * DAY_MS).toISOString(),
  });
  expect(created.status).toBe(201);
  const slug: string = created.body.data.slug;

  const author = await newPage(browser);
  await signIn(author, 'noorhaddad@nervus.test');
  await author.goto(main(`/challenges/${slug}`));
  const entered = await author.evaluate(async (challenge) => {
    const res = await fetch('/api/ideas', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        challenge,
        title: 'Benches facing each other',
        description: 'Face to face, not in rows.',
      }),
    });
    return { status: res.status, body: await res.json() };
  }, slug);
  expect(entered.status).toBe(201);
  const ideaId: number = entered.body.data.id;

  // The catalyst's owner page lists the idea, anonymous, and asks for a new iteration.
  await catalyst.goto(main(`/RaviPatel/my-dashboard/catalyst/open/${slug}`));
  const review = catalyst.getByRole('region', { name: 'Ideas and iterations' });
  const item = review.getByRole('listitem', { name: 'Benches facing each other' });
  await expect(item).toContainText('Version 1');
  await expect(item).not.toContainText('@NoorHaddad');
  await item.getByRole('button', { name: 'Ask for a new iteration' }).click();
  await expect(item.getByRole('alert')).toHaveText(FORM_TEXTS.requiredNamed('What could improve'));
  await item.getByLabel('What could improve').fill('Who keeps the benches clean?');
  await item.getByRole('button', { name: 'Ask for a new iteration' }).click();
  await expect(item.getByText('Waiting for the author')).toBeVisible();
  await screenshots(catalyst, 'catalyst-idea-review');

  // The author sees the request on their idea's page and posts a new iteration.
  await author.goto(main(`/NoorHaddad/my-dashboard/innovator/open/detail/${slug}/${ideaId}`));
  await expect(author.getByRole('list', { name: 'Iteration requests' })).toContainText('Who keeps the benches clean?');
  const iterate = author.getByRole('form', { name: 'Post a new iteration' });
  await iterate.getByLabel('New title').fill('Benches facing each other, kept by the café next door');
  await iterate.getByRole('button', { name: 'Post new iteration' }).click();
  await expect(
    author.getByRole('heading', { level: 1, name: 'Benches facing each other, kept by the café next door' }),
  ).toBeVisible();
  await expect(author.getByRole('list', { name: 'Earlier versions' })).toContainText(
    'Version 1: Benches facing each other',
  );
  await expect(author.getByRole('list', { name: 'Iteration requests' })).toContainText('answered');

  // The catalyst sees version 2 and no open request.
  await catalyst.reload();
  const updated = review.getByRole('listitem', { name: 'Benches facing each other, kept by the café next door' });
  await expect(updated).toContainText('Version 2');
  await expect(updated.getByText('Waiting for the author')).toHaveCount(0);
});
