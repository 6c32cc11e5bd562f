// The money audit trail (issue 16 §8): who asked for which money change, when, and the answer.
// Append-only (migration money_sql); admins read it on the payments page.
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { moneyAudit } from '../db/schema';

export interface MoneyAuditEntry {
  userId: number | null;
  shadowAdminId: number | null;
  action: string;
  status: number;
  detail: Record<string, unknown>;
}

export async function recordMoneyAudit(db: Db, entry: MoneyAuditEntry): Promise<void> {
  await db.insert(moneyAudit).values(entry);
}

export async function recentMoneyAudit(db: Db, limit = 50) {
  return db.select().from(moneyAudit).orderBy(desc(moneyAudit.id)).limit(limit);
}
