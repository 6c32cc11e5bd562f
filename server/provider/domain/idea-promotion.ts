// Promoting an idea to a question of its own (spec 2 §4 'Some suggestion-box ideas can be promoted
// to new questions', §2 'Saved QQs to promote'): the catalyst of a QQ or suggestion-box challenge
// saves one of its ideas as a draft (origin 'qq' or 'challenge-promotion-flow') to open, edit and
// publish from the creation flow. Saving the same idea twice returns the draft it already has.
import { and, eq, sql } from 'drizzle-orm';
import type { Draft, PromotedIdea } from '@/lib/contracts/drafts';
import { isPromotable } from '@/lib/challenges/presentation';
import { withoutQuestionMark } from '@/lib/challenges/title';
import type { Db } from '../db/client';
import { challenges, drafts, ideas, platforms } from '../db/schema';
import { createDraft, findDraft } from './drafts';
import type { UserRow } from './users';
import { NOT_CHALLENGE_OWNER } from '@/lib/constants';

export type PromoteResult =
  { ok: true; draft: Draft; created: boolean } | { ok: false; status: 403 | 404 | 409; error: string };

export const PROMOTE_MESSAGES = {
  notFound: 'This idea does not exist.',
  notOwner: NOT_CHALLENGE_OWNER,
  notPromotable: 'Only ideas of a QQ or a suggestion box can be promoted to a question.',
} as const;

const promotedFrom = (field: 'slug' | 'idea_id') =>
  sql<string>`${drafts.content}->'challenge'->'promoted_from'->>${field}`;

export async function promoteIdea(
  db: Db,
  user: UserRow,
  slug: string,
  ideaId: number,
  now = new Date(),
): Promise<PromoteResult> {
  const [row] = await db
    .select({ challenge: challenges, platform: platforms.slug, idea: ideas })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .innerJoin(platforms, eq(platforms.id, challenges.platformId))
    .where(
      and(
        eq(ideas.id, ideaId),
        eq(challenges.slug, slug),
        eq(challenges.state, 'published'),
        eq(ideas.declined, false),
      ),
    );
  if (!row) return { ok: false, status: 404, error: PROMOTE_MESSAGES.notFound };
  const c = row.challenge;
  if (c.catalystId !== user.id) return { ok: false, status: 403, error: PROMOTE_MESSAGES.notOwner };
  if (!isPromotable({ solution_format: c.solutionFormat, challenge_format: c.challengeFormat }))
    return { ok: false, status: 409, error: PROMOTE_MESSAGES.notPromotable };

  const [existing] = await db
    .select({ id: drafts.id })
    .from(drafts)
    .where(and(eq(drafts.ownerId, user.id), eq(promotedFrom('idea_id'), String(ideaId))));
  if (existing) {
    const draft = await findDraft(db, user.id, existing.id);
    if (draft) return { ok: true, draft, created: false };
  }
  const origin: Draft['origin'] = c.solutionFormat === 'qq' ? 'qq' : 'challenge-promotion-flow';
  const challenge = {
    solution_format: 'challenge',
    platform_category: c.mainCategoryId,
    // The idea's words become the question; the catalyst shapes them into 'What/How … could' in the form.
    question_title: withoutQuestionMark(row.idea.title),
    question_detail: row.idea.description,
    steps: { category: true, 'question-description': true },
    step: 'question-description',
    promoted_from: { slug, idea_id: ideaId },
  };
  const draft = await createDraft(
    db,
    user.id,
    { content: { challenge, platform: row.platform }, origin, draft_type: 'challenge' },
    now,
  );
  return { ok: true, draft, created: true };
}

/** The ideas of this challenge its catalyst has saved to promote. */
export async function listPromotedIdeas(db: Db, user: UserRow, slug: string): Promise<PromotedIdea[]> {
  const rows = await db
    .select({ draft_id: drafts.id, idea_id: promotedFrom('idea_id') })
    .from(drafts)
    .where(and(eq(drafts.ownerId, user.id), eq(promotedFrom('slug'), slug)));
  return rows.map((r) => ({ draft_id: r.draft_id, idea_id: Number(r.idea_id) }));
}
