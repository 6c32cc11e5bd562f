// Forum gaps of issue 18 (spec 3 §2.4, §2.7, §6): a signed-in reader who has not posted sees a new
// reply live; posts voted down wait in the review queue on forum tools (reached from the dashboard
// sidebar), whose log links to what it names; a moderator moves, hides and restores a topic; a
// members-only channel's owner shares its invite link, and the slugless invite opens the channel;
// forum preferences link to one's own discussions.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { main, signIn } from './helpers';

const RUN = Date.now().toString(36);

/** Signs a demo player in on a fresh page, at `start`. */
async function as(browser: Browser, email: string, start: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Signed in from the home: a start that redirects (/my-dashboard) could still be moving on when
  // the goto below began, which aborts it.
  await signIn(page, email);
  await page.goto(start);
  return { context, page };
}

/** Starts a topic in General as the signed-in page; answers its address and its opening post's id. */
async function startTopic(page: Page, title: string, body: string) {
  await page.goto(main('/platform/discussion-forums/channel/topics/new'));
  await page.getByRole('combobox', { name: 'Channel' }).selectOption({ label: 'General' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('What do you want to discuss?').fill(body);
  await page.getByRole('button', { name: 'Start topic' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const id = await page.locator('.forum-post').first().getAttribute('id');
  return { url: page.url(), messageId: Number(id!.replace('post-', '')) };
}

test('a signed-in reader who has not posted sees a new reply without reloading', async ({ page, browser }) => {
  const title = `Tool libraries in small towns ${RUN}`;
  await signIn(page, 'mayachen@nervus.test', undefined, main('/platform/discussion-forums'));
  const topic = await startTopic(page, title, 'Has anyone run a tool library in a town under 5,000 people?');
  // Zara only reads: she has not posted in the topic.
  const reader = await as(browser, 'zaraahmed@nervus.test', topic.url);
  await expect(reader.page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await reader.page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  const reply = `We lend from the fire station on Saturdays ${RUN}.`;
  const theo = await as(browser, 'theobrooks@nervus.test', topic.url);
  await theo.page.getByLabel('Your reply').last().fill(reply);
  await theo.page.getByRole('button', { name: 'Post reply' }).last().click();
  await expect(theo.page.getByText(reply)).toBeVisible();
  await expect(reader.page.getByText(reply)).toBeVisible({ timeout: 15_000 });
  expect(await reader.page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await Promise.all([reader.context.close(), theo.context.close()]);
});

test('posts voted down wait in forum tools; the moderator restores one, follows the log, moves and restores a topic', async ({
  page,
  browser,
}) => {
  const title = `Bulk buying clubs for dry goods ${RUN}`;
  await signIn(page, 'mayachen@nervus.test', undefined, main('/platform/discussion-forums'));
  const topic = await startTopic(page, title, 'Who splits 25 kg sacks of oats with neighbours?');
  // Three players vote the opening post down: it is hidden pending review.
  for (const email of ['zaraahmed@nervus.test', 'hugomartin@nervus.test', 'sofiagarcia@nervus.test']) {
    const voter = await as(browser, email, topic.url);
    const status = await voter.page.evaluate(async (messageId) => {
      const res = await fetch('/api/forums/votes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message_id: messageId, type: 'off-topic', platform: 'nervus' }),
      });
      return res.status;
    }, topic.messageId);
    expect(status).toBe(200);
    await voter.context.close();
  }
  await page.reload();
  await expect(page.getByText('Hidden pending review: several players flagged it.')).toBeVisible();

  // The admin finds forum tools in the dashboard sidebar and works the queue.
  const mod = await as(browser, 'admin@nervus.test', main('/my-dashboard'));
  await mod.page.getByRole('complementary').getByRole('link', { name: 'Forum tools' }).click();
  await expect(mod.page.getByRole('heading', { level: 1, name: 'Forum tools' })).toBeVisible();
  const queue = mod.page.getByRole('region', { name: 'Hidden pending review' });
  const item = queue.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByRole('link', { name: `@MayaChen’s post in “${title}”` })).toHaveAttribute(
    'href',
    new RegExp(`/platform/discussion-forums/channel/topics/\\d+\\?post=${topic.messageId}#post-${topic.messageId}$`),
  );
  await item.getByRole('button', { name: 'Restore @MayaChen’s post' }).click();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Who splits 25 kg sacks of oats with neighbours?')).toBeVisible();

  // The log names the post and links to it.
  await mod.page
    .getByRole('link', { name: `post ${topic.messageId}` })
    .first()
    .click();
  // On the page of the topic that holds the post (`?post=`), wherever it is in a long topic.
  await expect(mod.page).toHaveURL(new RegExp(`\\?post=${topic.messageId}#post-${topic.messageId}$`));
  await expect(mod.page.locator(`#post-${topic.messageId}`)).toBeVisible();
  await expect(mod.page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  // Move the topic to the community's other demo channel, then hide it and restore it.
  await mod.page.getByRole('combobox', { name: 'Move to' }).selectOption({ label: 'Ideas & feedback' });
  await mod.page.getByRole('button', { name: 'Move topic' }).click();
  await expect(mod.page.locator('.crumbs').getByRole('link', { name: 'Ideas & feedback' })).toBeVisible();
  await expect(mod.page.getByText(/In Ideas & feedback/)).toBeVisible();
  await mod.page.getByRole('button', { name: 'Hide topic' }).click();
  await expect(mod.page.getByRole('button', { name: 'Restore topic' })).toBeVisible();
  await expect(mod.page.getByText(/hidden from players/)).toBeVisible();
  await mod.page.getByRole('button', { name: 'Restore topic' }).click();
  await expect(mod.page.getByRole('button', { name: 'Hide topic' })).toBeVisible();
  await mod.context.close();
});

test('a members-only channel’s owner copies its invite link; the slugless invite opens the channel', async ({
  page,
  browser,
}) => {
  const name = `Seed swap circle ${RUN}`;
  await signIn(page, 'mayachen@nervus.test', undefined, main('/platform/discussion-forums/channel/new'));
  await page.goto(main('/platform/discussion-forums/channel/new'));
  await page.getByLabel('Channel name').fill(name);
  await page.getByLabel(/Members only/).check();
  await page.getByRole('button', { name: 'Open channel' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const invite = page.getByLabel('Invite link (members-only channel)');
  await expect(invite).toHaveValue(/\/platform\/discussion-forums\/[a-z0-9-]+\/member-invite\/[0-9a-f]{16}$/);
  await page.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Copied|Copy it from the field/ })).toBeVisible();
  const code = (await invite.inputValue()).split('/').pop()!;

  const theo = await as(browser, 'theobrooks@nervus.test', main('/'));
  const res = await theo.page.goto(main(`/platform/discussion-forums/member-invite/${code}`));
  expect(res?.status()).toBe(200);
  await expect(theo.page.getByRole('heading', { level: 2, name: `Join ${name}` })).toBeVisible();
  await theo.page.getByRole('button', { name: 'Join this channel' }).click();
  await expect(theo.page.getByRole('heading', { level: 2, name })).toBeVisible();
  // Only the channel's moderators see its invite.
  await expect(theo.page.getByLabel('Invite link (members-only channel)')).toHaveCount(0);
  await theo.context.close();
});

test('forum preferences are in the dashboard sidebar and list the discussions one takes part in', async ({ page }) => {
  await signIn(page, 'mayachen@nervus.test', undefined, main('/my-dashboard'));
  await page.goto(main('/my-dashboard'));
  await page.getByRole('complementary').getByRole('link', { name: 'Forum preferences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forum preferences' })).toBeVisible();
  await expect(page.getByText(/arrive with the notifications feature/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'notified' })).toHaveAttribute('href', /\/my-dashboard\/notifications$/);
  await page.getByRole('link', { name: 'Discussions you take part in' }).click();
  await expect(page).toHaveURL(main('/platform/discussion-forums/my-discussions'));
  await expect(page.getByRole('heading', { level: 2, name: 'Discussions you take part in' })).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
});
