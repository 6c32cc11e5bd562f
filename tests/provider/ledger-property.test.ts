// The ledger's invariants under 10,000 random operations (issue 16, fast-check): deposits, paid
// idea entries, closings, prize releases, withdrawals paid and rejected (refunds), declined prizes
// and patron fundings, many of them refused for want of money. After every run: each transaction
// sums to zero, no account but the outside world is negative, each balance row equals its
// entries, and the money inside (every balance but the external account's) equals money in minus
// money out (minus the external account's balance).
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { rows } from '@/server/provider/db/client';
import { ratings, users } from '@/server/provider/db/schema';
import { closeChallenge } from '@/server/provider/domain/closing';
import { createFunding } from '@/server/provider/domain/fundings';
import { createIdea } from '@/server/provider/domain/idea-create';
import { decidePayout, requestWithdrawal } from '@/server/provider/domain/payouts';
import { releaseDuePrizes } from '@/server/provider/domain/prize-money';
import {
  EXTERNAL,
  InsufficientFunds,
  balanceOf,
  escrowOf,
  postTransaction,
  walletOf,
} from '@/server/provider/domain/ledger';
import { MONEY_REASONS } from '@/lib/payments';
import { declinePrize } from '@/server/provider/domain/prize-decline';
import { startDeposit } from '@/server/provider/domain/wallet';
import { sandboxProvider } from '@/server/provider/payments/provider';
import { makeOpenChallenge } from './fixtures';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const OPERATIONS = Number(process.env.LEDGER_PROPERTY_OPERATIONS ?? 10_000);
const PLAYERS = 6;

// Weighted so that the cheap movements (deposits, fees, withdrawals) are most of the 10,000 and
// the costly ones (entering an idea with its neurons, closing a challenge) still happen hundreds
// of times.
const op = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      who: fc.nat(PLAYERS - 1),
      cents: fc.integer({ min: 100, max: 5000 }),
    }),
  },
  {
    weight: 12,
    arbitrary: fc.record({ kind: fc.constant('fee' as const), who: fc.nat(PLAYERS - 1), challenge: fc.nat(3) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('enter' as const), who: fc.nat(PLAYERS - 1), challenge: fc.nat(3) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), challenge: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      who: fc.nat(PLAYERS - 1),
      cents: fc.integer({ min: 500, max: 4000 }),
      pay: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decline' as const), challenge: fc.nat(3) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fund' as const),
      who: fc.nat(PLAYERS - 1),
      to: fc.nat(PLAYERS - 1),
      cents: fc.integer({ min: 100, max: 3000 }),
    }),
  },
);

