// Staff lists (spec 1 §7 GET /me/staffs, /users/{id}/staff, /users/{id}/staffs, /platforms/{id}/staff;
// lib/contracts/staff.ts says what 'staff' means). Read-only views of what decides who runs a
// community: platforms.owner_id, users.platform_ambassador with home_platform_id (staff.ts) and
// users.global_admin. Deleted and suspended accounts are nobody's staff.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { PlatformStaff, StaffPositions, StaffRole, UserStaff } from '@/lib/contracts/staff';
import type { Db } from '../db/client';
import { platforms, users } from '../db/schema';
import { toPersonSummary } from './mappers';
import { findPlatform, type PlatformRow } from './platforms';
import type { UserRow } from './users';

const ref = (p: PlatformRow) => ({ id: p.id, slug: p.slug, title: p.title });
const active = and(isNull(users.deletedAt), isNull(users.suspendedAt));
const ROLE_ORDER: Record<StaffRole, number> = { owner: 0, ambassador: 1, admin: 2 };

/** A live community by id, slug or subdomain. */
export async function findPlatformByKey(db: Db, key: string): Promise<PlatformRow | null> {
  if (/^\d{1,9}$/.test(key)) {
    const [row] = await db
      .select()
      .from(platforms)
      .where(and(eq(platforms.id, Number(key)), isNull(platforms.deletedAt)))
      .limit(1);
    if (row) return row;
  }
  return findPlatform(db, key);
}

export async function platformStaff(db: Db, platform: PlatformRow): Promise<PlatformStaff> {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        active,
        or(
          eq(users.globalAdmin, true),
          and(eq(users.platformAmbassador, true), eq(users.homePlatformId, platform.id)),
          platform.ownerId === null ? undefined : eq(users.id, platform.ownerId),
        ),
      ),
    )
    .orderBy(asc(users.screenName));
  const roleOf = (u: UserRow): StaffRole =>
    u.id === platform.ownerId
      ? 'owner'
      : u.platformAmbassador && u.homePlatformId === platform.id
        ? 'ambassador'
        : 'admin';
  const staff = rows
    .map((u) => ({ user: toPersonSummary(u), role: roleOf(u) }))
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  return { platform: ref(platform), staff };
}

export function userStaff(user: UserRow): UserStaff {
  const counts = !user.suspendedAt;
  const ambassador = counts && user.platformAmbassador && user.homePlatformId !== null;
  const admin = counts && user.globalAdmin;
  return { user_id: user.id, staff: admin || ambassador, global_admin: admin, platform_ambassador: ambassador };
}

/** The communities `user` owns or is ambassador of (owned first), and whether they are a global admin. */
export async function staffPositions(db: Db, user: UserRow): Promise<StaffPositions> {
  if (user.suspendedAt) return { global_admin: false, positions: [] };
  const rows = await db
    .select()
    .from(platforms)
    .where(
      and(
        isNull(platforms.deletedAt),
        or(
          eq(platforms.ownerId, user.id),
          user.platformAmbassador && user.homePlatformId !== null ? eq(platforms.id, user.homePlatformId) : undefined,
        ),
      ),
    )
    .orderBy(asc(platforms.title));
  const positions = rows
    .map((p) => ({ platform: ref(p), role: p.ownerId === user.id ? ('owner' as const) : ('ambassador' as const) }))
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  return { global_admin: user.globalAdmin, positions };
}
