// The shadow-mode audit trail (DESIGN.md, security posture): one append-only row per start, change
// request (made, or refused for want of the confirmation) and stop, in shadow_audit and in the
// general audit log (domain/audit.ts) that the admin audit page reads. Rows are never updated or
// deleted (both tables' triggers refuse it).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shadowAudit } from '../db/schema';
import { recordAudit } from './audit';

export type ShadowAuditAction = 'start' | 'mutation' | 'refused' | 'stop';

export interface ShadowAuditEntry {
  adminId: number;
  userId: number;
  action: ShadowAuditAction;
  method: string;
  path: string;
  status: number;
  /** The provider request's id (X-Request-Id), shared with the logs. */
  requestId: string;
}

export async function recordShadowAction(db: Db, entry: ShadowAuditEntry, now = new Date()): Promise<void> {
  const { requestId, ...row } = entry;
  await db.transaction(async (tx) => {
    await tx.insert(shadowAudit).values({ ...row, path: row.path.slice(0, 500), createdAt: now });
    await recordAudit(
      tx,
      {
        actorId: entry.adminId,
        shadowedUserId: entry.userId,
        action: `shadow.${entry.action}`,
        targetType: 'user',
        targetId: entry.userId,
        requestId,
        method: entry.method,
        path: entry.path,
        status: entry.status,
      },
      now,
    );
  });
}

/** What an admin did in shadow mode, oldest first. */
export async function shadowActionsOf(db: Db, adminId: number) {
  return db.select().from(shadowAudit).where(eq(shadowAudit.adminId, adminId)).orderBy(asc(shadowAudit.id));
}
