// Demo tournaments: a current monthly olympiad of the main community (with last month's before
// it) and of two communities, all on the real cycle windows around `now`. Other communities run
// none, so their homes show the main community's tournament (spec 3 §7 fallback).
import { sql } from 'drizzle-orm';
import type { OlympiadCycle } from '@/lib/contracts/home';
import { cycleWindow, previousCycleWindow } from '@/lib/game/olympiads';
import { MONEY_REASONS } from '@/lib/payments';
import type { Tx } from '../client';
import { baseOlympiads, olympiads } from '../schema';
import { EXTERNAL, postTransaction, prizePoolOf } from '../../domain/ledger';

interface DemoOlympiad {
  platform: string;
  cycle: OlympiadCycle;
  /** A name that reads well with the cycle's dates appended. */
  name: string;
  prizeTotalCents: number;
}

/** $2,500 is the featured tournament prize of spec 3 §9. */
const CURRENT: DemoOlympiad[] = [
  { platform: 'nervus', cycle: 'monthly', name: 'Nervus Idea Olympiad', prizeTotalCents: 250_000 },
  { platform: 'business', cycle: 'monthly', name: 'Venture Forge Pitch Race', prizeTotalCents: 50_000 },
  { platform: 'innovators', cycle: 'weekly', name: 'Innovators Weekly Sprint', prizeTotalCents: 15_000 },
];
const PREVIOUS: DemoOlympiad[] = [
  { platform: 'nervus', cycle: 'monthly', name: 'Nervus Idea Olympiad', prizeTotalCents: 200_000 },
];

const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitle = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function title(demo: DemoOlympiad, start: Date): string {
  return demo.cycle === 'monthly'
    ? `${demo.name}, ${monthTitle.format(start)}`
    : `${demo.name}, week of ${dayTitle.format(start)}`;
}

export async function seedOlympiads(tx: Tx, now: Date, platformIds: Map<string, number>): Promise<void> {
  const platformOf = (demo: DemoOlympiad) => {
    const platformId = platformIds.get(demo.platform);
    if (platformId === undefined) throw new Error(`Demo seed: unknown community '${demo.platform}'`);
    return platformId;
  };
  // One base olympiad per community with a tournament: each cycle is created from it.
  const bases = await tx
    .insert(baseOlympiads)
    .values(
      CURRENT.map((demo) => ({
        platformId: platformOf(demo),
        title: demo.name,
        cycle: demo.cycle,
        races: [{ name: 'Idea Race', prize_cents: demo.prizeTotalCents }],
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: baseOlympiads.id, platformId: baseOlympiads.platformId });
  const baseOf = new Map(bases.map((b) => [b.platformId, b.id]));
  const row = (demo: DemoOlympiad, window: { start: Date; end: Date }, isCurrent: boolean) => {
    const platformId = platformOf(demo);
    return {
      platformId,
      baseOlympiadId: baseOf.get(platformId) ?? null,
      races: [{ name: 'Idea Race', prize_cents: demo.prizeTotalCents }],
      title: title(demo, window.start),
      cycle: demo.cycle,
      startTime: window.start,
      endTime: window.end,
      prizeTotalCents: demo.prizeTotalCents,
      isCurrent,
      createdAt: window.start,
      updatedAt: window.start,
    };
  };
  const inserted = await tx
    .insert(olympiads)
    .values([
      ...PREVIOUS.map((demo) => row(demo, previousCycleWindow(now, demo.cycle), false)),
      ...CURRENT.map((demo) => row(demo, cycleWindow(now, demo.cycle), true)),
    ])
    .returning({ id: olympiads.id, cents: olympiads.prizeTotalCents, start: olympiads.startTime });
  // The advertised prize is real (sandbox) money in each olympiad's prize pool account, as the
  // challenges' prize money is held in escrow (seed/money.ts).
  for (const o of inserted)
    if (o.cents > 0)
      await postTransaction(tx, {
        key: `seed:olympiad-pool:${o.id}`,
        reason: MONEY_REASONS.olympiadPool,
        reference: { type: 'olympiad', id: o.id },
        legs: [
          { account: EXTERNAL, cents: -o.cents },
          { account: prizePoolOf(o.id), cents: o.cents },
        ],
        sandbox: true,
        memo: 'Demo tournament prize pool',
        at: o.start,
      });
}

/**
 * The demo's directors, as the migration makes them from existing data (0034_director_sql): the
 * catalyst of each seeded first question directs its community; each tournament is hosted by its
 * community's first director.
 */
export async function seedDirectors(tx: Tx): Promise<void> {
  await tx.execute(sql`insert into directors (user_id, platform_id, challenge_id, created_at)
    select distinct on (c.catalyst_id) c.catalyst_id, c.platform_id, c.id, c.created_at
    from challenges c where c.state = 'published'
    order by c.catalyst_id, c.created_at, c.id
    on conflict do nothing`);
  await tx.execute(sql`update base_olympiads b set director_id = d.user_id
    from (select distinct on (platform_id) platform_id, user_id from directors order by platform_id, created_at, user_id) d
    where d.platform_id = b.platform_id and b.director_id is null`);
  await tx.execute(sql`update olympiads o set director_id = b.director_id
    from base_olympiads b where b.id = o.base_olympiad_id and o.director_id is null and o.state = 'open'`);
}
