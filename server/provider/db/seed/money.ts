// Demo money (issue 16 §2): every demo player starts with a sandbox balance, catalysts also with
// their prizes' money, so every money flow can be tried after `npm start`. The challenges' prize
// money is then held in escrow at publishing and each fee challenge's ideas pay their fee, through
// the same ledger calls the product uses; closing (seed/challenges.ts) then shares it out.
import { MONEY_REASONS, DEMO_WALLET_CENTS } from '@/lib/payments';
import type { Tx } from '../client';
import { EXTERNAL, escrowOf, postTransaction, walletOf, type Leg } from '../../domain/ledger';
import { holdPrizeMoney } from '../../domain/prize-money';

interface SeedChallenge {
  id: number;
  catalystId: number;
  prizeMoneyCents: number;
  feeCents: number;
  start: Date;
}
interface SeedIdea {
  id: number;
  challengeId: number;
  authorId: number;
  createdAt: Date;
}

export async function seedMoney(
  tx: Tx,
  {
    userIds,
    challenges,
    ideas,
    since,
  }: { userIds: number[]; challenges: SeedChallenge[]; ideas: SeedIdea[]; since: Date },
): Promise<void> {
  const prizesOf = new Map<number, number>();
  for (const c of challenges) prizesOf.set(c.catalystId, (prizesOf.get(c.catalystId) ?? 0) + c.prizeMoneyCents);
  const feeOf = new Map(challenges.map((c) => [c.id, c.feeCents]));
  const feesOf = new Map<number, number>();
  for (const idea of ideas)
    feesOf.set(idea.authorId, (feesOf.get(idea.authorId) ?? 0) + (feeOf.get(idea.challengeId) ?? 0));
  const grants: Leg[] = userIds.map((id) => ({
    account: walletOf(id),
    cents: DEMO_WALLET_CENTS + (prizesOf.get(id) ?? 0) + (feesOf.get(id) ?? 0),
  }));
  const total = grants.reduce((sum, leg) => sum + leg.cents, 0);
  await postTransaction(tx, {
    key: 'seed:demo-grant',
    reason: MONEY_REASONS.demoGrant,
    reference: { type: 'deposit', id: 0 },
    legs: [{ account: EXTERNAL, cents: -total }, ...grants],
    sandbox: true,
    memo: 'Demo starting balance',
    at: since,
  });
  for (const c of challenges)
    if (c.prizeMoneyCents > 0)
      await holdPrizeMoney(tx, {
        challengeId: c.id,
        catalystId: c.catalystId,
        totalCents: c.prizeMoneyCents,
        at: c.start,
      });
  for (const idea of ideas) {
    const fee = feeOf.get(idea.challengeId) ?? 0;
    if (fee > 0)
      await postTransaction(tx, {
        key: `seed:idea-fee:${idea.id}`,
        reason: MONEY_REASONS.ideaEntryFee,
        reference: { type: 'challenge', id: idea.challengeId },
        legs: [
          { account: walletOf(idea.authorId), cents: -fee },
          { account: escrowOf(idea.challengeId), cents: fee },
        ],
        sandbox: true,
        memo: `idea:${idea.id}`,
        at: idea.createdAt,
      });
  }
}
