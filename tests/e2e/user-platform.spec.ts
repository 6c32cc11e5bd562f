// The pages under a user's platform (spec 1 §2 home family, mentor box, presentation, forums) for
// the demo user AdaLovelace, signed out and signed in.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { community, GATEWAY_URL, main, PROVIDER_PORT, screenshots, signIn } from './helpers';

const ADA = 'AdaLovelace';
/** The provider of the e2e run (playwright.config.ts PROVIDER_PORT), for finding demo ideas. */
const PROVIDER = `http://127.0.0.1:${PROVIDER_PORT}`;

type Idea = { id: number; title: string; author: { handle: string } | null };
type Card = { slug: string };

/** An idea of a closed challenge by `handle`, and an idea of an open challenge (anonymous). */
async function demoIdeas(request: APIRequestContext, handle: string) {
  const home = (await (await request.get(`${PROVIDER}/widgets/challenges-homepage`)).json()).data as {
    open: Card[];
    closed: Card[];
  };
  let revealed: Idea | null = null;
  for (const card of home.closed) {
    const detail = (await (await request.get(`${PROVIDER}/challenges/${card.slug}`)).json()).data as { ideas: Idea[] };
    revealed = detail.ideas.find((idea) => idea.author?.handle === handle) ?? null;
    if (revealed) break;
  }
  // Other journeys publish challenges without ideas; take the newest open one that has some.
  let anonymous: Idea | null = null;
  for (const card of home.open) {
    const detail = (await (await request.get(`${PROVIDER}/challenges/${card.slug}`)).json()).data as { ideas: Idea[] };
    anonymous = detail.ideas[0] ?? null;
    if (anonymous) break;
  }
  return { revealed: revealed!, anonymous: anonymous! };
}

