// The forum gate of one person (spec 2 §5, spec 3 §5 'New users must enter 1 idea in any question
// or rate 5 ideas before posting in any forum'): their idea and rating counts and the gate's answer
// (lib/forums.ts). Counted live: two indexed counts (ideas_author, ratings_user), so an idea
// entered a moment ago opens the forums at once.
import { and, count, eq } from 'drizzle-orm';
import type { ForumGateStatus } from '@/lib/contracts/forum-gate';
import { forumGate } from '@/lib/forums';
import type { Db } from '../db/client';
import { ideas, ratings } from '../db/schema';

export async function loadForumGate(db: Db, userId: number): Promise<ForumGateStatus> {
  const [[entered], [rated]] = await Promise.all([
    db
      .select({ n: count() })
      .from(ideas)
      .where(and(eq(ideas.authorId, userId), eq(ideas.declined, false))),
    db.select({ n: count() }).from(ratings).where(eq(ratings.userId, userId)),
  ]);
  const activity = { ideas: entered.n, ratings: rated.n };
  const gate = forumGate(activity);
  return {
    ...activity,
    can_post: gate.canPost,
    ideas_needed: gate.ideasNeeded,
    ratings_needed: gate.ratingsNeeded,
  };
}
