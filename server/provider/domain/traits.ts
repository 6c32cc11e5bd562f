// Analytics events (spec 1 §7 'nerves/trait'), stored as sent: by fingerprint for anonymous
// visitors, by user id too for signed-in ones.
import type { TraitInput } from '@/lib/contracts/trait';
import type { Db } from '../db/client';
import { traits } from '../db/schema';

export async function recordTrait(
  db: Db,
  who: { userId: number | null; fingerprint: string | null },
  input: TraitInput,
): Promise<void> {
  await db.insert(traits).values({
    userId: who.userId,
    fingerprint: who.fingerprint,
    type: input.type,
    event: input.event,
    context: input.context ?? {},
    properties: input.properties ?? {},
    sentAt: input.sent_at === undefined ? null : new Date(input.sent_at),
  });
}
