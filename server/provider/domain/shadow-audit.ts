// The shadow-mode audit trail (DESIGN.md, security posture): one append-only row per start, change
// request (made, or refused for want of the confirmation) and stop. Rows are never updated or
// deleted (the table's trigger refuses it).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shadowAudit } from '../db/schema';

export type ShadowAuditAction = 'start' | 'mutation' | 'refused' | 'stop';

export interface ShadowAuditEntry {
  adminId: number;
  userId: number;
  action: ShadowAuditAction;
  method: string;
  path: string;
  status: number;
}

export async function recordShadowAction(db: Db, entry: ShadowAuditEntry, now = new Date()): Promise<void> {
  await db.insert(shadowAudit).values({ ...entry, path: entry.path.slice(0, 500), createdAt: now });
}

/** What an admin did in shadow mode, oldest first. */
export async function shadowActionsOf(db: Db, adminId: number) {
  return db.select().from(shadowAudit).where(eq(shadowAudit.adminId, adminId)).orderBy(asc(shadowAudit.id));
}
