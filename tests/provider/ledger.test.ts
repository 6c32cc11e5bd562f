// The money ledger (issue 16 §1, §3, §8): the database itself refuses an unbalanced transaction,
// a negative wallet and any change to history; idempotency keys move money once, also in
// parallel; 50 parallel paid entries from a wallet holding exactly 10 fees enter exactly 10.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ideaCreatedSchema } from '@/lib/contracts/idea';
import { MONEY_REASONS, PAYMENT_MESSAGES } from '@/lib/payments';
import { ideas, moneyAccounts, moneyAudit, moneyEntries, moneyTransactions } from '@/server/provider/db/schema';
import { accountId, EXTERNAL, escrowOf, postTransaction, walletOf } from '@/server/provider/domain/ledger';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { makeOpenChallenge } from './fixtures';
import { createTestProvider, type TestProvider } from './harness';
import { fundWallet, walletBalance } from './money-helpers';

let provider: TestProvider;
beforeAll(async () => {
  // 50 entries at once are a concurrency test, not a flood: the per-person idea limit is raised.
  provider = await createTestProvider({ env: { IDEA_RATE_LIMIT: '1000/60' } });
});
afterAll(async () => {
  await provider.close();
});

const db = () => provider.database.db;

/** A fresh player with an empty wallet: the demo players start with sandbox money. */
async function emptyWalletUser(name: string) {
  const user = await demoUser(provider, name);
  const balance = await walletBalance(db(), user.id);
  if (balance > 0)
    await db().transaction((tx) =>
      postTransaction(tx, {
        key: `empty:${user.id}:${Date.now()}:${Math.random()}`,
        reason: MONEY_REASONS.withdrawalPaid,
        reference: { type: 'payout', id: 0 },
        legs: [
          { account: walletOf(user.id), cents: -balance },
          { account: EXTERNAL, cents: balance },
        ],
      }),
    );
  return user;
}