async function expectCurrentTab(page: Page, label: string) {
  const tabs = page.getByRole('navigation', { name: `@${ADA}'s platform` });
  await expect(tabs.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
}

test('bio, about and their aliases show the full profile', async ({ page }) => {
  await page.goto(main(`/${ADA}/blog`));
  await expect(page).toHaveURL(main(`/${ADA}/bio`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Bio of @${ADA}` })).toBeVisible();
  await expectCurrentTab(page, 'Bio');
  const bio = page.locator('.user-bio');
  await expect(bio.locator('strong', { hasText: 'calculated' })).toBeVisible();
  // Every interest, not only the header's first three.
  await expect(bio.getByRole('list', { name: 'Interests' }).getByRole('listitem')).toHaveText([
    'mathematics',
    'computing',
    'music',
    'science',
  ]);
  await expect(bio.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/ada-l');
  await expect(bio.getByText('Member since')).toBeVisible();
  await expect(bio.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  await screenshots(page, 'user-bio');

  await page.goto(main(`/${ADA}/about-me`));
  await expect(page).toHaveURL(main(`/${ADA}/about`));
  await expect(page.getByRole('heading', { level: 2, name: `About @${ADA}` })).toBeVisible();

  // The tabs lead to each page of the platform.
  await page
    .getByRole('navigation', { name: `@${ADA}'s platform` })
    .getByRole('link', { name: 'Challenges' })
    .click();
  await expect(page).toHaveURL(main(`/${ADA}`));
  await expectCurrentTab(page, 'Challenges');
});

test('staff show where they are staff under their name; players show nothing (spec 1 §7 staffs)', async ({ page }) => {
  // The seeded ambassador also owns their community: owner is the role said.
  await page.goto(main('/Ambassador'));
  await expect(page.locator('.masthead .staff-line')).toHaveText(/Staff\s+Owner of Innovators Guild/);
  await page.goto(main(`/${ADA}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.masthead .staff-line')).toHaveCount(0);
});

test('medals, tournaments and teams state their facts to a visitor', async ({ page }) => {
  await page.goto(main(`/${ADA}/medals-badges`));
  await expect(page.getByRole('heading', { level: 2, name: 'Medals & badges' })).toBeVisible();
  await expectCurrentTab(page, 'Medals & badges');
  // Ada's idea made the Top 3 and Top 5 of a challenge the seed closed (GET /award/medals/{id}).
  await expect(
    page.getByRole('region', { name: 'Medals' }).getByRole('heading', { level: 4, name: 'Top 5 idea' }).first(),
  ).toBeVisible();
  await expect(page.getByText('No medals yet')).toHaveCount(0);
  // Visitors do not see neurons (spec 1 §6): a sign-in prompt instead.
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Sign in to see @${ADA}’s neurons` })).toHaveAttribute(
    'href',
    /^\/sign-in\?continue=%2FAdaLovelace%2Fmedals-badges/,
  );

  await page.goto(main(`/${ADA}/tournaments`));
  await expectCurrentTab(page, 'Tournaments');
  await expect(page.getByText('No tournaments!')).toBeVisible();
  await expect(page.getByText(/weekly or monthly cycles/)).toBeVisible();
  await screenshots(page, 'user-tournaments');
  await page.getByRole('link', { name: 'See the Idea Race' }).click();
  await expect(page).toHaveURL(main('/idea-race'));

  await page.goto(main(`/${ADA}/teams`));
  await expectCurrentTab(page, 'Teams');
  await expect(page.getByText('No teams yet')).toBeVisible();
  await expect(page.getByText(`@${ADA} is not a member of any team.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'How friend requests work' })).toHaveAttribute(
    'href',
    '/faqs/sending-friend-request',
  );

  // The main community runs tournaments (issue 17: tournaments.spec.ts); one that runs none says so.
  await page.goto(main('/platform/tournaments'));
  await expect(page.getByRole('heading', { level: 1, name: /Nervus/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nervus tournaments' })).toBeVisible();
  await page.goto(community('comedy', '/platform/tournaments'));
  await expect(page.getByText('No tournaments!')).toBeVisible();
});

test('the mentor box lists the open ask-me-anything box and its children explain themselves', async ({ page }) => {
  await page.goto(main(`/${ADA}/mentor`));
  await expectCurrentTab(page, 'Mentor box');
  await expect(page.getByRole('heading', { level: 2, name: `Ask @${ADA}` })).toBeVisible();
  const box = page.locator('.mentor-boxes li').first();
  await expect(box).toContainText('Ask me anything');
  await expect(box).toContainText('3 questions');
  await screenshots(page, 'user-mentor');

  await box.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${ADA}/mentor/ama/ask-me-anything`));
  await expect(page.getByRole('heading', { level: 2, name: /^Ask me anything/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions asked (3)' })).toBeVisible();
  await expect(page.locator('.ama-questions li').first()).toContainText('Will be revealed soon');
  const amaPath = new URL(page.url()).pathname;
  await screenshots(page, 'user-mentor-ama');

  await page.getByRole('link', { name: 'Sign in to ask a question' }).click();
  await expect(page).toHaveURL(main(`/${ADA}/mentor/sign-up`));
  await expect(page.getByRole('heading', { name: `Sign in to ask @${ADA}` })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    /\/accounts\/signup\?/,
  );
  await expect(page.locator('main').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
    'href',
    /^\/sign-in\?continue=%2FAdaLovelace%2Fmentor/,
  );

  // Someone else's box path for Ada's challenge is a 404; so is an unknown challenge.
  const res = await page.goto(main(amaPath.replace(`/${ADA}/`, '/MayaChen/')));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect((await page.goto(main(`/${ADA}/mentor/ama/no-such-challenge`)))?.status()).toBe(404);

  await page.goto(main('/MayaChen/mentor'));
  await expect(page.getByText('@MayaChen has no open ask-me-anything box right now.')).toBeVisible();

  await page.goto(main(`/${ADA}/mentor/pay`));
  await expect(page.getByRole('heading', { name: 'Entry fees' })).toBeVisible();
  // Ada's open box asks no fee: it says so, offers the way to ask, and takes no payment.
  await expect(page.getByText(/takes questions free/)).toBeVisible();
  await expect(page.getByRole('link', { name: `Ask @${ADA} a question` })).toHaveAttribute('href', amaPath);
  await expect(page.locator('form')).toHaveCount(0);
  await page.getByRole('link', { name: `Back to @${ADA}’s mentor box` }).click();
  await expect(page).toHaveURL(main(`/${ADA}/mentor`));

  await page.goto(main(`/${ADA}/mentor/sent`));
  await expect(page.getByRole('heading', { name: 'Your question was sent' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse open challenges' })).toHaveAttribute('href', '/');

  // /skeptic goes to this box.
  await page.goto(main('/skeptic'));
  await expect(page).toHaveURL(main(`/${ADA}/mentor`));
});

test("a presentation shows its author's idea large; nobody else's, and no anonymous idea to visitors", async ({
  page,
  request,
}) => {
  const { revealed, anonymous } = await demoIdeas(request, ADA);
  await page.goto(main(`/${ADA}/presentation/${revealed.id}`));
  await expect(page.getByRole('heading', { level: 2, name: revealed.title })).toBeVisible();
  await expect(page.locator('.presentation-facts')).toContainText(`@${ADA}`);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await screenshots(page, 'user-presentation');

  // Revealed as someone else's idea, unknown, or malformed: 404.
  expect((await page.goto(main(`/MayaChen/presentation/${revealed.id}`)))?.status()).toBe(404);
  expect((await page.goto(main(`/${ADA}/presentation/999999`)))?.status()).toBe(404);
  expect((await page.goto(main(`/${ADA}/presentation/abc`)))?.status()).toBe(404);

  // A presentation belongs to its author: an open challenge's idea never shows under another
  // user's header, and while it is anonymous only its signed-in author sees it (provider tests).
  expect((await page.goto(main(`/${ADA}/presentation/${anonymous.id}`)))?.status()).toBe(404);
  expect((await page.goto(main(`/MayaChen/presentation/${anonymous.id}`)))?.status()).toBe(404);
});

test('forums state the posting rule and list the discussions', async ({ page }) => {
  await page.goto(main(`/${ADA}/discussions`));
  await expect(page).toHaveURL(main(`/${ADA}/discussion-forums`));
  await expect(page.getByRole('heading', { level: 2, name: 'Discussion forums' })).toBeVisible();
  await expect(
    page.getByText('New players must enter 1 idea in any question or rate 5 ideas before posting in any forum.'),
  ).toBeVisible();
  await expect(page.locator('textarea')).toHaveCount(0);
  await screenshots(page, 'user-forums');

  await page.goto(main('/platform/discussion-forums'));
  await expect(page.getByRole('heading', { level: 1, name: /Nervus/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Welcome! Introduce yourself here' })).toBeVisible();
  await page.goto(community('comedy', '/platform/discussions'));
  await expect(page.getByRole('link', { name: 'Callback jokes in captions: fair game?' })).toBeVisible();
});

test('/platform goes home, /rpg to the role-play community, reserved names are no users', async ({ page }) => {
  await page.goto(main('/platform'));
  await expect(page).toHaveURL(main('/'));
  await page.goto(main('/rpg'));
  await expect(page).toHaveURL(community('roleplay', '/'));
  await expect(page.getByRole('heading', { level: 1, name: /Character Studio/ })).toBeVisible();
  expect((await page.goto(main('/faqs/teams')))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('share needs sign-in; signed in it is the own Share Panel, copies the link and offers the networks', async ({
  page,
  context,
}) => {
  await page.goto(main(`/${ADA}/share`));
  await page.waitForURL(GATEWAY_URL);

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: main('').replace(/\/$/, '') });
  await signIn(page, 'mayachen@nervus.test');
  // Someone else's Share Panel is the viewer's own queue.
  await page.goto(main(`/${ADA}/share`));
  await expect(page).toHaveURL(main('/MayaChen/share'));
  await expect(page.getByRole('heading', { level: 2, name: /^Share Panel/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Share your platform' })).toBeVisible();
  const input = page.getByLabel('Your platform link');
  await expect(input).toHaveAttribute('readonly', '');
  await expect(input).toHaveValue(new RegExp(`^${main('/MayaChen').replace(/[.?]/g, '\\$&')}\\?scout_id=\\d+$`));
  const link = await input.inputValue();

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  for (const name of ['X (Twitter)', 'Facebook', 'Email', 'Reddit', 'LinkedIn', 'Telegram', 'WhatsApp'])
    await expect(page.locator('.share-networks').getByRole('button', { name, exact: true })).toBeEnabled();
  await expect(page.locator('.share-networks').getByRole('button', { name: 'Imgur' })).toBeDisabled();
  await screenshots(page, 'user-share');

  // Share on Ada's platform shares HER platform, with Maya's scout id (issue 20 §5).
  await page.goto(main(`/${ADA}`));
  const share = page.locator('.masthead-actions').getByRole('button', { name: 'Share', exact: true });
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await share.click();
  const panel = page.getByRole('region', { name: `Share @${ADA}'s platform` });
  await expect(panel.getByLabel(`Link to @${ADA}'s platform`)).toHaveValue(
    new RegExp(`^${main(`/${ADA}`).replace(/[.?]/g, '\\$&')}\\?scout_id=${link.split('scout_id=')[1]}$`),
  );
  await expect(panel.getByRole('button', { name: 'Imgur' })).toBeDisabled();
  await expect(panel.getByRole('link', { name: 'Share Panel', exact: true })).toHaveAttribute(
    'href',
    '/MayaChen/share',
  );

  // Signed in: neurons per role, the forum rule with this player's progress, the box instead of sign-up.
  await page.goto(main(`/${ADA}/medals-badges`));
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: /Analyst Rater/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(10);
  await expect(page.locator('.neurons-total strong')).toHaveText(/^[\d,]+$/);
  await screenshots(page, 'user-medals');

  await page.goto(main(`/${ADA}/discussion-forums`));
  await expect(page.getByText(/You have entered \d+ ideas? and rated \d+ ideas?\./)).toBeVisible();

  await page.goto(main(`/${ADA}/mentor/sign-up`));
  await expect(page).toHaveURL(main(`/${ADA}/mentor`));
  await page.locator('.mentor-boxes li a').first().click();
  // An ask-me-anything box takes questions itself (its challenge page redirects here).
  await expect(page.getByLabel('Idea title')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask on the challenge page' })).toHaveCount(0);
});

test('a platform filters its challenges; /podcast lists those with an entry fee', async ({ page }) => {
  const BAKERY = 'How might a neighbourhood bakery sell out by noon without baking more?';
  await page.goto(main('/SamOkafor/podcast'));
  await expect(page).toHaveURL(main('/SamOkafor?filter=idea_entry_fee'));
  await expect(page.getByRole('link', { name: 'With an entry fee' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.challenge-card')).toHaveCount(1);
  await expect(page.getByRole('link', { name: BAKERY })).toBeVisible();

  await page.getByRole('link', { name: 'Closed', exact: true }).click();
  await expect(page).toHaveURL(main('/SamOkafor?filter=closed'));
  await expect(page.locator('.challenge-card .badge-closed').first()).toBeVisible();
  await expect(page.getByRole('link', { name: BAKERY })).toHaveCount(0);
  await page.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(main('/SamOkafor'));
  await expect(page.getByRole('link', { name: BAKERY })).toBeVisible();
});
