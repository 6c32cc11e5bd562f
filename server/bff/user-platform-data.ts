import 'server-only';
// Loaders of the pages under a user's platform: the header context (viewer, owner, shadow button),
// neurons per role, the mentor box and idea presentations.
import type { Metadata } from 'next';
import { cache } from 'react';
import { FLAG } from '@/lib/contracts/flags';
import { levelFromScore } from '@/lib/game/levels';
import { userNeuronsSchema } from '@/lib/contracts/neurons';
import { staffPositionsSchema } from '@/lib/contracts/staff';
import {
  ideaPresentationSchema,
  MENTOR_BOX_FORMATS,
  userChallengesSchema,
  type UserPlatformFilter,
} from '@/lib/contracts/user-platform';
import { getUserByScreenName, isFlagOn } from './loaders';
import { provider, publicProvider } from './provider';
import { loadShell } from './shell';
import { loadUserPlatform } from './user-platform';

/**
 * Everything the user-platform header needs, after the platform-slug rule: the user, the viewer,
 * whether the viewer owns the platform, and whether the Shadow User button shows (spec 1 §2).
 */
export async function loadUserPlatformFrame(community: string, platformSlug: string) {
  const user = await loadUserPlatform(platformSlug);
  const [shell, shadowFlag, staff] = await Promise.all([
    loadShell(community),
    isFlagOn(FLAG.shadowMode),
    getStaffPositions(user.id),
  ]);
  const viewer = shell.viewer;
  const isOwner = viewer?.account.user.id === user.id;
  const canShadow = Boolean(
    viewer && !isOwner && !viewer.shadow && viewer.account.admin_roles.global_admin && shadowFlag,
  );
  // The level is the owner's alone to see (spec 1 §2); everyone else gets 'n/a'.
  const neurons = isOwner ? await getUserNeurons(user.id) : null;
  const level = neurons ? levelFromScore(neurons.total) : null;
  return { user, viewer, isOwner, canShadow, level, shell, staff };
}

/**
 * Where the user is staff (spec 1 §7 GET /users/{id}/staffs), for the header's staff line; null
 * when it could not load, which only hides the line. Public and the same for everyone: cached.
 */
export const getStaffPositions = cache(async (userId: number) => {
  const res = await publicProvider(`/users/${userId}/staffs`, {
    schema: staffPositionsSchema,
    next: { tags: [`user-staff:${userId}`], revalidate: 300 },
  });
  return res.ok ? res.data : null;
});
export type UserPlatformFrameData = Awaited<ReturnType<typeof loadUserPlatformFrame>>;

/** Neurons per role; signed-in viewers only (the provider refuses anonymous reads). */
export async function getUserNeurons(userId: number) {
  const res = await provider(`/users/${userId}/neurons`, { schema: userNeuronsSchema });
  return res.ok ? res.data : null;
}

/** The challenges a user asked, as the platform page's filter picks them; null when they could not load. */
export const getUserChallenges = cache(async (userId: number, filter: UserPlatformFilter) => {
  const res = await publicProvider(`/users/${userId}/challenges`, {
    schema: userChallengesSchema,
    query: filter.query,
    next: { tags: [`user-challenges:${userId}`], revalidate: 60 },
  });
  return res.ok ? res.data : null;
});

/** The user's open ask-me-anything and suggestion-box challenges; null when it could not load. */
export const getMentorBox = cache(async (userId: number) => {
  const res = await publicProvider(`/users/${userId}/challenges`, {
    schema: userChallengesSchema,
    query: { format: MENTOR_BOX_FORMATS.join(','), status: 'open' },
    next: { tags: [`mentor-box:${userId}`], revalidate: 60 },
  });
  return res.ok ? res.data : null;
});

/**
 * An idea as the presentation on `authorId`'s platform: null when it is someone else's (a
 * presentation belongs to its author), or anonymous and the viewer is not its author. The author
 * asks with their token, so they see their own open idea; everyone else reads the cached answer.
 */
export const getIdeaPresentation = cache(async (id: string, authorId: number, viewerIsAuthor: boolean) => {
  if (!/^\d{1,9}$/.test(id)) return null;
  const path = `/ideas/${id}`;
  const query = { author: String(authorId) };
  const res = viewerIsAuthor
    ? await provider(path, { schema: ideaPresentationSchema, query })
    : await publicProvider(path, {
        schema: ideaPresentationSchema,
        query,
        next: { tags: [`idea:${id}`], revalidate: 60 },
      });
  return res.ok ? res.data : null;
});

/** Page title '{label} · {name} (@handle)'; nothing when the slug names no user. */
export async function userPlatformMetadata(
  platformSlug: string,
  label: string,
  extra: Metadata = {},
): Promise<Metadata> {
  let name = platformSlug;
  try {
    name = decodeURIComponent(platformSlug);
  } catch {
    return extra;
  }
  const user = await getUserByScreenName(name);
  if (!user) return extra;
  const display = `${user.first_name} ${user.last_name}`.trim() || user.screen_name;
  return { title: `${label} · ${display} (@${user.screen_name})`, ...extra };
}
