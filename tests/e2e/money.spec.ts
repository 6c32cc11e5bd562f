// Money that moves (issue 16): a new player adds sandbox funds to their wallet, pays a paid
// challenge's entry fee with their idea (a wallet short of the fee first keeps the typed idea and
// says so), two raters rank it, the catalyst ends the challenge and pays the prizes now, the winner
// sees 'Prize won' in their wallet history, asks to withdraw, and an admin pays the withdrawal by
// hand with a reference. Also patron funding from a user's platform. Every account here is new or
// used by no other journey (ChloeDubois, TomasNovak, IsabelSantos), and the challenge is made here.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { IDEA_MESSAGES } from '@/lib/challenges/idea-entry';
import { formatMoneyCents } from '@/lib/money';
import { PAYMENT_MESSAGES, shortOfFundsMessage } from '@/lib/payments';
import { main, PROVIDER_PORT, publishThroughBff, rateAndWait, screenshots, signIn } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const CATALYST = 'chloedubois@nervus.test';
const RATERS = ['tomasnovak@nervus.test', 'isabelsantos@nervus.test'];

type Category = { id: number; slug: string; subcategories: Category[] };
const flatten = (tree: Category[]): Category[] => tree.flatMap((c) => [c, ...flatten(c.subcategories)]);

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Adds sandbox money on the wallet page and waits for the new balance. */
async function addFunds(page: Page, dollars: string, balance: string) {
  await page.goto(main('/my-account/payment-wallets'));
  const form = page.getByRole('form', { name: 'Add funds' });
  await form.getByLabel('Amount to add').fill(dollars);
  await form.getByRole('button', { name: 'Add funds' }).click();
  await expect(page.locator('.wallet-amount strong')).toHaveText(balance);
}

/** A new player through the sign-up page (an empty wallet); returns their screen name. */
async function signUp(page: Page): Promise<string> {
  const unique = Date.now().toString(36);
  const name = `payer_${unique}`;
  await page.goto(main('/'));
  await page.getByRole('link', { name: 'Create Account' }).first().click();
  await page.waitForURL(/\/accounts\/signup/);
  await page.getByLabel('First name').fill('Penny');
  await page.getByLabel('Last name').fill('Payer');
  await page.getByLabel('Screen name').fill(name);
  await page.getByLabel('Email').fill(`penny.${unique}@example.org`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: /create account/i }).click();
  await page.waitForURL(new RegExp(`/${name}/my-dashboard`));
  return name;
}

