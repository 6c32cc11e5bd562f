// Survey mode (spec 2 §2 challenges.survey, §4 auto-survey; spec 3 §2.6, §5). Changes ElenaRossi's
// seeded ballot-measures challenge on the politics community (one survey reply is stored); no
// other journey uses it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { kebabSlug } from '@/server/provider/domain/slugs';
import { community, screenshots, signIn } from './helpers';

const TITLE = 'What could make first-time voters actually read the ballot measures?';
const SLUG = kebabSlug(TITLE);
const PAGE = community('politics', `/challenges/${SLUG}`);
const ANSWER = 'Print each measure as a one-page comic strip and hand it out at the bus stops.';

/** Shares on Facebook from the panel and answers the challenge link its share window was given. */
async function facebookShare(page: Page, share: Locator): Promise<string> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    share.getByRole('button', { name: 'Facebook' }).click(),
  ]);
  await popup.waitForURL(/facebook\.com\/sharer/);
  const shared = new URL(popup.url()).searchParams.get('u') ?? '';
  await popup.close();
  return shared;
}

test.beforeEach(async ({ context }) => {
  // Facebook's share window: answered here, the test machine has no internet.
  await context.route(/^https:\/\/www\.facebook\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Facebook</title>' }),
  );
});

test('the owner shares a survey link; a visitor answers without an account; the owner reads the reply', async ({
  page,
  browser,
}) => {
  // The owner's share panel: 'Enable Survey Mode?' starts on and puts survey=1 on the link.
  await signIn(page, 'elenarossi@nervus.test', undefined, PAGE);
  await page.goto(PAGE);
  const share = page.getByRole('region', { name: 'Share this challenge' });
  const survey = share.getByRole('checkbox', { name: 'Enable Survey Mode?' });
  await expect(survey).toBeChecked();
  const link = share.getByLabel('Your link to this challenge');
  await expect(link).toHaveValue(/[?&]survey=1(&|$)/);
  // Toggling prepares the link and every network's message again (the provider composes them).
  // The panel's controls stay disabled until it has hydrated, so these clicks wait for its code.
  await survey.uncheck();
  await expect(link).not.toHaveValue(/survey=1/);
  expect(await facebookShare(page, share)).not.toMatch(/survey=1/);
  await survey.check();
  await expect(link).toHaveValue(/[?&]survey=1(&|$)/);
  expect(await facebookShare(page, share)).toMatch(/[?&]survey=1(&|$)/);
  const surveyLink = await link.inputValue();
  expect(new URL(surveyLink).pathname).toBe(`/challenges/${SLUG}`);
  await expect(page.getByRole('heading', { name: 'Survey replies (0)' })).toBeVisible();
  await share.scrollIntoViewIfNeeded();
  await screenshots(page, 'survey-owner-share');

  // Another player sees the share panel without the checkbox.
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  await signIn(player, 'aishabello@nervus.test', undefined, PAGE);
  await player.goto(PAGE);
  const playerShare = player.getByRole('region', { name: 'Share this challenge' });
  await expect(playerShare.getByLabel('Link to this challenge')).toHaveValue(/scout_id=\d+/);
  await expect(playerShare.getByRole('checkbox')).toHaveCount(0);
  await expect(player.getByText(/Survey replies/)).toHaveCount(0);
  await playerContext.close();

  // A visitor from outside opens the survey link and lands on the survey view.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(surveyLink);
  await expect(visitor).toHaveURL(new RegExp(`/challenges/${SLUG}/survey$`));
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const answer = visitor.getByLabel('Your answer');
  await expect(answer).toBeEnabled();
  await screenshots(visitor, 'survey-visitor');
  // Too short: the message shows and nothing is sent; the typed text stays.
  await answer.fill('no');
  await visitor.getByRole('button', { name: 'Send my answer' }).click();
  await expect(visitor.getByText('Write at least 3 characters.')).toBeVisible();
  await expect(answer).toHaveValue('no');
  await answer.fill(ANSWER);
  await visitor.getByRole('button', { name: 'Send my answer' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(visitor.locator('.survey-thanks').getByRole('status')).toHaveText(
    'Thank you! Your answer has been sent to the challenge’s catalyst.',
  );
  await expect(
    visitor.getByText('Create a free account to enter your answer as an idea in this challenge and earn neurons.'),
  ).toBeVisible();
  const signUp = visitor.getByRole('link', { name: 'Sign up and enter it as an idea' });
  const signUpUrl = new URL((await signUp.getAttribute('href'))!);
  expect(signUpUrl.pathname).toBe('/accounts/signup');
  expect(signUpUrl.searchParams.get('app')).toBe('politics');
  // After signing up, the new account signs in and comes back to the challenge.
  expect(decodeURIComponent(signUpUrl.searchParams.get('continue')!)).toContain(`/challenges/${SLUG}`);
  await screenshots(visitor, 'survey-thanks');

  // The plain challenge link still opens the challenge page for visitors (the visitor cache).
  await visitor.goto(PAGE);
  await expect(visitor).toHaveURL(PAGE);
  await expect(visitor.getByRole('region', { name: 'Share this challenge' }).getByRole('checkbox')).toHaveCount(0);
  // The survey link followed from one of our own pages (a prior page) opens the challenge, not the survey.
  await visitor.evaluate((href) => {
    window.location.href = href;
  }, surveyLink);
  await visitor.waitForLoadState();
  await expect(visitor).toHaveURL(new RegExp(`/challenges/${SLUG}\\?(.+&)?survey=1`));
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await visitorContext.close();

  // The owner reads the reply in their area of the challenge page.
  await page.reload();
  await page.getByRole('heading', { name: 'Survey replies (1)' }).click();
  await expect(page.locator('#survey-replies').getByText(ANSWER)).toBeVisible();
  await screenshots(page, 'survey-owner-replies');
});
