// Demo tournaments: a current monthly olympiad of the main community (with last month's before
// it) and of two communities, all on the real cycle windows around `now`. Other communities run
// none, so their homes show the main community's tournament (spec 3 §7 fallback).
import type { OlympiadCycle } from '@/lib/contracts/home';
import { cycleWindow, previousCycleWindow } from '@/lib/game/olympiads';
import { MONEY_REASONS } from '@/lib/payments';
import type { Tx } from '../client';
import { olympiads } from '../schema';
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
  const row = (demo: DemoOlympiad, window: { start: Date; end: Date }, isCurrent: boolean) => {
    const platformId = platformIds.get(demo.platform);
    if (platformId === undefined) throw new Error(`Demo seed: unknown community '${demo.platform}'`);
    return {
      platformId,
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