test('sandbox funds pay an entry fee; the idea wins, the prize is paid, and an admin pays the withdrawal', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);

  // The catalyst adds funds (the prize money is held from her wallet at publishing) and publishes
  // a challenge with a $20 money prize and a $2 entry fee.
  const catalyst = await newPage(browser);
  await signIn(catalyst, CATALYST);
  await catalyst.goto(main('/my-account/payment-wallets'));
  const before = (await catalyst.locator('.wallet-amount strong').textContent())!;
  const beforeCents = Math.round(Number(before.replace(/[$,]/g, '')) * 100);
  await addFunds(catalyst, '50', formatMoneyCents(beforeCents + 5000));
  await expect(catalyst.getByText('Sandbox funds', { exact: true })).toBeVisible();
  await expect(catalyst.getByText(PAYMENT_MESSAGES.sandboxNote)).toBeVisible();

  const categories = await (await request.get(`http://127.0.0.1:${PROVIDER_PORT}/platforms/nervus/categories`)).json();
  const transit = flatten(categories.data ?? categories).find((c) => c.slug === 'transit')!;
  const title = `What could make a paid bus shelter worth the money ${Date.now()}`;
  const created = await publishThroughBff(catalyst, {
    solution_format: 'challenge',
    platform_domain: 'nervus',
    platform_category: transit.id,
    question_title: title,
    question_detail: 'Shelters with heating and live times cost money; what would make riders glad to pay?',
    primary_image: '/images/library/full/a-bright-idea.jpg',
    duration_start: new Date().toISOString(),
    duration_end: new Date(Date.now() + 14 * DAY_MS).toISOString(),
    prize_type: 'money',
    prize_money: '20',
    idea_entry_fee: '2',
  });
  expect(created.status).toBe(201);
  const slug: string = created.body.data.slug;
  const challengePage = main(`/challenges/${slug}`);

  // A new player: an empty wallet. The fee page says so; paying keeps the typed idea and says why.
  const player = await newPage(browser);
  const winner = await signUp(player);
  await player.goto(challengePage);
  await player.getByRole('link', { name: 'Enter your idea ($2)' }).click();
  await expect(player.getByRole('heading', { level: 1, name: 'Idea entry fee' })).toBeVisible();
  await expect(player.getByText('Your wallet holds $0.')).toBeVisible();
  const ideaTitle = 'Heated seats that pay for themselves';
  const ideaText = 'Riders pay a little more for a warm, lit shelter with live bus times; ads cover the rest.';
  const pay = player.getByRole('button', { name: 'Pay $2 and enter idea' });
  await expect(pay).toBeEnabled();
  await player.getByLabel('Idea title').fill(ideaTitle);
  await player.getByLabel('Describe your idea').fill(ideaText);
  await pay.click();
  await expect(player.getByRole('alert').filter({ hasText: shortOfFundsMessage(200, 0) })).toBeVisible();
  await expect(player.getByLabel('Idea title')).toHaveValue(ideaTitle);
  await expect(player.getByLabel('Describe your idea')).toHaveValue(ideaText);
  await screenshots(player, 'money-fee-short');

  // Add funds from the link the message offers, then pay and enter.
  await player.locator('.enter-idea').getByRole('link', { name: 'Add funds to your wallet' }).click();
  await expect(player.getByRole('heading', { level: 1, name: 'Payment wallets' })).toBeVisible();
  await addFunds(player, '10', '$10');
  const history = player.getByRole('table', { name: 'Money in and out of your wallet' });
  await expect(history.getByRole('row').nth(1)).toContainText('Funds added');
  await expect(history.getByRole('row').nth(1)).toContainText('+$10');
  await expect(history.getByRole('row').nth(1)).toContainText('Sandbox');
  await screenshots(player, 'money-wallet');

  // Back on the fee page, the idea typed before is still there.
  await player.goto(main(`/challenges/${slug}/idea-entry-fee`));
  await expect(player.getByText('Your wallet holds $10.')).toBeVisible();
  await expect(player.getByLabel('Idea title')).toHaveValue(ideaTitle);
  await expect(player.getByLabel('Describe your idea')).toHaveValue(ideaText);
  await player.getByRole('button', { name: 'Pay $2 and enter idea' }).click();
  await expect(player.getByText(IDEA_MESSAGES.submitted)).toBeVisible();
  await expect(player.getByText('Your wallet holds $8.')).toBeVisible();
  await screenshots(player, 'money-fee');
  await player.goto(main('/my-account/payment-wallets'));
  await expect(history.getByRole('row').nth(1)).toContainText('Idea entry fee');
  await expect(history.getByRole('row').nth(1)).toContainText('−$2');
  await expect(history.getByRole('row').nth(1).getByRole('link', { name: title })).toBeVisible();

  // Two raters rate it on the challenge page, so it ranks.
  for (const email of RATERS) {
    const rater = await newPage(browser);
    await signIn(rater, email, undefined, challengePage);
    await rater.goto(challengePage);
    const card = rater.locator('.idea-item', { has: rater.getByRole('heading', { level: 3, name: ideaTitle }) });
    await expect(card.getByRole('button', { name: 'Rate' })).toBeEnabled();
    await card.getByRole('radio', { name: '5 - Excellent' }).check();
    await rateAndWait(rater, card);
    await expect(card.getByRole('status')).toContainText('You rated this idea 5.');
    await rater.context().close();
  }

  // The catalyst ends the challenge, then pays the held prizes now from her money-prizes page.
  await catalyst.goto(challengePage);
  await catalyst.getByRole('group', { name: 'Your challenge' }).getByRole('button', { name: 'End challenge' }).click();
  await catalyst.getByRole('alertdialog').getByRole('button', { name: 'End challenge' }).click();
  await expect(catalyst.getByText('Your challenge is closed: its ideas are ranked and revealed.')).toBeVisible();
  await catalyst.getByRole('link', { name: 'Prize payouts' }).click();
  const row = catalyst.getByRole('listitem').filter({ has: catalyst.getByRole('link', { name: title }) });
  // $20 held at publishing plus 28 % of the $2 fee: $20.56 for the only ranked idea.
  await expect(row).toContainText('$20.56 held');
  await row.getByRole('button', { name: 'Pay prizes now' }).click();
  await expect(catalyst.getByRole('alertdialog')).toContainText('A paid prize can no longer be declined.');
  await catalyst.getByRole('alertdialog').getByRole('button', { name: 'Pay prizes now' }).click();
  await expect(row).toContainText('Paid $20.56');
  await expect(row.getByRole('button', { name: 'Pay prizes now' })).toHaveCount(0);
  await screenshots(catalyst, 'money-prizes-paid');

  // The winner sees the prize in the history, and asks to withdraw.
  await player.goto(main('/my-account/payment-wallets'));
  await expect(history.getByRole('row').nth(1)).toContainText('Prize won');
  await expect(history.getByRole('row').nth(1)).toContainText('+$20.56');
  await expect(player.locator('.wallet-amount strong')).toHaveText('$28.56');
  const withdraw = player.getByRole('form', { name: 'Withdraw' });
  await withdraw.getByLabel('Amount to withdraw').fill('2');
  await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(withdraw.getByText(PAYMENT_MESSAGES.withdrawalMin)).toBeVisible();
  await expect(withdraw.getByLabel('Amount to withdraw')).toHaveValue('2');
  await withdraw.getByLabel('Amount to withdraw').fill('25');
  await withdraw.getByLabel('Pay to').fill('PayPal penny@example.org');
  await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(player.locator('.wallet-amount strong')).toHaveText('$3.56');
  const request25 = player.getByRole('region', { name: 'Withdrawals' }).getByRole('listitem').first();
  await expect(request25).toContainText('$25 to PayPal penny@example.org');
  await expect(request25).toContainText('Waiting for an admin');

  // An admin pays it by hand: the sandbox asks for the payment's reference.
  const admin = await newPage(browser);
  await signIn(admin, 'admin@nervus.test');
  await admin.goto(main('/admin-dashboard'));
  await admin.getByRole('link', { name: 'Payments and payouts' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const decision = admin.getByRole('group', { name: `Decide the withdrawal of $25 to @${winner}` });
  await decision.getByRole('button', { name: 'Pay' }).click();
  await expect(decision.getByText(PAYMENT_MESSAGES.referenceRequired)).toBeVisible();
  await decision.getByLabel('Reference').fill('PP-2026-0042');
  await screenshots(admin, 'money-admin');
  await decision.getByRole('button', { name: 'Pay' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Pay' }).click();
  await expect(decision).toHaveCount(0);
  const paidList = admin.getByRole('region', { name: /^Paid/ });
  await expect(paidList.getByRole('listitem').filter({ hasText: `@${winner}` })).toContainText(
    'Reference PP-2026-0042',
  );
  await expect(admin.getByRole('table', { name: 'The most recent money changes asked for' })).toContainText(
    'payout-decision',
  );

  // The admin page is for admins only: a player gets a 404.
  expect((await player.goto(main('/admin-dashboard/payments')))?.status()).toBe(404);
  // Without Stripe configured the webhook is no address at all: the relay passes on the provider's 404.
  const webhook = await player.evaluate(async () => {
    const res = await fetch('/api/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=forged' },
      body: '{"id":"evt_forged","type":"checkout.session.completed"}',
    });
    return res.status;
  });
  expect(webhook).toBe(404);

  await player.goto(main('/my-account/payment-wallets'));
  await expect(request25).toContainText('Paid');
  await expect(request25).toContainText('Reference PP-2026-0042');

  // Patron funding: the winner funds the catalyst from her platform's Fund button.
  await player.goto(main('/ChloeDubois'));
  await player.getByRole('link', { name: 'Fund', exact: true }).click();
  await expect(player).toHaveURL(main('/fund/user/ChloeDubois'));
  await expect(player.getByRole('heading', { level: 1 })).toContainText('@ChloeDubois');
  const fund = player.getByRole('form', { name: 'Your funding' });
  await fund.getByLabel('Amount').fill('0.50');
  await fund.getByRole('button', { name: 'Fund now' }).click();
  await expect(fund.getByText(PAYMENT_MESSAGES.fundingMin)).toBeVisible();
  await fund.getByLabel('Amount').fill('1');
  await fund.getByRole('button', { name: 'Fund now' }).click();
  await expect(fund.getByRole('status')).toContainText('with $1. Thank you!');
  await screenshots(player, 'money-fund');
  await player.goto(main('/my-account/payment-wallets'));
  await expect(history.getByRole('row').nth(1)).toContainText('Patron funding');
  await expect(history.getByRole('row').nth(1)).toContainText('−$1');
  await expect(player.getByRole('region', { name: 'Patron funding' })).toContainText('$1 once for @ChloeDubois');
  await screenshots(player, 'money-wallet-history');

  for (const page of [catalyst, player, admin]) await page.context().close();
});
