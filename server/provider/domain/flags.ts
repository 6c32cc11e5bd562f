// Feature flags (spec 1 §3): the list GET /flags serves, and the reads that guard an action. A
// flag has a global state and, per community, an optional override of its state and variant
// values (feature_flag_overrides; issue 21 §6).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Flag } from '@/lib/contracts/flags';
import type { Db } from '../db/client';
import { featureFlagOverrides, featureFlags } from '../db/schema';
import { toFlag } from './mappers';
import { findPlatform } from './platforms';

type Override = typeof featureFlagOverrides.$inferSelect;

function applyOverride(flag: Flag, override: Override | undefined): Flag {
  if (!override) return { ...flag, overridden: false };
  return {
    name: flag.name,
    enabled: override.enabled,
    variants: flag.variants.map((v) => (v.name in override.variants ? { ...v, value: override.variants[v.name] } : v)),
    overridden: true,
  };
}

/**
 * Every flag with its variants, by name (GET /flags). With a community: as that community runs
 * them; an unknown community reads the global states.
 */
export async function listFlags(db: Db, platformSlug?: string): Promise<Flag[]> {
  const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.name));
  const flags = rows.map(toFlag);
  const platform = platformSlug ? await findPlatform(db, platformSlug) : null;
  if (!platform) return flags;
  const overrides = await db
    .select()
    .from(featureFlagOverrides)
    .where(eq(featureFlagOverrides.platformId, platform.id));
  const byName = new Map(overrides.map((o) => [o.flagName, o]));
  return flags.map((flag) => applyOverride(flag, byName.get(flag.name)));
}

/** Is the flag on, globally or (with a community id) as that community runs it? */
export async function isFlagEnabled(db: Db, name: string, platformId?: number | null): Promise<boolean> {
  if (platformId) {
    const [override] = await db
      .select({ enabled: featureFlagOverrides.enabled })
      .from(featureFlagOverrides)
      .where(and(eq(featureFlagOverrides.flagName, name), eq(featureFlagOverrides.platformId, platformId)));
    if (override) return override.enabled;
  }
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

/**
 * An admin switches a flag on or off and, optionally, sets its variants' values (issue 21 §6);
 * unknown variant names are refused so the payload shape stays the seed's. Null: no such flag.
 */
export async function switchFlag(
  db: Db,
  name: string,
  change: { enabled: boolean; variants?: Record<string, string>; platform?: string; inherit?: boolean },
  actorId: number | null = null,
): Promise<Flag | 'no-platform' | null> {
  const [row] = await db.select().from(featureFlags).where(eq(featureFlags.name, name));
  if (!row) return null;
  if (change.platform) {
    const platform = await findPlatform(db, change.platform);
    if (!platform) return 'no-platform';
    const where = and(eq(featureFlagOverrides.flagName, name), eq(featureFlagOverrides.platformId, platform.id));
    if (change.inherit) {
      await db.delete(featureFlagOverrides).where(where);
      return applyOverride(toFlag(row), undefined);
    }
    const known = new Set(row.variants.map((v) => v.name));
    const variants = Object.fromEntries(Object.entries(change.variants ?? {}).filter(([key]) => known.has(key)));
    const [saved] = await db
      .insert(featureFlagOverrides)
      .values({ flagName: name, platformId: platform.id, enabled: change.enabled, variants, updatedBy: actorId })
      .onConflictDoUpdate({
        target: [featureFlagOverrides.flagName, featureFlagOverrides.platformId],
        set: { enabled: change.enabled, variants, updatedBy: actorId, updatedAt: new Date() },
      })
      .returning();
    return applyOverride(toFlag(row), saved);
  }
  const variants = row.variants.map((variant) =>
    change.variants && variant.name in change.variants ? { ...variant, value: change.variants[variant.name] } : variant,
  );
  const [updated] = await db
    .update(featureFlags)
    .set({ enabled: change.enabled, variants })
    .where(eq(featureFlags.name, name))
    .returning();
  return toFlag(updated);
}
