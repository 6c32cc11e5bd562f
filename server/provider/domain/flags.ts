// Feature flags (spec 1 §3): the list GET /flags serves, and the reads that guard an action.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Flag } from '@/lib/contracts/flags';
import type { Db } from '../db/client';
import { featureFlags } from '../db/schema';
import { toFlag } from './mappers';

/** Every flag with its variants, by name (GET /flags). */
export async function listFlags(db: Db): Promise<Flag[]> {
  const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.name));
  return rows.map(toFlag);
}

export async function isFlagEnabled(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(eq(featureFlags.name, name))
    .limit(1);
  return row?.enabled ?? false;
}

/**
 * Switches flags on (ENABLE_FLAGS at provider start: the developer assistant for a demo). Known
 * flags only, so a typo does not invent one; returns the names that were switched on.
 */
export async function enableFlags(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .update(featureFlags)
    .set({ enabled: true })
    .where(inArray(featureFlags.name, names))
    .returning({ name: featureFlags.name });
  return rows.map((r) => r.name);
}
