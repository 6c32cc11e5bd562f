// The insightful role and the rest of spec 2 (issue 23): a player challenges an assumption of an
// open question and earns insightful neurons; another player rates that insight; a rater rates the
// challenge itself 1 to 5; the catalyst emails the ideas and the message arrives in the outbox
// (the catalyst's 'Emails to you'); each new help page renders. Adds one insight, two ratings and
// one queued email to the worker's database.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { main, PROVIDER_PORT, screenshots, signIn } from './helpers';

const PROVIDER = `http://127.0.0.1:${PROVIDER_PORT}`;
const PLAYERS = ['LenaVogel', 'SamOkafor', 'DevSharma', 'JunoPark'];
const INSIGHT = 'Commuters are not the only riders: shift workers and students travel at hours the question ignores.';

type Detail = { slug: string; question_title: string; catalyst: { handle: string }; ideas: unknown[] };

/** An open challenge with ideas, and players who are not its catalyst. */
async function openChallenge(page: Page) {
  const home = (await (await page.request.get(`${PROVIDER}/widgets/challenges-homepage`)).json()).data as {
    open: { slug: string }[];
  };
  for (const card of home.open) {
    const detail = (await (await page.request.get(`${PROVIDER}/challenges/${card.slug}`)).json()).data as Detail;
    if (detail.ideas.length) {
      const others = PLAYERS.filter((p) => p !== detail.catalyst.handle);
      return { detail, author: others[0], rater: others[1] };
    }
  }
  throw new Error('No open challenge with ideas in the demo data');
}

async function playerPage(browser: Browser, handle: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, `${handle.toLowerCase()}@nervus.test`);
  return page;
}

