import 'server-only';
// Forum reads for pages (spec 3 §2.7): visitors' reads are cached per forum and per topic and
// expired by the BFF routes that change them; a signed-in viewer's reads are per request (their
// votes, what they may do). Each returns null when the provider refused or could not answer.
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import {
  forumChannelSchema,
  forumReviewItemSchema,
  forumSearchSchema,
  forumTopicListSchema,
  forumTopicPageSchema,
  moderationLogEntrySchema,
  type ForumListQuery,
} from '@/lib/contracts/forums';
import { forumGateSchema } from '@/lib/contracts/forum-gate';
import { provider, publicProvider } from './provider';
import { currentSession } from './session';

export interface ForumScopeRef {
  /** The community (platform slug). */
  platform: string;
  /** The user whose platform it is; undefined for the community's own forums. */
  owner?: string;
}

const forumTag = (platform: string) => `forum:${platform}`;
const topicTag = (id: number) => `forum-topic:${id}`;
const challengeTag = (slug: string) => `forum-challenge:${slug}`;

/** Anonymous reads go through the cache; a session's reads carry its token and are personal. */
async function read<S extends z.ZodType>(
  path: string,
  schema: S,
  query: Record<string, string | number | undefined>,
  tags: string[],
) {
  const signedIn = Boolean(await currentSession().catch(() => null));
  const res = signedIn
    ? await provider(path, { schema, query })
    : await publicProvider(path, { schema, query, next: { tags, revalidate: 60 } });
  return res.ok ? res.data : null;
}

/**
 * Visitor-cache pages read no cookies: always the anonymous, cached read. The page tells a missing
 * topic (404) from a failure, which it throws so that no failure is kept in the cache.
 */
export function fetchPublicTopic(topicId: number) {
  return publicProvider(`/content/contexts/topic/${topicId}/messages`, {
    schema: forumTopicPageSchema,
    next: { tags: [topicTag(topicId)], revalidate: 60 },
  });
}

/** A challenge's thread as visitors see it (the challenge page's Discussions tab; no cookies read). */
export async function getPublicChallengeThread(slug: string) {
  const res = await publicProvider(`/content/contexts/challenge/${encodeURIComponent(slug)}/messages`, {
    schema: forumTopicPageSchema,
    next: { tags: [challengeTag(slug)], revalidate: 60 },
  });
  return res.ok ? res.data : null;
}

export function getChannels(scope: ForumScopeRef) {
  return read('/content/channels', z.array(forumChannelSchema), { ...scope }, [forumTag(scope.platform)]);
}

/** The channel a slugless invite link names, or null (unknown code, or the provider refused). */
export function getChannelByInvite(scope: ForumScopeRef, code: string) {
  return read(`/content/channels/invite/${encodeURIComponent(code)}`, z.object({ slug: z.string() }), { ...scope }, [
    forumTag(scope.platform),
  ]);
}

export function getTopics(scope: ForumScopeRef, query: Omit<ForumListQuery, 'platform' | 'owner'>) {
  return read('/content/discussions', forumTopicListSchema, { ...scope, ...query }, [forumTag(scope.platform)]);
}

/** A page of a topic; with `post`, the page that holds that post. */
export function getTopic(topicId: number, page = 1, post?: number) {
  return read(`/content/contexts/topic/${topicId}/messages`, forumTopicPageSchema, { page, post }, [topicTag(topicId)]);
}

/** A page of a challenge's thread; with `post`, the page that holds that post. */
export function getChallengeThread(slug: string, page = 1, post?: number) {
  return read(
    `/content/contexts/challenge/${encodeURIComponent(slug)}/messages`,
    forumTopicPageSchema,
    { page, post },
    [challengeTag(slug)],
  );
}

export async function searchForums(platform: string, q: string, page = 1) {
  const res = await publicProvider('/search/discussions', { schema: forumSearchSchema, query: { platform, q, page } });
  return res.ok ? res.data : null;
}

/** A topic was opened (per-request renders only; the visitor cache counts no views). */
export async function countTopicView(topicId: number): Promise<void> {
  await provider('/content/views', { method: 'POST', body: { topic_id: topicId }, schema: z.unknown() }).catch(
    () => null,
  );
}

export async function getForumGate() {
  const res = await provider('/me/forum-gate', { schema: forumGateSchema });
  return res.ok ? res.data : null;
}

export async function getModerationLog(platform: string) {
  const res = await provider('/acl/moderations/log', {
    schema: z.array(moderationLogEntrySchema),
    query: { platform },
  });
  return res.ok ? res.data : null;
}

/** Posts hidden by negative votes awaiting review; null for anyone but the community's moderators. */
export async function getReviewQueue(platform: string) {
  const res = await provider('/acl/moderations/queue', { schema: z.array(forumReviewItemSchema), query: { platform } });
  return res.ok ? res.data : null;
}

/** A post changed: its topic, its forum and (for a challenge's thread) the challenge's tab read afresh. */
export function expireForum(change: { platform?: string; topicId?: number; challenge?: string }): void {
  if (change.platform) revalidateTag(forumTag(change.platform), { expire: 0 });
  if (change.topicId) revalidateTag(topicTag(change.topicId), { expire: 0 });
  if (change.challenge) revalidateTag(challengeTag(change.challenge), { expire: 0 });
}
