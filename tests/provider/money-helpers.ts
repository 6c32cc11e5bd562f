// Ledger set-ups for provider tests: money into a wallet (a sandbox deposit), a catalyst's prize
// money into a challenge's escrow, an idea's entry fee paid, all through postTransaction as the
// product moves it.
import { MONEY_REASONS } from '@/lib/payments';
import type { Db } from '@/server/provider/db/client';
import { EXTERNAL, balanceOf, escrowOf, postTransaction, walletOf } from '@/server/provider/domain/ledger';

let serial = 0;
const key = (what: string) => `test:${what}:${process.pid}:${Date.now()}:${++serial}`;

/** Sandbox money into a user's wallet. */
export async function fundWallet(db: Db, userId: number, cents: number): Promise<void> {
  await db.transaction((tx) =>
    postTransaction(tx, {
      key: key('deposit'),
      reason: MONEY_REASONS.deposit,
      reference: { type: 'deposit', id: 0 },
      legs: [
        { account: EXTERNAL, cents: -cents },
        { account: walletOf(userId), cents },
      ],
      sandbox: true,
    }),
  );
}

/** The catalyst's prize money held in the challenge's escrow (funded first, as publishing would need). */
export async function holdPrize(db: Db, challengeId: number, catalystId: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await fundWallet(db, catalystId, cents);
  await db.transaction((tx) =>
    postTransaction(tx, {
      key: key('prize'),
      reason: MONEY_REASONS.prizeEscrow,
      reference: { type: 'challenge', id: challengeId },
      legs: [
        { account: walletOf(catalystId), cents: -cents },
        { account: escrowOf(challengeId), cents },
      ],
    }),
  );
}

/** An entry fee paid by an idea's author into the challenge's escrow. */
export async function payFee(db: Db, challengeId: number, userId: number, cents: number, ideaId: number) {
  if (cents <= 0) return;
  await fundWallet(db, userId, cents);
  await db.transaction((tx) =>
    postTransaction(tx, {
      key: key('fee'),
      reason: MONEY_REASONS.ideaEntryFee,
      reference: { type: 'challenge', id: challengeId },
      legs: [
        { account: walletOf(userId), cents: -cents },
        { account: escrowOf(challengeId), cents },
      ],
      memo: `idea:${ideaId}`,
    }),
  );
}

export const walletBalance = (db: Db, userId: number) => balanceOf(db, walletOf(userId));