test('a player challenges an assumption and earns insightful neurons; another rates the insight', async ({
  page,
  browser,
}) => {
  const { detail, author, rater } = await openChallenge(page);
  await signIn(page, `${author.toLowerCase()}@nervus.test`);
  await page.goto(main(`/challenges/${detail.slug}?tab=insightfuls`));
  await expect(page.getByRole('heading', { name: 'Challenged assumptions' })).toBeVisible();
  await page.getByRole('link', { name: 'Challenge an assumption' }).click();
  await expect(page).toHaveURL(new RegExp(`/${author}/my-dashboard/insightful\\?challenge=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Insightful' })).toBeVisible();

  // Submitting empty names the missing fields (spec 3 §5), then a real insight goes through.
  await page.getByRole('button', { name: 'Challenge this assumption' }).click();
  await expect(page.getByText('The field Assumption is required')).toBeVisible();
  await page.getByRole('group', { name: 'Which assumption do you challenge?' }).getByRole('radio').first().check();
  await page.getByLabel('Why it may be wrong').fill(INSIGHT);
  await page.getByRole('button', { name: 'Challenge this assumption' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'insightful neurons' })).toHaveText(
    'Thanks for your insight! You earned 10 insightful neurons.',
  );
  const mine = page.getByRole('region', { name: 'My insights' });
  await expect(mine.getByText(INSIGHT)).toBeVisible();
  await expect(mine.getByLabel('Insightful score')).toContainText('insightful neurons');
  await screenshots(page, 'insightful-dashboard');

  // The Game Dash role of this page is Insightful (spec 3 §2.1: insightful -> insight).
  await expect(page.getByRole('link', { name: 'Insightful', exact: true })).toHaveAttribute(
    'aria-current',
    /page|true/,
  );

  // Another player rates the insight, anonymous while the challenge is open.
  const other = await playerPage(browser, rater);
  await other.goto(main(`/${rater}/my-dashboard/insightful?challenge=${detail.slug}`));
  const item = other.getByRole('listitem').filter({ hasText: INSIGHT });
  await expect(item.getByText('Will be revealed soon')).toBeVisible();
  await item.getByRole('radio', { name: '4 stars' }).check();
  await item.getByRole('button', { name: 'Rate insight' }).click();
  await expect(item.getByRole('status')).toHaveText('You rated it 4 of 5.');
  await other.reload();
  await expect(other.getByRole('listitem').filter({ hasText: INSIGHT })).toContainText('4.0 / 5 from 1 rating');

  // The challenge page lists it read-only.
  await other.goto(main(`/challenges/${detail.slug}?tab=insightfuls`));
  await expect(other.getByText(INSIGHT)).toBeVisible();
  await other.context().close();
});

test('a rater rates the challenge 1 to 5, once', async ({ page }) => {
  const { detail, rater } = await openChallenge(page);
  await signIn(page, `${rater.toLowerCase()}@nervus.test`);
  await page.goto(main(`/challenges/${detail.slug}/start-rate`));
  const section = page.getByRole('region', { name: 'Rate this challenge' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Rate challenge' }).click();
  await expect(section.getByText('This field is required')).toBeVisible();
  await section.getByRole('radio', { name: '5 stars' }).check();
  await section.getByRole('button', { name: 'Rate challenge' }).click();
  await expect(section.getByRole('status')).toHaveText('You rated it 5 of 5.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Rate this challenge' })).toContainText(/\d\.\d \/ 5 from \d+ raters?/);
  await screenshots(page, 'challenge-rating');
});

test('the catalyst emails the ideas and the message arrives in the outbox', async ({ page }) => {
  const { detail } = await openChallenge(page);
  const catalyst = detail.catalyst.handle;
  await signIn(page, `${catalyst.toLowerCase()}@nervus.test`);
  await page.goto(main(`/${catalyst}/my-dashboard/catalyst/open/${detail.slug}`));
  const form = page.getByRole('region', { name: 'Send ideas by email' });
  await form.getByLabel('Also send to (optional)').fill('not-an-address');
  await form.getByRole('button', { name: 'Send ideas' }).click();
  await expect(form.getByText('One of the form fields was invalid, please check your changes again?')).toBeVisible();
  await form.getByLabel('Also send to (optional)').fill('team@example.com');
  await form.getByLabel('Note (optional)').fill('For the Monday meeting');
  await form.getByRole('button', { name: 'Send ideas' }).click();
  await expect(form.getByRole('status')).toContainText('The ideas are on their way.');
  await expect(form.getByRole('status')).toContainText('in 2 messages');

  await page.goto(main('/my-account/email-preferences'));
  const inbox = page.getByRole('region', { name: 'Emails to you' });
  await expect(inbox.getByText(`Ideas for “${detail.question_title}”`).first()).toBeVisible();
  await expect(inbox).toContainText('Waiting to be sent');
});

const HELP = [
  ['/faqs/the-director-role', 'The director role'],
  ['/faqs/follow-user', 'Following a player'],
  ['/faqs/sending-friend-request', 'Sending a friend request'],
  ['/faqs/funding-users', 'Funding players and challenges'],
  ['/faqs/idea-ownership', 'Idea ownership'],
  ['/faqs/the-mentor-role', 'The mentor role'],
  ['/faqs/innovation-graph-demo', 'Innovation graph demo'],
  ['/faqs/olympiads', 'Olympiads'],
  ['/faqs/patrons', 'Patrons'],
  ['/faqs/trust-score', 'Trust score'],
  ['/faqs/how-it-works', 'How it works'],
  ['/faqs', 'Frequently asked questions'],
  ['/about/contact', 'Contact us'],
  ['/about/support', 'Support'],
] as const;

test('each new help page renders at its spec path; the old paths redirect', async ({ page }) => {
  for (const [path, title] of HELP) {
    const res = await page.goto(main(path));
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await screenshots(page, 'help-support');
  await page.goto(main('/faqs/the-mentor-role'));
  await screenshots(page, 'help-mentor-role');
  for (const [from, to] of [
    ['/faqs/follow', '/faqs/follow-user'],
    ['/faqs/friend', '/faqs/sending-friend-request'],
    ['/faqs/fund', '/faqs/funding-users'],
    ['/about/contact-us', '/about/contact'],
  ]) {
    await page.goto(main(from));
    await expect(page).toHaveURL(main(to));
  }
  // The FAQ menu lists the pages that are not hidden (spec 3 §2.8).
  const menu = page.getByRole('complementary');
  await page.goto(main('/faqs/olympiads'));
  await expect(menu.getByRole('link', { name: 'The director role' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Trust score' })).toHaveCount(0);
});

test('the innovation resume, and dashboard aliases that lead to their pages', async ({ page }) => {
  await signIn(page, 'mayachen@nervus.test');
  await page.goto(main('/MayaChen/my-dashboard/resume'));
  await expect(page).toHaveURL(main('/MayaChen/my-dashboard/innovation-resume'));
  await expect(page.getByRole('heading', { level: 1, name: 'Innovation resume' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Catalyst');
  await screenshots(page, 'innovation-resume');
  await page.goto(main('/MayaChen/dashboard/awards'));
  await expect(page).toHaveURL(main('/MayaChen/my-dashboard/my-progress/awards-badges'));
  expect((await page.goto(main('/MayaChen/my-dashboard/xyz-nonsense')))?.status()).toBe(404);
});
