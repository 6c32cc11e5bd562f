// Sharing (spec 3 §2.6, §3, §7): the content of a share (GET /sharing/intent/{subject}/{target}),
// the record of a share sent through a network, and the snoozed queue of saved shares. The share
// link carries the sharer's scout_id, so whoever signs up through it becomes their recruit.
import { and, count, desc, eq } from 'drizzle-orm';
import { surveyShareUrl } from '@/lib/challenges/survey';
import type {
  SharingContent,
  SharingNetwork,
  SharingSubject,
  SnoozeCreate,
  SnoozedItem,
} from '@/lib/contracts/sharing';
import { communityOrigin, MAIN_COMMUNITY } from '@/lib/hosts';
import { href } from '@/lib/routes/table';
import { shareUrl } from '@/lib/sharing';
import type { Db } from '../db/client';
import { shares, snoozedSharings, socialConnections } from '../db/schema';
import { loadChallengeDetail } from './challenge-detail';
import { findUserByScreenName } from './users';

/** Replies of the tweet thread: the top rated ideas (spec 3 §2.6). */
export const THREAD_IDEAS = 3;
const HASHTAG_LIMIT = 3;

export interface SiteAddress {
  rootDomain: string;
  protocol: 'http' | 'https';
}

export interface IntentOptions {
  surveyMode: boolean;
  skipIdeas: boolean;
}

function hashtag(word: string): string | null {
  const tag = word.replace(/[^\p{L}\p{N}_]/gu, '');
  return tag.length > 1 ? tag : null;
}

/** Connected providers of the sharer that can post for them (spec 3 §5 'credentials'). */
export async function credentialsOf(db: Db, userId: number | null): Promise<string[]> {
  if (userId === null) return [];
  const rows = await db
    .select({ provider: socialConnections.provider })
    .from(socialConnections)
    .where(eq(socialConnections.userId, userId));
  return rows.map((r) => r.provider);
}

/** The sharing content of a challenge or a user platform, or null when there is no such target. */
export async function sharingIntent(
  db: Db,
  site: SiteAddress,
  viewerId: number | null,
  subject: SharingSubject,
  target: string,
  options: IntentOptions,
  now = new Date(),
): Promise<SharingContent | null> {
  const scout = viewerId === null ? undefined : { scout_id: String(viewerId) };
  const credentials = await credentialsOf(db, viewerId);
  if (subject === 'user') {
    const user = await findUserByScreenName(db, target);
    if (!user || user.deletedAt) return null;
    const name = `${user.firstName} ${user.lastName}`.trim() || `@${user.screenName}`;
    const url = `${communityOrigin(MAIN_COMMUNITY, site.rootDomain, site.protocol)}${href('home.user', { platformSlug: user.screenName }, scout)}`;
    return {
      url,
      text: viewerId === user.id ? 'My challenges and ideas on Nervus' : `${name} (@${user.screenName}) on Nervus`,
      description: user.bio || user.slogan,
      hashtags: ['Nervus'],
      image: user.avatarUrl,
      thread: [],
      metadata: { subject, target: user.screenName, title: name, credentials },
    };
  }
  const challenge = await loadChallengeDetail(db, target, now);
  if (!challenge) return null;
  let url = `${communityOrigin(challenge.platform.slug, site.rootDomain, site.protocol)}${href('challenges.show', { challenge: challenge.slug }, scout)}`;
  if (options.surveyMode && viewerId === challenge.catalyst.id) url = surveyShareUrl(url, true);
  const ideas = options.skipIdeas
    ? []
    : [...challenge.ideas]
        .sort((a, b) =>
          a.rank !== null || b.rank !== null
            ? (a.rank ?? Infinity) - (b.rank ?? Infinity)
            : b.rating_count - a.rating_count || a.id - b.id,
        )
        .slice(0, THREAD_IDEAS);
  const tags = [...challenge.tags, challenge.main_category?.name ?? '']
    .map(hashtag)
    .filter((t): t is string => t !== null);
  return {
    url,
    text: challenge.is_closed
      ? `The ideas are in: ${challenge.question_title}`
      : `${challenge.question_title} Share your idea:`,
    description: challenge.question_detail.slice(0, 280),
    hashtags: [...new Set(tags)].slice(0, HASHTAG_LIMIT),
    image: challenge.primary_image,
    thread: ideas.map((idea, i) => ({ text: `${i + 1}. ${idea.title}`, metadata: { position: i + 1 } })),
    metadata: { subject, target: challenge.slug, title: challenge.question_title, credentials },
  };
}

/** Records a share sent through a network and answers the network's share address (spec 3 §7). */
export async function recordShare(
  db: Db,
  userId: number,
  provider: SharingNetwork,
  content: SharingContent,
): Promise<{ provider: SharingNetwork; url: string }> {
  await db.insert(shares).values({
    userId,
    provider,
    subject: content.metadata.subject,
    target: content.metadata.target,
  });
  return { provider, url: shareUrl(provider, { url: content.url, text: content.text }) };
}

type SnoozedRow = typeof snoozedSharings.$inferSelect;
function toItem(row: SnoozedRow): SnoozedItem {
  return {
    id: row.id,
    subject: row.subject as SharingSubject,
    target: row.target,
    payload: row.payload as SharingContent,
    created_at: row.createdAt.toISOString(),
  };
}

/** The owner's saved shares, newest first, with their total (spec 3 §7 data.items, meta.total). */
export async function listSnoozed(db: Db, userId: number): Promise<{ items: SnoozedItem[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(snoozedSharings)
      .where(eq(snoozedSharings.userId, userId))
      .orderBy(desc(snoozedSharings.createdAt), desc(snoozedSharings.id))
      .limit(100),
    db.select({ total: count() }).from(snoozedSharings).where(eq(snoozedSharings.userId, userId)),
  ]);
  return { items: rows.map(toItem), total };
}

/** Saves a share for later; saving the same target again refreshes its content, not a second row. */
export async function snooze(db: Db, userId: number, body: SnoozeCreate): Promise<void> {
  await db
    .insert(snoozedSharings)
    .values({ userId, subject: body.subject, target: body.target, payload: body.payload })
    .onConflictDoUpdate({
      target: [snoozedSharings.userId, snoozedSharings.subject, snoozedSharings.target],
      set: { payload: body.payload, createdAt: new Date() },
    });
}

/** One of the owner's saved shares, or null (someone else's is as missing as one never saved). */
export async function findSnoozed(db: Db, userId: number, id: number): Promise<SnoozedItem | null> {
  const [row] = await db
    .select()
    .from(snoozedSharings)
    .where(and(eq(snoozedSharings.id, id), eq(snoozedSharings.userId, userId)));
  return row ? toItem(row) : null;
}

export async function unsnooze(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(snoozedSharings)
    .where(and(eq(snoozedSharings.id, id), eq(snoozedSharings.userId, userId)))
    .returning({ id: snoozedSharings.id });
  return gone.length > 0;
}
