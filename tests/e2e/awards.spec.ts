// Awards and My Progress (spec 3 §2.4, §7 'Awards'): a seeded winner reaches awards-badges, impact
// and leaderboards from the dashboard's navigation and sees the gold medal the demo seed's closed
// challenge gave them; visitors see the same medal on the public medals-badges page.
import { expect, test } from '@playwright/test';
import { formatPoints } from '@/lib/leaderboard';
import { main, PROVIDER_PORT, screenshots, signIn } from './helpers';

// SamOkafor's "Freelancer mutual-aid fund" took 1st place (and prize money) when the seed closed
// "How might freelancers smooth out an unpredictable income?".
const WINNER = { email: 'samokafor@nervus.test', handle: 'SamOkafor', idea: 'Freelancer mutual-aid fund' };

test('a winner walks My Progress: awards-badges, impact and leaderboards', async ({ page, request }) => {
  await signIn(page, WINNER.email);
  await page.goto(main('/my-dashboard'));
  await page.waitForURL(/\/my-dashboard/);
  await page.getByRole('navigation', { name: 'Dashboard roles' }).getByRole('link', { name: 'My Progress' }).click();
  await expect(page).toHaveURL(/my-progress\/score-stats/);
  const progress = page.getByRole('navigation', { name: 'My Progress' });

  await progress.getByRole('link', { name: 'Awards & badges' }).click();
  await expect(page).toHaveURL(new RegExp(`/${WINNER.handle}/my-dashboard/my-progress/awards-badges$`));
  await expect(page.getByRole('heading', { name: 'Awards & badges', level: 1 })).toBeVisible();
  await expect(progress.getByRole('link', { name: 'Awards & badges' })).toHaveAttribute('aria-current', 'page');
  const gold = page.locator('li.medal', { has: page.getByRole('heading', { name: 'Gold prize', level: 3 }) });
  await expect(gold).toContainText(`1st place with “${WINNER.idea}”`);
  await expect(gold.getByRole('link', { name: 'View the challenge' })).toHaveAttribute(
    'href',
    /how-might-freelancers-smooth-out-an-unpredictable-income/,
  );
  await expect(page.getByRole('definition').first()).not.toHaveText('0');
  await screenshots(page, 'my-progress-awards-badges');

  await progress.getByRole('link', { name: 'Impact' }).click();
  await expect(page.getByRole('heading', { name: 'Impact', level: 1 })).toBeVisible();
  const figure = (key: string) => page.locator(`[data-figure="${key}"] strong`);
  await expect.poll(async () => Number(await figure('ideas_entered').textContent())).toBeGreaterThan(0);
  await expect.poll(async () => Number(await figure('ideas_awarded').textContent())).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'See the medals your ideas won' })).toBeVisible();
  await screenshots(page, 'my-progress-impact');

  await progress.getByRole('link', { name: 'Leaderboards' }).click();
  await expect(page.getByRole('heading', { name: 'Leaderboards', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: 'All time' }).click();
  await expect(page).toHaveURL(/leaderboards\?period=all/);
  const overall = page.locator('tr[data-role="overall"]');
  await expect(overall).toContainText(/#\d+/);
  await screenshots(page, 'my-progress-leaderboards');

  // The community's scores and stats, with the player's own standing this month.
  await progress.getByRole('link', { name: 'Community stats' }).click();
  await expect(page.getByRole('heading', { name: 'Community stats', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Community totals' }).getByRole('listitem')).toHaveCount(5);
  // The seeded standing this month, as the main community's board answers it for the player.
  const board = await (
    await request.get(
      `http://127.0.0.1:${PROVIDER_PORT}/platforms/nervus/leaderboard?period=month&user=${WINNER.handle}`,
    )
  ).json();
  const position = board.data.position as { rank: number; points: number } | null;
  await expect(page.locator('.board-position')).toContainText(
    position
      ? `You are #${position.rank} this month with ${formatPoints(position.points)} neurons`
      : 'not earned neurons here this month',
  );
  await expect(page.getByRole('table', { name: 'Top players this month' })).toBeVisible();
  await screenshots(page, 'my-progress-scores-stats');
  await page.goBack();
  await overall.getByRole('link', { name: 'Nerve Score' }).click();
  await expect(page).toHaveURL(/\/nerve-boards\?period=all/);
  await expect(page.getByRole('link', { name: WINNER.handle }).first()).toBeVisible();
});

test("visitors see a winner's medals on the public medals-badges page; another player's dashboard page is not theirs", async ({
  page,
}) => {
  await page.goto(main(`/${WINNER.handle}/medals-badges`));
  const medals = page.getByRole('region', { name: 'Medals' });
  await expect(medals.getByRole('heading', { name: 'Gold prize', level: 4 })).toBeVisible();
  await expect(medals).toContainText(WINNER.idea);
  await expect(medals.getByText('No medals yet')).toHaveCount(0);
  // Rank badges follow levels, which only their owner sees (spec 3 §2.2).
  await expect(medals.locator('li.medal[data-kind="rank"]')).toHaveCount(0);
  await expect(medals.locator('li.medal')).not.toHaveCount(0);
  await screenshots(page, 'medals-badges-public');

  await page.goto(main(`/${WINNER.handle}/my-dashboard/my-progress/awards-badges`));
  await expect(page).toHaveURL(/accounts\/gateway|sign-in/);
});
