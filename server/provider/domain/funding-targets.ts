// What a patron's money reaches (spec 3 §1: users, challenges, platforms or categories; our rules,
// the spec names only the targets):
// - a user: their wallet;
// - a challenge: its escrow, so it joins the prize money shared at closing (open challenges only);
// - a platform (community): the prize pool of its current tournament;
// - a category: shared equally among the escrows of the category's open challenges at the moment
//   of the charge (largest remainder for the odd cents), raising each one's prize money.
import { and, eq, gt, inArray } from 'drizzle-orm';
import { splitCents } from '@/lib/challenges/closing';
import type { FundingTargetType } from '@/lib/contracts/wallet';
import { PAYMENT_MESSAGES } from '@/lib/payments';
import type { Db, Tx } from '../db/client';
import { categories, challenges, fundings, olympiads, platforms, users } from '../db/schema';
import { notMarkedClosed } from './challenge-filters';
import { escrowOf, prizePoolOf, walletOf, type Leg } from './ledger';

export interface ResolvedTarget {
  /** Whom the legs pay, for `cents` (they sum to +cents). */
  legs(cents: number): Leg[];
  platformId: number | null;
  /** The tournament whose prize total grows (platform funding). */
  olympiadId: number | null;
  /** The user funded, when it is a user (a patron cannot fund themself). */
  userId: number | null;
}

const openNow = (now: Date) =>
  and(eq(challenges.state, 'published'), notMarkedClosed(), gt(challenges.durationEnd, now));

/** The accounts a funding pays now, or the reason it cannot. The stored target is an id or slug. */
export async function resolveFundingTarget(
  tx: Db | Tx,
  type: FundingTargetType,
  target: string,
  now: Date,
): Promise<ResolvedTarget | { error: string }> {
  if (type === 'user') {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(/^\d+$/.test(target) ? eq(users.id, Number(target)) : eq(users.screenName, target));
    if (!user) return { error: PAYMENT_MESSAGES.fundingTargetMissing };
    return {
      legs: (cents) => [{ account: walletOf(user.id), cents }],
      platformId: null,
      olympiadId: null,
      userId: user.id,
    };
  }
  if (type === 'challenge') {
    const [row] = await tx
      .select({ id: challenges.id, platformId: challenges.platformId })
      .from(challenges)
      .where(and(/^\d+$/.test(target) ? eq(challenges.id, Number(target)) : eq(challenges.slug, target)));
    if (!row) return { error: PAYMENT_MESSAGES.fundingTargetMissing };
    // FOR SHARE: a closing (which locks the row FOR UPDATE) either ran before, and the challenge
    // reads closed here, or waits until this money is in the escrow it shares out.
    const [open] = await tx
      .select({ id: challenges.id })
      .from(challenges)
      .where(and(eq(challenges.id, row.id), openNow(now)))
      .for('share');
    if (!open) return { error: PAYMENT_MESSAGES.challengeClosed };
    return {
      legs: (cents) => [{ account: escrowOf(row.id), cents }],
      platformId: row.platformId,
      olympiadId: null,
      userId: null,
    };
  }
  if (type === 'platform') {
    const [platform] = await tx
      .select({ id: platforms.id })
      .from(platforms)
      .where(/^\d+$/.test(target) ? eq(platforms.id, Number(target)) : eq(platforms.slug, target));
    if (!platform) return { error: PAYMENT_MESSAGES.fundingTargetMissing };
    const [current] = await tx
      .select({ id: olympiads.id })
      .from(olympiads)
      .where(and(eq(olympiads.platformId, platform.id), eq(olympiads.isCurrent, true)));
    if (!current) return { error: PAYMENT_MESSAGES.noTournament };
    return {
      legs: (cents) => [{ account: prizePoolOf(current.id), cents }],
      platformId: platform.id,
      olympiadId: current.id,
      userId: null,
    };
  }
  const [category] = await tx
    .select({ id: categories.id, platformId: categories.platformId })
    .from(categories)
    .where(/^\d+$/.test(target) ? eq(categories.id, Number(target)) : eq(categories.slug, target));
  if (!category) return { error: PAYMENT_MESSAGES.fundingTargetMissing };
  const open = await tx
    .select({ id: challenges.id })
    .from(challenges)
    .where(and(eq(challenges.mainCategoryId, category.id), openNow(now)))
    .orderBy(challenges.id)
    .for('share');
  if (!open.length) return { error: PAYMENT_MESSAGES.noOpenChallenges };
  return {
    legs: (cents) =>
      splitCents(
        cents,
        open.map(() => 1),
      ).map((share, i) => ({ account: escrowOf(open[i].id), cents: share })),
    platformId: category.platformId,
    olympiadId: null,
    userId: null,
  };
}

type FundingRow = typeof fundings.$inferSelect;

/** How the wallet page names each funding's target, with a link where there is a page. */
export async function fundingTargetLabels(
  db: Db | Tx,
  rows: readonly FundingRow[],
): Promise<Map<number, { label: string; href: string | null }>> {
  const ids = (type: FundingTargetType) => rows.filter((r) => r.targetType === type).map((r) => Number(r.target));
  const [userRows, challengeRows, platformRows, categoryRows] = await Promise.all([
    ids('user').length
      ? db
          .select({ id: users.id, name: users.screenName })
          .from(users)
          .where(inArray(users.id, ids('user')))
      : [],
    ids('challenge').length
      ? db
          .select({ id: challenges.id, slug: challenges.slug, title: challenges.questionTitle })
          .from(challenges)
          .where(inArray(challenges.id, ids('challenge')))
      : [],
    ids('platform').length
      ? db
          .select({ id: platforms.id, slug: platforms.slug })
          .from(platforms)
          .where(inArray(platforms.id, ids('platform')))
      : [],
    ids('category').length
      ? db
          .select({ id: categories.id, name: categories.name, slug: categories.slug })
          .from(categories)
          .where(inArray(categories.id, ids('category')))
      : [],
  ]);
  const out = new Map<number, { label: string; href: string | null }>();
  for (const row of rows) {
    const id = Number(row.target);
    if (row.targetType === 'user') {
      const user = userRows.find((u) => u.id === id);
      out.set(row.id, { label: user ? `@${user.name}` : 'a player', href: user ? `/${user.name}` : null });
    } else if (row.targetType === 'challenge') {
      const c = challengeRows.find((x) => x.id === id);
      out.set(row.id, { label: c?.title ?? 'a challenge', href: c ? `/challenges/${c.slug}` : null });
    } else if (row.targetType === 'platform') {
      const p = platformRows.find((x) => x.id === id);
      out.set(row.id, { label: p ? `the ${p.slug} community's tournament` : 'a community', href: null });
    } else {
      const c = categoryRows.find((x) => x.id === id);
      out.set(row.id, { label: c ? `${c.name} challenges` : 'a category', href: null });
    }
  }
  return out;
}

/** The id a funding stores for its target (ids rather than names: names can change). */
export async function targetId(tx: Db | Tx, type: FundingTargetType, target: string): Promise<number | null> {
  const byId = /^\d+$/.test(target);
  const table = { user: users, challenge: challenges, platform: platforms, category: categories }[type];
  const column =
    type === 'user'
      ? users.screenName
      : type === 'challenge'
        ? challenges.slug
        : type === 'platform'
          ? platforms.slug
          : categories.slug;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(byId ? eq(table.id, Number(target)) : eq(column, target));
  return row?.id ?? null;
}
