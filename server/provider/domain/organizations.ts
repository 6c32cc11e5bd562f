// Organizations and their membership (spec 3 §2.10, spec 1 §4). Rules:
// - the creator is the owner; an organization always keeps exactly one owner: the owner cannot
//   leave, be removed or lose admin rights, and hands ownership on (becoming an admin) instead;
// - admins (and the owner) invite, answer requests, remove members and edit the organization; only
//   the owner grants or takes back admin rights and grants ownership;
// - a person joins an open organization, asks to join one that accepts requests, and answers an
//   invitation to any; the invitee answers an invitation, an admin answers a request.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FieldError } from '@/lib/contracts/errors';
import {
  ORGANIZATION_TEXTS as T,
  type MembershipAction,
  type MyOrganizations,
  type OrganizationCreate,
  type OrganizationDetail,
  type OrganizationRole,
  type OrganizationSummary,
  type OrganizationUpdate,
} from '@/lib/contracts/organizations';
import type { Db, Tx } from '../db/client';
import { organizationMembers, organizationPending, organizations, users } from '../db/schema';
import { toPersonSummary } from './mappers';
import { kebabSlug } from './slugs';
import { findUserByScreenName } from './users';

type OrganizationRow = typeof organizations.$inferSelect;
export type Refusal = { ok: false; status: 403 | 404 | 409 | 422; errors: FieldError[] };
export type OrganizationResult = { ok: true; organization: OrganizationDetail } | Refusal;

const refuse = (status: Refusal['status'], error: string, field = '*'): Refusal => ({
  ok: false,
  status,
  errors: [{ field, error }],
});

const isAdmin = (role: OrganizationRole | null) => role === 'owner' || role === 'admin';

async function memberCounts(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: organizationMembers.organizationId, n: count() })
    .from(organizationMembers)
    .where(inArray(organizationMembers.organizationId, ids))
    .groupBy(organizationMembers.organizationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

function toSummary(row: OrganizationRow, members: number): OrganizationSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    invite_type: row.inviteType as OrganizationSummary['invite_type'],
    member_count: members,
  };
}

export async function summaries(db: Db | Tx, rows: OrganizationRow[]): Promise<OrganizationSummary[]> {
  const counts = await memberCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, counts.get(r.id) ?? 0));
}

async function findOrganization(db: Db | Tx, key: number | string): Promise<OrganizationRow | null> {
  const where = typeof key === 'number' ? eq(organizations.id, key) : eq(organizations.slug, key.trim().toLowerCase());
  const [row] = await db.select().from(organizations).where(where).limit(1);
  return row ?? null;
}

async function roleOf(db: Db | Tx, organizationId: number, userId: number): Promise<OrganizationRole | null> {
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
    .limit(1);
  return (row?.role as OrganizationRole | undefined) ?? null;
}