test(`${OPERATIONS} random money operations keep the ledger balanced and no wallet negative`, async () => {
  const db = provider.database.db;
  const players = await db
    .select()
    .from(users)
    .where(sql`${users.screenName} <> 'admin'`)
    .orderBy(users.id)
    .limit(PLAYERS + 1);
  const catalyst = players[PLAYERS];
  const admin = {
    userId: (await db.select().from(users).where(eq(users.screenName, 'admin')))[0].id,
    shadowAdminId: null,
  };
  // The players start empty (the demo gives them sandbox money), so refusals for want of money come early.
  for (const player of players.slice(0, PLAYERS)) {
    const balance = await balanceOf(db, walletOf(player.id));
    if (balance > 0)
      await db.transaction((tx) =>
        postTransaction(tx, {
          key: `prop-empty-${player.id}`,
          reason: MONEY_REASONS.withdrawalPaid,
          reference: { type: 'payout', id: 0 },
          legs: [
            { account: walletOf(player.id), cents: -balance },
            { account: EXTERNAL, cents: balance },
          ],
        }),
      );
  }
  const [sample] = fc.sample(fc.array(op, { minLength: OPERATIONS, maxLength: OPERATIONS }), { numRuns: 1, seed: 16 });
  // Four challenges at a time, each with a fee and a prize; a closed one is replaced by a new one.
  const open: { id: number; slug: string; ideas: number[] }[] = [];
  const fresh = async () => {
    const c = await makeOpenChallenge(provider, {
      catalystId: catalyst.id,
      ideaEntryFeeCents: 300,
      maxUserIdeas: 1000,
      state: 'published',
    });
    return { id: c.id, slug: c.slug, ideas: [] as number[] };
  };
  for (let i = 0; i < 4; i++) open.push(await fresh());
  const closed: number[] = [];
  let serial = 0;
  const outcomes: Record<string, number> = {};
  for (const o of sample) {
    serial += 1;
    let outcome = 'ok';
    if (o.kind === 'deposit') {
      await startDeposit(
        db,
        sandboxProvider,
        { userId: players[o.who].id, shadowAdminId: null },
        {
          amountCents: o.cents,
          requestKey: `prop-${serial}`,
          returnUrl: 'http://localhost/',
        },
      );
    } else if (o.kind === 'enter') {
      const c = open[o.challenge];
      const result = await createIdea(db, players[o.who], {
        challenge: c.slug,
        title: `Idea ${serial}`,
        description: 'Random',
        entry_fee_cents: 300,
      });
      if (result.ok) {
        c.ideas.push(result.idea.id);
        // Two ratings from other players, so that closings rank ideas and share prizes.
        const raters = players.filter((p) => p.id !== players[o.who].id).slice(0, 2);
        await db
          .insert(ratings)
          .values(raters.map((r, i) => ({ ideaId: result.idea.id, userId: r.id, value: 1 + ((serial + i) % 5) })));
      } else outcome = String(result.status);
    } else if (o.kind === 'fee') {
      // A fee paid into the escrow as an entry pays it, without the idea's neurons (cheaper).
      try {
        await db.transaction((tx) =>
          postTransaction(tx, {
            key: `prop-fee-${serial}`,
            reason: MONEY_REASONS.ideaEntryFee,
            reference: { type: 'challenge', id: open[o.challenge].id },
            legs: [
              { account: walletOf(players[o.who].id), cents: -300 },
              { account: escrowOf(open[o.challenge].id), cents: 300 },
            ],
          }),
        );
      } catch (err) {
        if (!(err instanceof InsufficientFunds)) throw err;
        outcome = '402';
      }
    } else if (o.kind === 'close') {
      await closeChallenge(db, open[o.challenge].id, 'catalyst', new Date(), 1);
      closed.push(open[o.challenge].id);
      open[o.challenge] = await fresh();
    } else if (o.kind === 'release') {
      await releaseDuePrizes(db, new Date(Date.now() + 2 * 3_600_000));
    } else if (o.kind === 'withdraw') {
      const asked = await requestWithdrawal(
        db,
        sandboxProvider,
        { userId: players[o.who].id, shadowAdminId: null },
        {
          amountCents: o.cents,
          destination: 'test',
          requestKey: `prop-w-${serial}`,
        },
      );
      if (asked.ok)
        await decidePayout(
          db,
          sandboxProvider,
          admin,
          asked.id,
          o.pay ? { decision: 'pay', reference: `R${serial}` } : { decision: 'reject' },
        );
      else outcome = String(asked.status);
    } else if (o.kind === 'decline') {
      const id = closed.at(-1 - o.challenge);
      if (id !== undefined) {
        const [award] = await rows<{ idea_id: number }>(
          db,
          sql`select idea_id from prize_awards where challenge_id = ${id} and paid_at is null and declined_at is null limit 1`,
        );
        if (award) await declinePrize(db, catalyst, award.idea_id, 'no');
        else outcome = 'none';
      }
    } else {
      if (o.who === o.to) continue;
      const funded = await createFunding(
        db,
        { userId: players[o.who].id, shadowAdminId: null },
        { target_type: 'user', target: String(players[o.to].id), amount_cents: o.cents, recurrence: 'once' },
        `prop-f-${serial}`,
      );
      if (!funded.ok) outcome = String(funded.status);
    }
    outcomes[`${o.kind}:${outcome}`] = (outcomes[`${o.kind}:${outcome}`] ?? 0) + 1;
  }
  // Both the paths that move money and those refused for want of it were taken.
  const share = (key: string) => (outcomes[key] ?? 0) / OPERATIONS;
  expect(share('enter:ok')).toBeGreaterThan(0.01);
  expect((outcomes['fee:402'] ?? 0) + (outcomes['enter:402'] ?? 0)).toBeGreaterThan(5);
  expect(share('withdraw:ok')).toBeGreaterThan(0.01);
  // Closings shared prizes among ranked ideas, not only returned them.
  const [{ awards }] = await rows<{ awards: number }>(
    db,
    sql`select count(*)::int as awards from prize_awards where payable_at is not null`,
  );
  expect(awards).toBeGreaterThan(0);

  const unbalanced = await rows(
    db,
    sql`select transaction_id from money_entries group by transaction_id having sum(amount_cents) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const negative = await rows(db, sql`select id from money_accounts where kind <> 'external' and balance_cents < 0`);
  expect(negative).toEqual([]);
  const drift = await rows(
    db,
    sql`select a.id from money_accounts a left join money_entries e on e.account_id = a.id
        group by a.id having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  );
  expect(drift).toEqual([]);
  const [totals] = await rows<{ inside: string; external: string; money_in: string; money_out: string }>(
    db,
    sql`select
      (select coalesce(sum(balance_cents), 0) from money_accounts where kind <> 'external') as inside,
      (select coalesce(sum(balance_cents), 0) from money_accounts where kind = 'external') as external,
      (select coalesce(-sum(e.amount_cents), 0) from money_entries e join money_accounts a on a.id = e.account_id
        where a.kind = 'external' and e.amount_cents < 0) as money_in,
      (select coalesce(sum(e.amount_cents), 0) from money_entries e join money_accounts a on a.id = e.account_id
        where a.kind = 'external' and e.amount_cents > 0) as money_out`,
  );
  expect(Number(totals.inside)).toBe(Number(totals.money_in) - Number(totals.money_out));
  expect(Number(totals.inside)).toBe(-Number(totals.external));
}, 900_000);
