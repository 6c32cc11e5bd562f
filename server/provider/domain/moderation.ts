// Moderation (issue 21 §3; spec 1 §7 POST /immunity/reports): a player reports a challenge, an
// idea, a mentor's comment, a forum post or a person; the report waits in the queue of the
// community the target belongs to, where its ambassador (that community only) or an admin (every
// community) hides or restores the content, warns or suspends its author, or dismisses the report.
// Every open report of the target is settled together and each reporter is told the outcome.
// Hidden content is out of every public read (ideas and comments by hidden_at, a challenge by its
// state 'hidden', a forum post by its moderator hidden reason); its author is told.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  MODERATION_TEXTS,
  type ModerationQueue,
  type ModerationQueueQuery,
  type ModerationReport,
  type ReportInput,
  type ReportTarget,
} from '@/lib/contracts/moderation';
import { href, userHomeHref } from '@/lib/routes/table';
import type { Db, Tx } from '../db/client';
import {
  challenges,
  forumPosts,
  forumTopics,
  ideas,
  mentorComments,
  moderationReports,
  platforms,
  users,
} from '../db/schema';
import { topicLink } from './forum-notifications';
import type { UserRow } from './users';

export type Refusal = { ok: false; status: 403 | 404 | 409 | 422; errors: { field: string; error: string }[] };
export const refuse = (status: Refusal['status'], error: string, field = '*'): Refusal => ({
  ok: false,
  status,
  errors: [{ field, error }],
});

export const LABELS: Record<ReportTarget, string> = {
  challenge: 'challenge',
  idea: 'idea',
  comment: 'comment',
  post: 'forum post',
  user: 'profile',
};

const excerptOf = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

interface Target {
  platformId: number;
  platformSlug: string;
  authorId: number | null;
  authorName: string | null;
  title: string;
  excerpt: string;
  /** Where the content lives (for moderators); a hidden challenge has no public page. */
  href: string | null;
  /** Where a reporter is sent: the page around the content, which stays up when the content is hidden. */
  contextHref: string;
  hidden: boolean;
  /** The challenge whose page shows the content (idea, comment, challenge), for cache expiry. */
  challengeSlug: string | null;
  /** The forum topic of a post, for cache expiry. */
  topicId?: number;
}

async function mainPlatform(db: Db | Tx) {
  const [row] = await db
    .select({ id: platforms.id, slug: platforms.slug })
    .from(platforms)
    .where(eq(platforms.isMain, true))
    .limit(1);
  return row ?? null;
}

/** The target as it stands, hidden or not; null when it does not exist (or never was public). */
export async function loadTarget(db: Db | Tx, type: ReportTarget, id: number): Promise<Target | null> {
  const author = { id: users.id, name: users.screenName };
  switch (type) {
    case 'challenge': {
      const [row] = await db
        .select({ c: challenges, platform: platforms.slug, author })
        .from(challenges)
        .innerJoin(platforms, eq(platforms.id, challenges.platformId))
        .innerJoin(users, eq(users.id, challenges.catalystId))
        .where(and(eq(challenges.id, id), inArray(challenges.state, ['published', 'hidden'])));
      if (!row) return null;
      const page = href('challenges.show', { challenge: row.c.slug });
      return {
        platformId: row.c.platformId,
        platformSlug: row.platform,
        authorId: row.author.id,
        authorName: row.author.name,
        title: row.c.questionTitle,
        excerpt: excerptOf(row.c.questionDetail),
        href: page,
        contextHref: row.c.state === 'hidden' ? href('home') : page,
        hidden: row.c.state === 'hidden',
        challengeSlug: row.c.slug,
      };
    }
    case 'idea':
    case 'comment': {
      const [row] =
        type === 'idea'
          ? await db
              .select({
                title: ideas.title,
                text: ideas.description,
                hiddenAt: ideas.hiddenAt,
                slug: challenges.slug,
                platformId: challenges.platformId,
                platform: platforms.slug,
                author,
              })
              .from(ideas)
              .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
              .innerJoin(platforms, eq(platforms.id, challenges.platformId))
              .innerJoin(users, eq(users.id, ideas.authorId))
              .where(and(eq(ideas.id, id), eq(challenges.state, 'published')))
          : await db
              .select({
                title: ideas.title,
                text: sql<string>`${mentorComments.whatILike} || E'\n' || ${mentorComments.whatCouldImprove}`,
                hiddenAt: mentorComments.hiddenAt,
                slug: challenges.slug,
                platformId: challenges.platformId,
                platform: platforms.slug,
                author,
              })
              .from(mentorComments)
              .innerJoin(ideas, eq(ideas.id, mentorComments.ideaId))
              .innerJoin(challenges, eq(challenges.id, mentorComments.challengeId))
              .innerJoin(platforms, eq(platforms.id, challenges.platformId))
              .innerJoin(users, eq(users.id, mentorComments.mentorId))
              .where(and(eq(mentorComments.id, id), eq(challenges.state, 'published')));
      if (!row) return null;
      const page = href('challenges.show', { challenge: row.slug });
      return {
        platformId: row.platformId,
        platformSlug: row.platform,
        authorId: row.author.id,
        authorName: row.author.name,
        title: type === 'idea' ? row.title : `Advice on “${row.title}”`,
        excerpt: excerptOf(row.text),
        href: page,
        contextHref: page,
        hidden: row.hiddenAt !== null,
        challengeSlug: row.slug,
      };
    }
    case 'post': {
      const [row] = await db
        .select({ post: forumPosts, topicHidden: forumTopics.hidden, platformId: forumTopics.platformId, author })
        .from(forumPosts)
        .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
        .innerJoin(users, eq(users.id, forumPosts.authorId))
        .where(eq(forumPosts.id, id));
      if (!row) return null;
      const [platform] = await db
        .select({ slug: platforms.slug })
        .from(platforms)
        .where(eq(platforms.id, row.platformId));
      const link = await topicLink(db, row.post.topicId, id);
      return {
        platformId: row.platformId,
        platformSlug: platform?.slug ?? '',
        authorId: row.author.id,
        authorName: row.author.name,
        title: link?.title ?? row.post.title,
        excerpt: excerptOf(row.post.body),
        href: link?.path ?? null,
        contextHref: link?.path ?? href('home'),
        hidden: row.post.hiddenReason === 'moderator',
        challengeSlug: null,
        topicId: row.post.topicId,
      };
    }
    case 'user': {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      if (!row) return null;
      const home = row.homePlatformId
        ? (
            await db
              .select({ id: platforms.id, slug: platforms.slug })
              .from(platforms)
              .where(eq(platforms.id, row.homePlatformId))
          )[0]
        : await mainPlatform(db);
      if (!home) return null;
      const page = userHomeHref(row.screenName);
      return {
        platformId: home.id,
        platformSlug: home.slug,
        authorId: row.id,
        authorName: row.screenName,
        title: `@${row.screenName}`,
        excerpt: excerptOf(row.bio),
        href: page,
        contextHref: page,
        hidden: false,
        challengeSlug: null,
      };
    }
  }
}