/** The organization page as `viewerId` (null: signed out) may see it. */
export async function organizationDetail(
  db: Db | Tx,
  key: number | string,
  viewerId: number | null,
): Promise<OrganizationDetail | null> {
  const row = await findOrganization(db, key);
  if (!row) return null;
  const members = await db
    .select({ user: users, role: organizationMembers.role, joinedAt: organizationMembers.joinedAt })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, row.id))
    .orderBy(
      sql`case ${organizationMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(organizationMembers.joinedAt),
    );
  const pending = await db
    .select({ p: organizationPending, user: users })
    .from(organizationPending)
    .innerJoin(users, eq(users.id, organizationPending.userId))
    .where(eq(organizationPending.organizationId, row.id))
    .orderBy(asc(organizationPending.createdAt), asc(organizationPending.id));
  const role = (members.find((m) => m.user.id === viewerId)?.role as OrganizationRole | undefined) ?? null;
  const own = pending.find((p) => p.user.id === viewerId);
  return {
    ...toSummary(row, members.length),
    members: members.map((m) => ({
      user: toPersonSummary(m.user),
      role: m.role as OrganizationRole,
      joined_at: m.joinedAt.toISOString(),
    })),
    pending: isAdmin(role)
      ? pending.map(({ p, user }) => ({
          id: p.id,
          kind: p.kind as 'invitation' | 'request',
          user: toPersonSummary(user),
          created_at: p.createdAt.toISOString(),
        }))
      : [],
    viewer: { role, pending: own ? { id: own.p.id, kind: own.p.kind as 'invitation' | 'request' } : null },
  };
}

async function freeSlug(db: Db | Tx, name: string): Promise<string> {
  // 'me' is GET /social/organizations/me, and a number would read as an id.
  const kebab = kebabSlug(name, 60);
  const base = kebab === 'me' || /^\d+$/.test(kebab) ? `${kebab}-organization` : kebab;
  const taken = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(sql`${organizations.slug} = ${base} or ${organizations.slug} like ${`${base}-%`}`);
  const set = new Set(taken.map((t) => t.slug));
  let slug = base;
  for (let n = 2; set.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export async function createOrganization(db: Db, userId: number, input: OrganizationCreate) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizations)
      .values({
        slug: await freeSlug(tx, input.name),
        name: input.name,
        description: input.description,
        inviteType: input.invite_type,
      })
      .returning();
    await tx.insert(organizationMembers).values({ organizationId: row.id, userId, role: 'owner' });
    return (await organizationDetail(tx, row.id, userId))!;
  });
}

export async function updateOrganization(
  db: Db,
  userId: number,
  id: number,
  input: OrganizationUpdate,
): Promise<OrganizationResult> {
  const row = await findOrganization(db, id);
  if (!row) return refuse(404, T.notFound);
  if (!isAdmin(await roleOf(db, id, userId))) return refuse(403, T.adminsOnly);
  await db
    .update(organizations)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.invite_type !== undefined && { inviteType: input.invite_type }),
      updatedAt: new Date(),
    })
    .where(eq(organizations.id, id));
  return { ok: true, organization: (await organizationDetail(db, id, userId))! };
}

export async function myOrganizations(db: Db, userId: number): Promise<MyOrganizations> {
  const memberships = await db
    .select({ org: organizations, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.name));
  const pending = await db
    .select({ id: organizationPending.id, kind: organizationPending.kind, org: organizations })
    .from(organizationPending)
    .innerJoin(organizations, eq(organizations.id, organizationPending.organizationId))
    .where(eq(organizationPending.userId, userId))
    .orderBy(asc(organizationPending.createdAt));
  const all = await summaries(db, [...memberships.map((m) => m.org), ...pending.map((p) => p.org)]);
  const byId = new Map(all.map((s) => [s.id, s]));
  return {
    memberships: memberships.map((m) => ({ organization: byId.get(m.org.id)!, role: m.role as OrganizationRole })),
    invitations: pending
      .filter((p) => p.kind === 'invitation')
      .map((p) => ({ id: p.id, organization: byId.get(p.org.id)! })),
    requests: pending.filter((p) => p.kind === 'request').map((p) => ({ id: p.id, organization: byId.get(p.org.id)! })),
  };
}

/** One membership action by `actorId` on organization `id`, in one transaction. */
export async function membershipAction(
  db: Db,
  actorId: number,
  id: number,
  action: MembershipAction,
): Promise<OrganizationResult> {
  const result = await db.transaction(async (tx): Promise<Refusal | null> => {
    // Serialises actions on one organization, so two owners' moves cannot both pass their checks.
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update').limit(1);
    if (!org) return refuse(404, T.notFound);
    const actorRole = await roleOf(tx, id, actorId);
    return applyAction(tx, org, actorId, actorRole, action);
  });
  if (result) return result;
  return { ok: true, organization: (await organizationDetail(db, id, actorId))! };
}

async function addMember(tx: Tx, organizationId: number, userId: number) {
  await tx
    .delete(organizationPending)
    .where(and(eq(organizationPending.organizationId, organizationId), eq(organizationPending.userId, userId)));
  await tx.insert(organizationMembers).values({ organizationId, userId, role: 'member' }).onConflictDoNothing();
}

async function setRole(tx: Tx, organizationId: number, userId: number, role: OrganizationRole) {
  await tx
    .update(organizationMembers)
    .set({ role })
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
}

async function pendingFor(tx: Tx, organizationId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(organizationPending)
    .where(and(eq(organizationPending.organizationId, organizationId), eq(organizationPending.userId, userId)))
    .limit(1);
  return row ?? null;
}

async function applyAction(
  tx: Tx,
  org: OrganizationRow,
  actorId: number,
  actorRole: OrganizationRole | null,
  action: MembershipAction,
): Promise<Refusal | null> {
  switch (action.action) {
    case 'invite': {
      if (!isAdmin(actorRole)) return refuse(403, T.adminsOnly);
      const invitee = await findUserByScreenName(tx, action.screen_name);
      if (!invitee) return refuse(422, T.noSuchUser, 'screen_name');
      if (await roleOf(tx, org.id, invitee.id)) return refuse(409, T.alreadyMember, 'screen_name');
      const existing = await pendingFor(tx, org.id, invitee.id);
      // Inviting somebody who asked to join is accepting them.
      if (existing?.kind === 'request') return addMember(tx, org.id, invitee.id).then(() => null);
      if (existing) return refuse(409, T.alreadyPending, 'screen_name');
      await tx
        .insert(organizationPending)
        .values({ organizationId: org.id, userId: invitee.id, kind: 'invitation', invitedById: actorId });
      return null;
    }
    case 'request':
    case 'join': {
      if (actorRole) return refuse(409, T.alreadyMember);
      const existing = await pendingFor(tx, org.id, actorId);
      // Joining with an invitation in hand is accepting it, whatever the organization's policy.
      if (existing?.kind === 'invitation') return addMember(tx, org.id, actorId).then(() => null);
      if (org.inviteType === 'invite') return refuse(403, T.inviteOnly);
      if (org.inviteType === 'open') return addMember(tx, org.id, actorId).then(() => null);
      if (action.action === 'join') return refuse(403, T.requestFirst);
      if (existing) return refuse(409, T.alreadyPending);
      await tx.insert(organizationPending).values({ organizationId: org.id, userId: actorId, kind: 'request' });
      return null;
    }
    case 'leave': {
      if (!actorRole) return refuse(409, T.notMember);
      if (actorRole === 'owner') return refuse(409, T.lastOwner);
      await tx
        .delete(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.userId, actorId)));
      return null;
    }
    case 'kick': {
      if (!isAdmin(actorRole)) return refuse(403, T.adminsOnly);
      const target = await roleOf(tx, org.id, action.user_id);
      if (!target) return refuse(404, T.notMember, 'user_id');
      if (target === 'owner') return refuse(409, T.ownerStays, 'user_id');
      // An admin removes members; removing another admin is the owner's call.
      if (target === 'admin' && actorRole !== 'owner') return refuse(403, T.ownerOnly);
      await tx
        .delete(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, org.id), eq(organizationMembers.userId, action.user_id)));
      return null;
    }
    case 'grant-admin':
    case 'revoke-admin':
    case 'grant-ownership': {
      if (actorRole !== 'owner') return refuse(403, T.ownerOnly);
      const target = await roleOf(tx, org.id, action.user_id);
      if (!target) return refuse(404, T.notMember, 'user_id');
      if (target === 'owner') return refuse(409, T.ownerStays, 'user_id');
      if (action.action === 'grant-ownership') {
        // Demote first: the one-owner index would refuse two owners for an instant.
        await setRole(tx, org.id, actorId, 'admin');
        await setRole(tx, org.id, action.user_id, 'owner');
      } else {
        await setRole(tx, org.id, action.user_id, action.action === 'grant-admin' ? 'admin' : 'member');
      }
      return null;
    }
    case 'respond': {
      const [pending] = await tx
        .select()
        .from(organizationPending)
        .where(and(eq(organizationPending.id, action.pending_id), eq(organizationPending.organizationId, org.id)))
        .limit(1);
      if (!pending) return refuse(404, T.noInvitation);
      // The invitee answers an invitation and an admin a request; either side may withdraw or decline.
      const answerer = pending.kind === 'invitation' ? pending.userId === actorId : isAdmin(actorRole);
      const other = pending.kind === 'invitation' ? isAdmin(actorRole) : pending.userId === actorId;
      if (!answerer && !(other && !action.accept)) return refuse(403, T.adminsOnly);
      if (action.accept) await addMember(tx, org.id, pending.userId);
      else await tx.delete(organizationPending).where(eq(organizationPending.id, pending.id));
      return null;
    }
  }
}
