// Playing a challenge end to end (issue 5; spec 2 §3-§6, spec 3 §2.4, §5): an innovator enters an
// idea, a rater rates it, a mentor advises on it, the catalyst picks it for the Top 3 on their owner
// page and ends the challenge, and a visitor sees the ranked result with identities. One browser
// context per person. Then: someone else opening an owner page is refused with the toast and sent
// to their dashboard, and the advanced picker works by keyboard.
import { expect, test, type Browser } from '@playwright/test';
import { kebabSlug } from '@/server/provider/domain/slugs';
import { main, rateAndWait, screenshots, signIn } from './helpers';

// KaiNakamura's open fitness challenge on the main community (server/provider/db/seed/challenges-main.ts);
// no other journey uses it, so closing it changes nobody else's expectations.
const SLUG = kebabSlug('How might we get more people cycling to work through the winter?');
const PAGE = main(`/challenges/${SLUG}`);
const IDEA = 'Heated handlebar grips on loan from the library';
const NOT_OWNER = 'Current user is not the owner of this challenge. Redirecting to dashboard...';

async function as(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, undefined, PAGE);
  return { context, page };
}

test('innovator, rater, mentor and catalyst play one challenge; a visitor sees the ranked result', async ({
  browser,
}) => {
  // The innovator enters an idea; it is listed anonymously.
  const innovator = await as(browser, 'junopark@nervus.test');
  await innovator.page.goto(`${PAGE}?tab=ideas`);
  await innovator.page.getByLabel('Idea title').fill(IDEA);
  await innovator.page
    .getByLabel('Describe your idea')
    .fill('Riders borrow heated grips for the winter months with their library card, like a book.');
  await innovator.page.getByRole('button', { name: 'Enter your idea' }).click();
  const entered = innovator.page.locator('.idea-item', {
    has: innovator.page.getByRole('heading', { level: 3, name: IDEA }),
  });
  await expect(entered).toContainText('Will be revealed soon');
  await innovator.context.close();

  // A rater rates it.
  const rater = await as(browser, 'owenmccarthy@nervus.test');
  await rater.page.goto(`${PAGE}?tab=ideas`);
  const toRate = rater.page.locator('.idea-item', { has: rater.page.getByRole('heading', { level: 3, name: IDEA }) });
  // The Rate button is enabled once the form is hydrated; a choice made before that would be reset.
  await expect(toRate.getByRole('button', { name: 'Rate' })).toBeEnabled();
  await toRate.getByRole('radio', { name: '4 - Very good' }).check();
  await rateAndWait(rater.page, toRate);
  await expect(toRate.getByRole('status')).toContainText('You rated this idea 4');
  await rater.context.close();

  // A mentor advises on it.
  const mentor = await as(browser, 'theobrooks@nervus.test');
  await mentor.page.goto(`${PAGE}?tab=mentoring`);
  const card = mentor.page.locator('.mentoring-idea', {
    has: mentor.page.getByRole('heading', { level: 4, name: IDEA }),
  });
  await card.getByRole('button', { name: `Mentor this idea: ${IDEA}` }).click();
  await card.getByLabel('What I like').fill('Lending removes the price barrier for trying winter riding.');
  await card.getByLabel('What could improve').fill('Say how the grips are charged and cleaned between borrowers.');
  await card.getByRole('button', { name: 'Send advice' }).click();
  await expect(card.getByRole('status')).toContainText('Your advice has been sent.');
  await mentor.context.close();

  // The catalyst opens the owner page from the open list, picks the idea, then drops another in
  // at 1st (the idea moves down to 2nd), and ends the challenge.
  const catalyst = await as(browser, 'kainakamura@nervus.test');
  const { page } = catalyst;
  await page.goto(main('/KaiNakamura/my-dashboard/catalyst/open'));
  await page
    .locator('.dash-item', { hasText: 'cycling to work' })
    .getByRole('link', { name: 'Manage (easy mode)' })
    .click();
  await expect(page).toHaveURL(/\/KaiNakamura\/my-dashboard\/catalyst\/open\/.*mode=easy/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'How might we get more people cycling to work through the winter?',
  );
  const top3 = page.getByRole('list', { name: 'Top 3' });
  await page.getByRole('button', { name: `Put in 1st: ${IDEA}` }).click();
  await expect(top3.getByRole('listitem').first()).toContainText(`${IDEA} (your pick)`);
  await page.getByRole('button', { name: 'Put in 1st: Studded-tyre subsidy' }).click();
  await expect(top3.getByRole('listitem').nth(0)).toContainText('Studded-tyre subsidy (your pick)');
  await expect(top3.getByRole('listitem').nth(1)).toContainText(`${IDEA} (your pick)`);
  await expect(top3.getByRole('listitem').nth(2)).toContainText('(crowd’s choice)');

  await page.getByLabel('Update for the crowd').fill('Thank you all: the winners get a winter kit from our sponsor.');
  await page.getByRole('button', { name: 'Post update' }).click();
  await expect(page.getByText('Your update is posted on the challenge page.')).toBeVisible();
  await screenshots(page, 'catalyst-owner-easy');

  await page.getByRole('group', { name: 'Your challenge' }).getByRole('button', { name: 'End challenge' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Do you want to end this challenge?');
  await dialog.getByRole('button', { name: 'End challenge' }).click();
  await expect(page.getByText('Your challenge is closed: its ideas are ranked and revealed.')).toBeVisible();
  await catalyst.context.close();

  // A visitor sees the ranked result with identities, the catalyst's Top 3 and their update.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${PAGE}?tab=ideas`);
  await expect(visitorPage.getByText(/This challenge is closed: every idea is revealed and ranked/)).toBeVisible();
  await expect(visitorPage.locator('.idea-item').first().locator('.rank-badge')).toHaveText('#1');
  const result = visitorPage.locator('.idea-item', { has: visitorPage.getByRole('heading', { level: 3, name: IDEA }) });
  await expect(result.locator('a.person')).toHaveText('@JunoPark');
  await expect(result.locator('.idea-top3')).toHaveText('Catalyst’s Top 3: 2nd');
  await expect(visitorPage.locator('.idea-item', { hasText: 'Studded-tyre subsidy' }).locator('.idea-top3')).toHaveText(
    'Catalyst’s Top 3: 1st',
  );
  await expect(visitorPage.getByRole('complementary', { name: 'Update from the catalyst' })).toContainText(
    'winter kit',
  );
  await expect(visitorPage.getByText('Will be revealed soon')).toHaveCount(0);
  await screenshots(visitorPage, 'challenge-journey-closed');
  await visitor.close();
});

test('someone else’s owner page is refused with the toast; the advanced picker works by keyboard', async ({
  browser,
}) => {
  // JunoPark opens an owner page of a challenge that is not hers: no data, the toast, her dashboard.
  const juno = await as(browser, 'junopark@nervus.test');
  const sofiaSlug = kebabSlug('What could an AI assistant do to make doctor’s appointments less stressful?');
  await juno.page.goto(main(`/JunoPark/my-dashboard/catalyst/open/${sofiaSlug}`));
  await expect(juno.page.getByText(NOT_OWNER).first()).toBeVisible();
  await expect(juno.page).toHaveURL(main('/JunoPark/my-dashboard/catalyst/open'));
  await expect(juno.page.getByRole('list', { name: 'Top 3' })).toHaveCount(0);
  await expect(juno.page.getByText('Symptom timeline builder before the visit')).toHaveCount(0);
  await juno.context.close();

  // SofiaGarcia's advanced mode: picks by button, then moved and removed by keyboard.
  const sofia = await as(browser, 'sofiagarcia@nervus.test');
  const { page } = sofia;
  await page.goto(main(`/SofiaGarcia/my-dashboard/catalyst/open/${sofiaSlug}?mode=advanced`));
  const top3 = page.getByRole('list', { name: 'Top 3' });
  await page.getByRole('button', { name: 'Put in 1st: Live translation for patients' }).click();
  await expect(top3.getByRole('listitem').nth(0)).toContainText('Live translation for patients (your pick)');
  await page.getByRole('button', { name: 'Put in 2nd: Question checklist from your own notes' }).click();
  await expect(top3.getByRole('listitem').nth(1)).toContainText('Question checklist from your own notes (your pick)');
  await top3.getByText('Live translation for patients').focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(top3.getByRole('listitem').nth(0)).toContainText('Question checklist from your own notes (your pick)');
  await expect(top3.getByRole('listitem').nth(1)).toContainText('Live translation for patients (your pick)');
  await screenshots(page, 'catalyst-owner-advanced');
  await top3.getByText('Live translation for patients').focus();
  await page.keyboard.press('Delete');
  await expect(top3.getByText('Live translation for patients (your pick)')).toHaveCount(0);
  await sofia.context.close();
});
