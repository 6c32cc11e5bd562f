// The moderators' actions on a report (issue 21 §3): hide, restore, warn, suspend and dismiss
// settle every open report of the target, tell each reporter and the author, and are audited by
// the route. Reports and the queue are in moderation.ts.
import { and, eq, sql } from 'drizzle-orm';
import {
  MODERATION_OUTCOMES,
  MODERATION_TEXTS,
  type ModerationActionInput,
  type ModerationResult,
  type ReportTarget,
} from '@/lib/contracts/moderation';
import { href } from '@/lib/routes/table';
import type { Db, Tx } from '../db/client';
import { challenges, forumPosts, ideas, mentorComments, moderationReports, users } from '../db/schema';
import { applyUserAction } from './admin-users';
import { notify } from './notifications';
import { moderatesPlatform } from './staff';
import type { UserRow } from './users';
import { LABELS, loadTarget, refuse, type Refusal } from './moderation';

/** Hides or shows the content itself. */
async function setHidden(tx: Tx, type: ReportTarget, id: number, hidden: boolean, now: Date) {
  switch (type) {
    case 'challenge':
      await tx
        .update(challenges)
        .set({ state: hidden ? 'hidden' : 'published' })
        .where(eq(challenges.id, id));
      return;
    case 'idea':
      await tx
        .update(ideas)
        .set({ hiddenAt: hidden ? now : null })
        .where(eq(ideas.id, id));
      return;
    case 'comment':
      await tx
        .update(mentorComments)
        .set({ hiddenAt: hidden ? now : null })
        .where(eq(mentorComments.id, id));
      return;
    case 'post':
      await tx
        .update(forumPosts)
        .set({ hiddenReason: hidden ? 'moderator' : null })
        .where(eq(forumPosts.id, id));
      return;
    case 'user':
      return;
  }
}

function reporterText(outcome: string, label: string, title: string): string {
  switch (outcome) {
    case 'hidden':
      return `A moderator hid the ${label} you reported (“${title}”). Thank you for telling us.`;
    case 'warned':
      return `A moderator warned the author of the ${label} you reported (“${title}”). Thank you for telling us.`;
    case 'suspended':
      return `A moderator suspended the author of the ${label} you reported (“${title}”). Thank you for telling us.`;
    case 'restored':
      return `A moderator reviewed the ${label} you reported (“${title}”) and it stays up.`;
    default:
      return `A moderator looked at the ${label} you reported (“${title}”) and left it up: it does not break the rules.`;
  }
}

function authorText(outcome: string, label: string, title: string, note: string): string | null {
  const why = note ? ` The moderator wrote: “${note}”.` : '';
  switch (outcome) {
    case 'hidden':
      return `A moderator hid your ${label} “${title}”; only you and the moderators can see it now.${why}`;
    case 'warned':
      return `A moderator warned you about your ${label} “${title}”. Please keep to the code of conduct.${why}`;
    case 'restored':
      return `A moderator restored your ${label} “${title}”; everybody can see it again.`;
    default:
      return null;
  }
}

/** POST /immunity/reports/{id}/actions: settles every open report of the target. */
export async function moderateReport(
  db: Db,
  actor: UserRow,
  reportId: number,
  input: ModerationActionInput,
  now = new Date(),
): Promise<{ ok: true; data: ModerationResult; platformId: number; target: { type: string; id: number } } | Refusal> {
  const [report] = await db.select().from(moderationReports).where(eq(moderationReports.id, reportId));
  if (!report) return refuse(404, MODERATION_TEXTS.reportNotFound);
  if (!moderatesPlatform(actor, report.platformId)) return refuse(403, MODERATION_TEXTS.forbidden);
  // A settled report is done with; only what it hid may be restored through it (two moderators
  // acting at once: the second is told, and nobody is notified twice).
  if (report.status !== 'open' && input.action !== 'restore') return refuse(409, MODERATION_TEXTS.alreadySettled);
  const type = report.targetType as ReportTarget;
  const target = await loadTarget(db, type, report.targetId);
  if (!target && input.action !== 'dismiss') return refuse(404, MODERATION_TEXTS.notFound);
  if (input.action === 'hide' && type === 'user') return refuse(422, MODERATION_TEXTS.cannotHideUser, 'action');
  if (input.action === 'restore' && !target!.hidden) return refuse(422, MODERATION_TEXTS.notHidden, 'action');
  if (input.action === 'suspend') {
    const [author] = target?.authorId ? await db.select().from(users).where(eq(users.id, target.authorId)) : [];
    if (!author) return refuse(404, MODERATION_TEXTS.notFound);
    if (author.globalAdmin || author.platformAmbassador) return refuse(422, MODERATION_TEXTS.notAnAdmin, 'action');
    // Suspension ends the whole account: an ambassador may suspend members of their own community
    // only (content in it can come from anyone), as the forum's suspension rule says.
    if (!moderatesPlatform(actor, author.homePlatformId)) return refuse(403, MODERATION_TEXTS.notYourMember);
    const suspended = await applyUserAction(
      db,
      actor,
      author.id,
      { action: 'suspend', reason: input.note || `report ${reportId}` },
      now,
    );
    if (!suspended.ok) return refuse(suspended.status, suspended.error, suspended.field);
  }
  const outcome = MODERATION_OUTCOMES[input.action];
  const label = LABELS[type];
  const title = target?.title ?? 'removed content';
  const resolved = await db.transaction(async (tx) => {
    if (target && (input.action === 'hide' || (input.action === 'suspend' && !target.hidden && type !== 'user')))
      await setHidden(tx, type, report.targetId, true, now);
    if (target && input.action === 'restore') await setHidden(tx, type, report.targetId, false, now);
    const settled = await tx
      .update(moderationReports)
      .set({ status: 'resolved', outcome, resolvedBy: actor.id, resolvedAt: now })
      .where(
        and(
          eq(moderationReports.targetType, report.targetType),
          eq(moderationReports.targetId, report.targetId),
          sql`(${moderationReports.status} = 'open' or ${moderationReports.id} = ${reportId})`,
        ),
      )
      .returning({ reporterId: moderationReports.reporterId });
    const reporters = [...new Set(settled.map((r) => r.reporterId))];
    await notify(
      tx,
      {
        kind: 'moderation',
        to: reporters,
        actorId: null,
        text: reporterText(outcome, label, title),
        href: target?.contextHref ?? href('home'),
      },
      now,
    );
    const toAuthor = authorText(outcome, label, title, input.note);
    if (toAuthor && target?.authorId)
      await notify(
        tx,
        { kind: 'moderation', to: [target.authorId], actorId: null, text: toAuthor, href: target.contextHref },
        now,
      );
    return settled.length;
  });
  return {
    ok: true,
    data: {
      id: reportId,
      outcome,
      resolved,
      challenge: target?.challengeSlug ? { slug: target.challengeSlug, platform: target.platformSlug } : null,
      topic_id: target?.topicId ?? null,
    },
    platformId: report.platformId,
    target: { type, id: report.targetId },
  };
}