describe('rules the database keeps', () => {
  test('entries that do not sum to zero are refused at commit', async () => {
    const wallet = await accountId(db(), walletOf((await demoUser(provider, 'JunoPark')).id));
    const before = await walletBalance(db(), (await demoUser(provider, 'JunoPark')).id);
    await expect(
      db().transaction(async (tx) => {
        const [t] = await tx
          .insert(moneyTransactions)
          .values({ reason: 'deposit', referenceType: 'test', referenceId: 1, idempotencyKey: 'unbalanced' })
          .returning();
        await tx.insert(moneyEntries).values({ transactionId: t.id, accountId: wallet, amountCents: 500 });
      }),
    ).rejects.toThrow();
    expect(await walletBalance(db(), (await demoUser(provider, 'JunoPark')).id)).toBe(before);
  });

  test('a wallet never goes below zero, even written past the code', async () => {
    const user = await emptyWalletUser('DevSharma');
    const wallet = await accountId(db(), walletOf(user.id));
    const external = await accountId(db(), EXTERNAL);
    await expect(
      db().transaction(async (tx) => {
        const [t] = await tx
          .insert(moneyTransactions)
          .values({ reason: 'deposit', referenceType: 'test', referenceId: 1, idempotencyKey: 'overdraw' })
          .returning();
        await tx.insert(moneyEntries).values([
          { transactionId: t.id, accountId: wallet, amountCents: -1 },
          { transactionId: t.id, accountId: external, amountCents: 1 },
        ]);
      }),
    ).rejects.toThrow();
    expect(await walletBalance(db(), user.id)).toBe(0);
  });

  test('history is append-only: updating or deleting an entry is refused', async () => {
    const user = await demoUser(provider, 'JunoPark');
    await fundWallet(db(), user.id, 100);
    const [entry] = await db().select().from(moneyEntries).limit(1);
    await expect(
      db().update(moneyEntries).set({ amountCents: 1 }).where(eq(moneyEntries.id, entry.id)),
    ).rejects.toThrow();
    await expect(db().delete(moneyTransactions).where(eq(moneyTransactions.id, entry.transactionId))).rejects.toThrow();
  });

  test('a balance changes only through an entry: a direct update is refused', async () => {
    const user = await demoUser(provider, 'JunoPark');
    await expect(
      db()
        .update(moneyAccounts)
        .set({ balanceCents: 1_000_000 })
        .where(and(eq(moneyAccounts.kind, 'wallet'), eq(moneyAccounts.key, String(user.id)))),
    ).rejects.toThrow();
  });

  test('the balance row always equals the sum of its entries', async () => {
    const rows = await db().execute(sql`
      select a.id from money_accounts a left join money_entries e on e.account_id = a.id
      group by a.id having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('idempotency', () => {
  test('the same key sent 5 times in parallel moves money once', async () => {
    const user = await demoUser(provider, 'LenaVogel');
    const token = await tokenFor(provider, 'LenaVogel');
    const before = await walletBalance(db(), user.id);
    const key = `same-key-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        provider.request('/wallet/deposits', {
          method: 'POST',
          token,
          body: { amount_cents: 2500 },
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await walletBalance(db(), user.id)).toBe(before + 2500);
    // And each request is in the audit trail, with its key.
    const audited = await db()
      .select()
      .from(moneyAudit)
      .where(and(eq(moneyAudit.userId, user.id), eq(moneyAudit.action, 'deposit')));
    expect(audited.filter((a) => (a.detail as { key?: string }).key === key)).toHaveLength(5);
  });

  test('a key used again for a different request is refused, not replayed', async () => {
    const token = await tokenFor(provider, 'LenaVogel');
    const deposit = (amount_cents: number) =>
      provider.request('/wallet/deposits', {
        method: 'POST',
        token,
        body: { amount_cents },
        headers: { 'idempotency-key': 'reused-key-1' },
      });
    expect((await deposit(1000)).status).toBe(201);
    const refused = await errorsOf(await deposit(9000), 409);
    expect(refused.errors[0].error).toBe(PAYMENT_MESSAGES.keyReused);
  });

  test('postTransaction with a used key moves nothing and says so', async () => {
    const user = await demoUser(provider, 'JunoPark');
    const before = await walletBalance(db(), user.id);
    const posting = {
      key: `replay-${Date.now()}`,
      reason: MONEY_REASONS.deposit,
      reference: { type: 'deposit', id: 0 },
      legs: [
        { account: EXTERNAL, cents: -300 },
        { account: walletOf(user.id), cents: 300 },
      ],
    };
    const first = await db().transaction((tx) => postTransaction(tx, posting));
    const second = await db().transaction((tx) => postTransaction(tx, posting));
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(await walletBalance(db(), user.id)).toBe(before + 300);
  });
});

describe('paid idea entry', () => {
  const FEE = 700;
  const entry = (slug: string, over: Record<string, unknown> = {}) => ({
    challenge: slug,
    title: 'A paid idea',
    description: 'Worth its fee.',
    entry_fee_cents: FEE,
    ...over,
  });

  test('the fee moves from the wallet to the escrow with the idea; a short wallet keeps nothing', async () => {
    const user = await emptyWalletUser('TomasNovak');
    const token = await tokenFor(provider, 'TomasNovak');
    const c = await makeOpenChallenge(provider, { ideaEntryFeeCents: FEE });
    const short = await errorsOf(
      await provider.request('/ideas/v2', { method: 'POST', token, body: entry(c.slug) }),
      402,
    );
    expect(short.errors).toEqual([
      {
        field: 'entry_fee_cents',
        error: 'Your wallet holds $0; this needs $7. Add funds to your wallet and try again.',
      },
    ]);
    expect(await db().select().from(ideas).where(eq(ideas.challengeId, c.id))).toHaveLength(0);

    await fundWallet(db(), user.id, FEE);
    const changed = await errorsOf(
      await provider.request('/ideas/v2', { method: 'POST', token, body: entry(c.slug, { entry_fee_cents: 500 }) }),
      409,
    );
    expect(changed.errors[0].field).toBe('entry_fee_cents');
    const created = await dataOf(
      await provider.request('/ideas/v2', {
        method: 'POST',
        token,
        body: entry(c.slug),
        headers: { 'idempotency-key': 'paid-entry-once' },
      }),
      201,
      ideaCreatedSchema,
    );
    // The same submission again: the same idea, no second fee.
    const again = await dataOf(
      await provider.request('/ideas/v2', {
        method: 'POST',
        token,
        body: entry(c.slug),
        headers: { 'idempotency-key': 'paid-entry-once' },
      }),
      201,
      ideaCreatedSchema,
    );
    expect(again.id).toBe(created.id);
    expect(await walletBalance(db(), user.id)).toBe(0);
    const [escrow] = await db()
      .select()
      .from(moneyAccounts)
      .where(and(eq(moneyAccounts.kind, 'escrow'), eq(moneyAccounts.key, String(c.id))));
    expect(escrow.balanceCents).toBe(FEE);
    expect(await db().select().from(ideas).where(eq(ideas.challengeId, c.id))).toHaveLength(1);
  });

  test('50 parallel paid entries from a wallet that holds exactly 10 fees: 10 entries, balance zero', async () => {
    const user = await emptyWalletUser('ZaraAhmed');
    const token = await tokenFor(provider, 'ZaraAhmed');
    const c = await makeOpenChallenge(provider, { ideaEntryFeeCents: FEE, maxUserIdeas: 100 });
    await fundWallet(db(), user.id, 10 * FEE);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        provider.request('/ideas/v2', { method: 'POST', token, body: entry(c.slug, { title: `Paid idea ${i}` }) }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(await walletBalance(db(), user.id)).toBe(0);
    expect(await db().select().from(ideas).where(eq(ideas.challengeId, c.id))).toHaveLength(10);
    const [escrow] = await db()
      .select({ balance: moneyAccounts.balanceCents })
      .from(moneyAccounts)
      .where(eq(moneyAccounts.id, await accountId(db(), escrowOf(c.id))));
    expect(escrow.balance).toBe(10 * FEE);
  });
});

test('withdrawals: the money waits, an admin pays it with a reference or rejects it back', async () => {
  const user = await emptyWalletUser('LenaVogel');
  const token = await tokenFor(provider, 'LenaVogel');
  await fundWallet(db(), user.id, 5000);
  const asked = await dataOf(
    await provider.request('/wallet/withdrawals', {
      method: 'POST',
      token,
      body: { amount_cents: 3000, destination: 'PayPal lena@example.com' },
    }),
    201,
    z.object({ id: z.number(), balance_cents: z.number() }),
  );
  expect(asked.balance_cents).toBe(2000);
  await errorsOf(
    await provider.request('/wallet/withdrawals', {
      method: 'POST',
      token,
      body: { amount_cents: 2001, destination: 'PayPal' },
    }),
    402,
  );
  const admin = await adminToken();
  await errorsOf(
    await provider.request(`/admin/payouts/${asked.id}`, { method: 'POST', token, body: { decision: 'pay' } }),
    403,
  );
  const noReference = await errorsOf(
    await provider.request(`/admin/payouts/${asked.id}`, { method: 'POST', token: admin, body: { decision: 'pay' } }),
    422,
  );
  expect(noReference.errors[0].field).toBe('reference');
  await dataOf(
    await provider.request(`/admin/payouts/${asked.id}`, {
      method: 'POST',
      token: admin,
      body: { decision: 'pay', reference: 'PP-123' },
    }),
    200,
    z.object({ status: z.literal('paid'), reference: z.literal('PP-123') }),
  );
  await errorsOf(
    await provider.request(`/admin/payouts/${asked.id}`, {
      method: 'POST',
      token: admin,
      body: { decision: 'reject' },
    }),
    409,
  );
  const second = await dataOf(
    await provider.request('/wallet/withdrawals', {
      method: 'POST',
      token,
      body: { amount_cents: 1000, destination: 'x' },
    }),
    201,
    z.object({ id: z.number(), balance_cents: z.number() }),
  );
  await dataOf(
    await provider.request(`/admin/payouts/${second.id}`, {
      method: 'POST',
      token: admin,
      body: { decision: 'reject' },
    }),
    200,
    z.object({ status: z.literal('rejected') }),
  );
  expect(await walletBalance(db(), user.id)).toBe(2000);
});

const adminToken = () => tokenFor(provider, 'admin');
