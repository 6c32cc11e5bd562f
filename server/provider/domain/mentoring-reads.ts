// Read models of mentoring (spec 2 §7 'Mentoring', 'Innovator views'; spec 3 §2.4 the mentor
// dashboard). Every list comes from one query, commentsWhere: advice with its mentor, its idea and
// challenge, and how it was rated (count and average, never who; plus the viewer's own rating when
// asked). Advice on declined ideas and unpublished challenges is never listed.
import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type {
  GivenAdvice,
  MentorComment,
  MentorDashboard,
  MentoredIdea,
  MentoringToRate,
  MyMentoring,
  RatableComment,
  ReceivedAdvice,
} from '@/lib/contracts/mentoring';
import { MENTORING_MESSAGES } from '@/lib/challenges/mentoring';
import { roundScore } from '@/lib/challenges/ranking';
import type { Db } from '../db/client';
import { challenges, ideas, mentorComments, mentoringRates, users } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import { toPersonSummary } from './mappers';
import { refuse, type Refusal } from './mentor-comments';
import type { UserRow } from './users';

type Row = RatableComment & { idea: MentoredIdea };
const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Advice matching `where` (which may name mentor_comments, ideas and challenges), oldest first unless `newestFirst`. */
async function commentsWhere(
  db: Db,
  where: SQL | undefined,
  viewerId: number | null,
  newestFirst = false,
): Promise<Row[]> {
  const rows = await db
    .select({
      id: mentorComments.id,
      ideaId: mentorComments.ideaId,
      whatILike: mentorComments.whatILike,
      whatCouldImprove: mentorComments.whatCouldImprove,
      createdAt: mentorComments.createdAt,
      mentor: {
        id: users.id,
        screenName: users.screenName,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
      },
      ideaTitle: ideas.title,
      challenge: {
        slug: challenges.slug,
        questionTitle: challenges.questionTitle,
        isClosed: challenges.isClosed,
        status: challenges.status,
        state: challenges.state,
        durationEnd: challenges.durationEnd,
      },
      count: sql<number>`count(${mentoringRates.raterId})`.mapWith(Number),
      average: sql<number | null>`avg(${mentoringRates.value})`.mapWith(nullableNumber),
      myRate: (viewerId === null
        ? sql`null`
        : sql`max(case when ${mentoringRates.raterId} = ${viewerId} then ${mentoringRates.value} end)`
      ).mapWith(nullableNumber),
    })
    .from(mentorComments)
    .innerJoin(users, eq(users.id, mentorComments.mentorId))
    .innerJoin(
      ideas,
      and(
        eq(ideas.id, mentorComments.ideaId),
        eq(ideas.declined, false),
        isNull(ideas.hiddenAt),
        isNull(mentorComments.hiddenAt),
      ),
    )
    .innerJoin(challenges, and(eq(challenges.id, mentorComments.challengeId), eq(challenges.state, 'published')))
    .leftJoin(mentoringRates, eq(mentoringRates.commentId, mentorComments.id))
    .where(where)
    .groupBy(mentorComments.id, users.id, ideas.id, challenges.id)
    .orderBy(
      newestFirst ? desc(mentorComments.createdAt) : asc(mentorComments.createdAt),
      newestFirst ? desc(mentorComments.id) : asc(mentorComments.id),
    );
  return rows.map((row) => ({
    id: row.id,
    idea_id: row.ideaId,
    mentor: toPersonSummary(row.mentor),
    what_i_like: row.whatILike,
    what_could_improve: row.whatCouldImprove,
    created_at: row.createdAt.toISOString(),
    rating: { count: row.count, average: row.average === null ? null : roundScore(row.average) },
    my_rate: row.myRate,
    idea: {
      id: row.ideaId,
      title: row.ideaTitle,
      challenge: {
        slug: row.challenge.slug,
        question_title: row.challenge.questionTitle,
        closed: isClosedRow(row.challenge),
      },
    },
  }));
}

const publicComment = ({ my_rate: _mine, idea: _idea, ...comment }: Row): MentorComment => comment;
const ratable = ({ idea: _idea, ...comment }: Row): RatableComment => comment;

async function publishedChallenge(db: Db, slug: string) {
  const [challenge] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')));
  return challenge ?? null;
}

async function ideaIn(db: Db, challengeId: number, ideaId: number) {
  const [idea] = await db
    .select({ id: ideas.id, authorId: ideas.authorId, title: ideas.title })
    .from(ideas)
    .where(
      and(eq(ideas.id, ideaId), eq(ideas.challengeId, challengeId), eq(ideas.declined, false), isNull(ideas.hiddenAt)),
    );
  return idea ?? null;
}

