// Feature flags (spec 1 §3) as the provider reads them when it guards an action.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { featureFlags } from '../db/schema';

export async function isFlagEnabled(db: Db, name: string): Promise<boolean> {
  const [row] = await db.select({ enabled: featureFlags.enabled }).from(featureFlags).where(eq(featureFlags.name, name)).limit(1);
  return row?.enabled ?? false;
}
