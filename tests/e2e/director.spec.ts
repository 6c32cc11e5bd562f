// The director role (spec 3 §1, §2.4, §2.5; issue 17 §5): a new player is not a director until
// their first question; publishing it makes them a director of its community, shown on the
// director dashboard's pages. The tournament's host changes its settings, adds the new player as an
// admin, stops it and starts it again; the new admin then sees the controls of the current cycle.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, main, PROVIDER_PORT, publishThroughBff, signIn } from './helpers';

type Category = { id: number; slug: string; subcategories: Category[] };

const DAY_MS = 86_400_000;
const flatten = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flatten(c.subcategories)]);

async function signUp(page: Page): Promise<string> {
  const unique = Date.now().toString(36);
  const name = `director_${unique}`;
  await page.goto(main('/'));
  await page.getByRole('link', { name: 'Create Account' }).first().click();
  await page.waitForURL(/\/accounts\/signup/);
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Director');
  await page.getByLabel('Screen name').fill(name);
  await page.getByLabel('Email').fill(`dana.${unique}@example.org`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: /create account/i }).click();
  await page.waitForURL(new RegExp(`/${name}/my-dashboard`));
  return name;
}

const directorPage = (name: string, section: string) => main(`/${name}/my-dashboard/director/${section}`);

test('a first question makes a director; the host changes settings, adds an admin, stops and starts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const name = await signUp(page);

  // Not a director yet: the dashboard says how to become one.
  await page.goto(main(`/${name}/my-dashboard/director`));
  await expect(page).toHaveURL(/director\/getting-started$/);
  await expect(page.getByText('You become a Director when you create or re-nerve your first question.')).toBeVisible();

  const categories = await (await request.get(`http://127.0.0.1:${PROVIDER_PORT}/platforms/nervus/categories`)).json();
  const transit = flatten(categories.data ?? categories).find((c) => c.slug === 'transit')!;
  const title = `What could make late trams feel less lonely ${Date.now()}`;
  const created = await publishThroughBff(page, {
    solution_format: 'challenge',
    platform_domain: 'nervus',
    platform_category: transit.id,
    question_title: title,
    question_detail: 'Empty late trams feel unsafe; what would make the last ride home feel like company?',
    primary_image: '/images/library/full/a-bright-idea.jpg',
    duration_start: new Date().toISOString(),
    duration_end: new Date(Date.now() + 14 * DAY_MS).toISOString(),
  });
  expect(created.status).toBe(201);

  await page.goto(directorPage(name, 'getting-started'));
  await expect(page.getByRole('heading', { name: /You are a Director of Nervus/ })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  const hostLine = page.getByText(/is hosted by @\w+/);
  await expect(hostLine).toBeVisible();
  const host = /hosted by @(\w+)/.exec((await hostLine.textContent()) ?? '')![1];

  // Each of the six pages answers with real data.
  const tabs = page.getByRole('navigation', { name: 'Director pages' });
  await tabs.getByRole('link', { name: 'Current olympiad' }).click();
  await expect(page.getByRole('heading', { name: /Nervus Idea Olympiad/ }).first()).toBeVisible();
  await expect(page.getByLabel('Tournament totals')).toContainText('Players');
  await tabs.getByRole('link', { name: 'Past olympiads' }).click();
  await expect(page.getByRole('list', { name: 'Past cycles' })).toContainText('Nervus Idea Olympiad');
  await tabs.getByRole('link', { name: 'Scout race' }).click();
  await expect(page.getByRole('heading', { name: /Scout race of Nervus Idea Olympiad/ })).toBeVisible();
  await tabs.getByRole('link', { name: 'Funding' }).click();
  await expect(page.getByLabel('Prize pool')).toContainText('in the current prize pool');
  await tabs.getByRole('link', { name: 'Administration' }).click();
  await expect(page.getByText('Only the tournament’s director and its admins can do this.')).toBeVisible();

  // The host: settings, an admin, stop and start.
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await signIn(hostPage, `${host.toLowerCase()}@nervus.test`, DEMO_PASSWORD);
  await hostPage.goto(directorPage(host, 'administration'));
  const settings = hostPage.getByRole('form', { name: 'Tournament settings' });
  await settings.getByRole('button', { name: 'Add a race' }).click();
  const raceCount = await settings.getByLabel(/Race \d+ name/).count();
  await settings.getByLabel(`Race ${raceCount} name`).fill('Scout Race');
  await settings.getByLabel(`Race ${raceCount} prize ($)`).fill('0');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(hostPage.getByText('Tournament settings saved; they apply from the next cycle.')).toBeVisible();

  await hostPage.getByLabel('Screen name').fill(name);
  await hostPage.getByRole('button', { name: 'Add admin' }).click();
  await expect(hostPage.getByRole('list', { name: 'Tournament admins' })).toContainText(`@${name}`);

  await hostPage.getByRole('button', { name: 'Stop the tournament' }).click();
  const dialog = hostPage.getByRole('alertdialog');
  await expect(dialog).toContainText('Do you want to continue with this action?');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(hostPage.getByRole('button', { name: 'Start the tournament' })).toBeVisible();
  await hostPage.getByRole('button', { name: 'Start the tournament' }).click();
  await hostPage.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await expect(hostPage.getByRole('button', { name: 'Stop the tournament' })).toBeVisible();
  await hostContext.close();

  // The new admin now runs the tournament: its controls on the current cycle (suspend = Pause).
  await page.goto(directorPage(name, 'current-olympiad'));
  await expect(page.getByRole('heading', { name: 'Olympiad controls' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.goto(directorPage(name, 'administration'));
  await expect(page.getByRole('form', { name: 'Tournament settings' })).toBeVisible();
});