/** GET /challenges/{slug}/mentor-comments: all advice on the challenge's ideas; null when there is no such challenge. */
export async function challengeMentorComments(db: Db, slug: string): Promise<MentorComment[] | null> {
  const challenge = await publishedChallenge(db, slug);
  if (!challenge) return null;
  return (await commentsWhere(db, eq(mentorComments.challengeId, challenge.id), null)).map(publicComment);
}

/** GET /challenges/{slug}/my-mentoring: the viewer's own ideas, the ideas they mentored and their ratings of advice there. */
export async function myMentoring(db: Db, user: UserRow, slug: string): Promise<MyMentoring | null> {
  const challenge = await publishedChallenge(db, slug);
  if (!challenge) return null;
  const [own, mentored, rates] = await Promise.all([
    db
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(eq(ideas.challengeId, challenge.id), eq(ideas.authorId, user.id)))
      .orderBy(ideas.id),
    db
      .select({ id: mentorComments.ideaId })
      .from(mentorComments)
      .where(and(eq(mentorComments.challengeId, challenge.id), eq(mentorComments.mentorId, user.id)))
      .orderBy(mentorComments.ideaId),
    db
      .select({ comment_id: mentoringRates.commentId, value: mentoringRates.value })
      .from(mentoringRates)
      .innerJoin(mentorComments, eq(mentorComments.id, mentoringRates.commentId))
      .where(and(eq(mentorComments.challengeId, challenge.id), eq(mentoringRates.raterId, user.id)))
      .orderBy(mentoringRates.commentId),
  ]);
  return { own_idea_ids: own.map((r) => r.id), mentored_idea_ids: mentored.map((r) => r.id), rates };
}

export type Read<T> = { ok: true; data: T } | Refusal;

/** GET /challenges/{slug}/mentoring-to-rate/{ideaId}: advice on the idea that the viewer may rate, i.e. all but their own. */
export async function mentoringToRate(
  db: Db,
  user: UserRow,
  slug: string,
  ideaId: number,
): Promise<Read<MentoringToRate>> {
  const challenge = await publishedChallenge(db, slug);
  if (!challenge) return refuse(404, MENTORING_MESSAGES.notFound);
  const idea = await ideaIn(db, challenge.id, ideaId);
  if (!idea) return refuse(404, MENTORING_MESSAGES.ideaNotFound, 'idea_id');
  const rows = await commentsWhere(
    db,
    and(eq(mentorComments.ideaId, idea.id), ne(mentorComments.mentorId, user.id)),
    user.id,
  );
  return {
    ok: true,
    data: { idea_id: idea.id, viewer: idea.authorId === user.id ? 'innovator' : 'peer', comments: rows.map(ratable) },
  };
}

/** GET /me/innovator/{challenge}/ideas/{idea}/mentor_comments: the advice received on one's own idea. */
export async function receivedAdvice(
  db: Db,
  user: UserRow,
  slug: string,
  ideaId: number,
): Promise<Read<ReceivedAdvice>> {
  const challenge = await publishedChallenge(db, slug);
  if (!challenge) return refuse(404, MENTORING_MESSAGES.notFound);
  const idea = await ideaIn(db, challenge.id, ideaId);
  if (!idea) return refuse(404, MENTORING_MESSAGES.ideaNotFound, 'idea_id');
  if (idea.authorId !== user.id) return refuse(403, MENTORING_MESSAGES.notYourIdea, 'idea_id');
  const rows = await commentsWhere(db, eq(mentorComments.ideaId, idea.id), user.id);
  return {
    ok: true,
    data: {
      idea: {
        id: idea.id,
        title: idea.title,
        challenge: { slug: challenge.slug, question_title: challenge.questionTitle, closed: isClosedRow(challenge) },
      },
      comments: rows.map(ratable),
    },
  };
}

/**
 * GET /{platform}/dashboards/mentor: the advice I gave, newest first, with how it was rated; and the
 * advice received on my ideas, grouped by idea, the idea with the newest advice first, each with my
 * own rating of it.
 */
export async function mentorDashboard(db: Db, user: UserRow): Promise<MentorDashboard> {
  const [given, received] = await Promise.all([
    commentsWhere(db, eq(mentorComments.mentorId, user.id), null, true),
    commentsWhere(db, eq(ideas.authorId, user.id), user.id, true),
  ]);
  const byIdea = new Map<number, ReceivedAdvice>();
  for (const row of received) {
    const entry = byIdea.get(row.idea_id) ?? { idea: row.idea, comments: [] };
    entry.comments.push(ratable(row));
    byIdea.set(row.idea_id, entry);
  }
  return {
    given: given.map(({ my_rate: _mine, ...comment }): GivenAdvice => comment),
    // Within an idea, oldest advice first: it reads as a conversation.
    received: [...byIdea.values()].map((entry) => ({ ...entry, comments: entry.comments.reverse() })),
  };
}
