// Server drafts (spec 2 §4 draft lifecycle, §7 /drafts): created on the first Save, updated on
// later ones, listed newest first, removed after publishing. Only their owner sees or changes one;
// anyone else gets the same answer as for a draft that does not exist.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Draft, DraftContent, DraftSummary } from '@/lib/contracts/drafts';
import { INITIAL_QUESTION_TITLE } from '@/lib/challenges/title';
import type { Db } from '../db/client';
import { drafts } from '../db/schema';

type DraftRow = typeof drafts.$inferSelect;

/** The title as written; the untouched 'What could' start counts as none. */
function draftTitle(content: DraftContent): string | null {
  const title = content.challenge.question_title;
  if (typeof title !== 'string') return null;
  const trimmed = title.trim();
  return trimmed && trimmed !== INITIAL_QUESTION_TITLE ? trimmed : null;
}

function toSummary(row: DraftRow): DraftSummary {
  const format = row.content.challenge.solution_format;
  return {
    id: row.id,
    origin: row.origin as DraftSummary['origin'],
    draft_type: row.draftType as DraftSummary['draft_type'],
    title: draftTitle(row.content),
    platform: row.content.platform,
    solution_format: typeof format === 'string' ? format : 'challenge',
    updated_at: row.updatedAt.toISOString(),
  };
}

function toDraft(row: DraftRow): Draft {
  return { ...toSummary(row), content: row.content, created_at: row.createdAt.toISOString() };
}

export async function createDraft(
  db: Db,
  ownerId: number,
  input: { content: DraftContent; origin: Draft['origin']; draft_type: Draft['draft_type'] },
  now = new Date(),
): Promise<Draft> {
  const [row] = await db
    .insert(drafts)
    .values({
      ownerId,
      origin: input.origin,
      draftType: input.draft_type,
      content: input.content,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toDraft(row);
}

export async function listDrafts(
  db: Db,
  ownerId: number,
  draftType: Draft['draft_type'],
  size: number,
  origins?: Draft['origin'][],
): Promise<DraftSummary[]> {
  const rows = await db
    .select()
    .from(drafts)
    .where(
      and(
        eq(drafts.ownerId, ownerId),
        eq(drafts.draftType, draftType),
        origins ? inArray(drafts.origin, origins) : undefined,
      ),
    )
    .orderBy(desc(drafts.updatedAt), desc(drafts.id))
    .limit(size);
  return rows.map(toSummary);
}

const owned = (id: number, ownerId: number) => and(eq(drafts.id, id), eq(drafts.ownerId, ownerId));

export async function findDraft(db: Db, ownerId: number, id: number): Promise<Draft | null> {
  const [row] = await db.select().from(drafts).where(owned(id, ownerId));
  return row ? toDraft(row) : null;
}

export async function updateDraft(
  db: Db,
  ownerId: number,
  id: number,
  content: DraftContent,
  now = new Date(),
): Promise<Draft | null> {
  const [row] = await db.update(drafts).set({ content, updatedAt: now }).where(owned(id, ownerId)).returning();
  return row ? toDraft(row) : null;
}

export async function deleteDraft(db: Db, ownerId: number, id: number): Promise<boolean> {
  const rows = await db.delete(drafts).where(owned(id, ownerId)).returning({ id: drafts.id });
  return rows.length > 0;
}
