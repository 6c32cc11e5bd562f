// The audit log (issue 21; DESIGN.md, security posture): one append-only row per admin or
// ambassador action and per shadow-session event, with the actor, the target, the action, the time
// and the request id. The table's trigger refuses UPDATE, DELETE and TRUNCATE (0034_admin_sql).
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditQuery } from '@/lib/contracts/admin';
import type { Db, Tx } from '../db/client';
import { auditLog, users } from '../db/schema';

export const AUDIT_PAGE = 200;

export interface AuditRecord {
  actorId: number;
  shadowedUserId?: number | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  platformId?: number | null;
  requestId: string;
  method?: string | null;
  path?: string | null;
  status?: number | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db | Tx, entry: AuditRecord, now = new Date()): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    path: entry.path?.slice(0, 500) ?? null,
    details: entry.details ?? {},
    createdAt: now,
  });
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

/** The newest rows first, filtered by actor screen name, action, target type and days (UTC). */
export async function listAudit(db: Db, query: AuditQuery, platformId: number | null = null): Promise<AuditEntry[]> {
  const actor = alias(users, 'actor');
  const shadowed = alias(users, 'shadowed');
  const where: SQL[] = [];
  if (query.actor) where.push(sql`lower(${actor.screenName}) = ${query.actor.toLowerCase()}`);
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.target) where.push(eq(auditLog.targetType, query.target));
  if (query.from) where.push(gte(auditLog.createdAt, dayStart(query.from)));
  if (query.to) where.push(lt(auditLog.createdAt, nextDay(query.to)));
  if (platformId !== null) where.push(eq(auditLog.platformId, platformId));
  const rows = await db
    .select({
      id: auditLog.id,
      actor: actor.screenName,
      shadowed: shadowed.screenName,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      requestId: auditLog.requestId,
      method: auditLog.method,
      path: auditLog.path,
      status: auditLog.status,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(shadowed, eq(shadowed.id, auditLog.shadowedUserId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE);
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor,
    shadowed: r.shadowed,
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    request_id: r.requestId,
    method: r.method,
    path: r.path,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  }));
}