/** POST /immunity/reports: one open report per reporter and target. */
export async function createReport(
  db: Db,
  reporter: UserRow,
  input: ReportInput,
  now = new Date(),
): Promise<{ ok: true; id: number } | Refusal> {
  const target = await loadTarget(db, input.target_type, input.target_id);
  if (!target || (target.hidden && target.authorId !== reporter.id))
    return refuse(404, MODERATION_TEXTS.notFound, 'target_id');
  if (target.authorId === reporter.id) return refuse(422, MODERATION_TEXTS.ownContent, 'target_id');
  const [row] = await db
    .insert(moderationReports)
    .values({
      reporterId: reporter.id,
      targetType: input.target_type,
      targetId: input.target_id,
      platformId: target.platformId,
      reason: input.reason,
      note: input.note,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: moderationReports.id });
  if (!row) return refuse(409, MODERATION_TEXTS.alreadyReported);
  return { ok: true, id: row.id };
}

/** The platforms a moderator may see: every community for an admin, their own for an ambassador. */
async function moderatedPlatforms(db: Db, user: UserRow) {
  const rows = await db
    .select({ id: platforms.id, slug: platforms.slug, name: platforms.name })
    .from(platforms)
    .where(user.globalAdmin ? isNull(platforms.deletedAt) : eq(platforms.id, user.homePlatformId ?? -1))
    .orderBy(platforms.name);
  return rows;
}

/** GET /immunity/reports: the queue of one community (or, for an admin, of all). */
export async function moderationQueue(
  db: Db,
  user: UserRow,
  query: ModerationQueueQuery,
): Promise<{ ok: true; data: ModerationQueue } | Refusal> {
  if (!user.globalAdmin && !user.platformAmbassador) return refuse(403, MODERATION_TEXTS.forbidden);
  const allowed = await moderatedPlatforms(db, user);
  let ids = allowed.map((p) => p.id);
  if (query.platform) {
    const chosen = allowed.find((p) => p.slug === query.platform);
    if (!chosen) return refuse(403, MODERATION_TEXTS.forbidden);
    ids = [chosen.id];
  }
  if (!ids.length) return { ok: true, data: { reports: [], platforms: [] } };
  const rows = await db
    .select({ r: moderationReports, reporter: users.screenName })
    .from(moderationReports)
    .innerJoin(users, eq(users.id, moderationReports.reporterId))
    .where(and(inArray(moderationReports.platformId, ids), eq(moderationReports.status, query.status)))
    .orderBy(desc(moderationReports.id))
    .limit(100);
  const openCounts = rows.length
    ? await db
        .select({ type: moderationReports.targetType, id: moderationReports.targetId, n: count() })
        .from(moderationReports)
        .where(
          and(
            eq(moderationReports.status, 'open'),
            inArray(
              moderationReports.targetId,
              rows.map((r) => r.r.targetId),
            ),
          ),
        )
        .groupBy(moderationReports.targetType, moderationReports.targetId)
    : [];
  const openOf = new Map(openCounts.map((c) => [`${c.type}:${c.id}`, c.n]));
  const slugOf = new Map(allowed.map((p) => [p.id, p.slug]));
  const reports: ModerationReport[] = [];
  for (const { r, reporter } of rows) {
    const type = r.targetType as ReportTarget;
    const target = await loadTarget(db, type, r.targetId);
    reports.push({
      id: r.id,
      target_type: type,
      target_id: r.targetId,
      platform: slugOf.get(r.platformId) ?? '',
      reason: r.reason,
      note: r.note,
      status: r.status,
      outcome: r.outcome,
      created_at: r.createdAt.toISOString(),
      reporter: { id: r.reporterId, screen_name: reporter },
      target: target
        ? {
            title: target.title,
            excerpt: target.excerpt,
            href: target.href,
            hidden: target.hidden,
            author: target.authorId !== null ? { id: target.authorId, screen_name: target.authorName ?? '' } : null,
          }
        : { title: 'Removed', excerpt: '', href: null, hidden: false, author: null },
      open_reports: openOf.get(`${type}:${r.targetId}`) ?? 0,
    });
  }
  return { ok: true, data: { reports, platforms: allowed.map(({ slug, name }) => ({ slug, name })) } };
}
