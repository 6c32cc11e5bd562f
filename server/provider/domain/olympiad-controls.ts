// Admin and director controls of an olympiad (spec 3 §2.5 'Olympiad controls'; issue 17 §5):
// pause or resume (a paused olympiad does not close; resuming adds the paused time to its end),
// increase duration, schedule the next cycle now, allow profanity, close now.
import { eq } from 'drizzle-orm';
import type { OlympiadControl } from '@/lib/contracts/olympiads';
import { DIRECTOR_MESSAGES } from '@/lib/contracts/directors';
import type { Db } from '../db/client';
import { olympiads } from '../db/schema';
import { nextCycleValues } from './olympiad-base';
import { closeOlympiad, OLYMPIAD_MESSAGES, retryBoardLock } from './olympiad-closing';

type OlympiadRow = typeof olympiads.$inferSelect;

export type ControlOutcome = { ok: true } | { ok: false; status: 404 | 409; error: string };

export async function controlOlympiad(
  db: Db,
  id: number,
  control: OlympiadControl,
  now = new Date(),
): Promise<ControlOutcome> {
  if (control.action === 'close') {
    const closed = await closeOlympiad(db, id, now, { force: true });
    return closed ? { ok: true } : { ok: false, status: 409, error: OLYMPIAD_MESSAGES.notOpen };
  }
  return retryBoardLock(() => changeOlympiad(db, id, control, now));
}

async function changeOlympiad(
  db: Db,
  id: number,
  control: Exclude<OlympiadControl, { action: 'close' }>,
  now: Date,
): Promise<ControlOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(olympiads).where(eq(olympiads.id, id)).for('update');
    if (!row) return { ok: false, status: 404, error: OLYMPIAD_MESSAGES.notFound };
    if (row.state !== 'open' && control.action !== 'schedule-next')
      return { ok: false, status: 409, error: OLYMPIAD_MESSAGES.notOpen };
    const set = (values: Partial<OlympiadRow>) =>
      tx
        .update(olympiads)
        .set({ ...values, updatedAt: now })
        .where(eq(olympiads.id, id));
    switch (control.action) {
      case 'pause':
        if (!row.pausedAt) await set({ pausedAt: now });
        break;
      case 'resume':
        if (row.pausedAt)
          await set({
            pausedAt: null,
            endTime: new Date(row.endTime.getTime() + (now.getTime() - row.pausedAt.getTime())),
          });
        break;
      case 'extend':
        await set({ endTime: new Date(row.endTime.getTime() + control.days * 24 * 3600 * 1000) });
        break;
      case 'profanity':
        await set({ profanityAllowed: control.allowed });
        break;
      case 'schedule-next': {
        const values = await nextCycleValues(tx, row);
        if (!values) return { ok: false, status: 409, error: DIRECTOR_MESSAGES.stopped };
        await tx.insert(olympiads).values(values).onConflictDoNothing();
        break;
      }
    }
    return { ok: true };
  });
}
