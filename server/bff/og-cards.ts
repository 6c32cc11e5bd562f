import 'server-only';
// What the share images of challenges and user platforms show: loaded and cleaned here, drawn by
// components/seo/og-png.tsx in the og-image routes. null: there is no such image (a 404).
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import { isMentorBoxFormat } from '@/lib/contracts/user-platform';
import type { ChallengeOgCardProps, UserOgCardProps } from '@/lib/seo/og-cards';
import { userStandingSchema } from '@/lib/contracts/brain';
import { challengeOgState, ogText } from '@/lib/seo/og-text';
import { personName, plainTextFromMarkdown } from '@/lib/text';
import { getChallenge, getPlatform, getUserByScreenName } from './loaders';
import { loadOgPicture } from './og-image-sources';
import { publicProvider } from './provider';

/**
 * The tag of a user's rank as their share image reads it: expired by the mutations
 * that earn the viewer neurons (expireStanding), and read again every minute for the others.
 */
export const standingTag = (userId: number) => `standing:${userId}`;

async function getStanding(userId: number) {
  const res = await publicProvider(`/users/${userId}/standing`, {
    schema: userStandingSchema,
    next: { tags: [standingTag(userId)], revalidate: 60 },
  });
  return res.ok ? { rank: ogText(res.data.rank_label, 40) } : null;
}

function decodeSlug(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Question, community, catalyst, the challenge's picture and its live state: open, its ideas and
 * time left; closed, the winning idea and its author. The challenge's tag (challenge:{slug}) is
 * expired by a new idea and by closing (server/bff/challenge-tags.ts), which redraws the image.
 */
export async function challengeOgCard(rawSlug: string, now = new Date()): Promise<ChallengeOgCardProps | null> {
  const slug = decodeSlug(rawSlug);
  const challenge = slug ? await getChallenge(slug) : null;
  if (!challenge) return null;
  return challengeCard(challenge, challenge.main_category ? ogText(challenge.main_category.name, 40) : null, now);
}

/**
 * An ask-me-anything or suggestion box of the handle's (spec 2 §7 'GET og-image for suggestion-box
 * AMA'): the challenge card, labelled with the box instead of a category. Another user's challenge,
 * or a challenge that is no box, has no such image.
 */
export async function amaOgCard(
  rawHandle: string,
  rawSlug: string,
  now = new Date(),
): Promise<ChallengeOgCardProps | null> {
  const [handle, slug] = [decodeSlug(rawHandle), decodeSlug(rawSlug)];
  const challenge = slug ? await getChallenge(slug) : null;
  if (
    !challenge ||
    !handle ||
    challenge.catalyst.handle.toLowerCase() !== handle.toLowerCase() ||
    !isMentorBoxFormat(challenge.solution_format)
  )
    return null;
  const label =
    challenge.solution_format === 'ama'
      ? `Ask @${challenge.catalyst.handle} anything`
      : `Suggestion box of @${challenge.catalyst.handle}`;
  return challengeCard(challenge, ogText(label, 60), now);
}

async function challengeCard(
  challenge: ChallengeDetail,
  category: string | null,
  now: Date,
): Promise<ChallengeOgCardProps> {
  const [picture, catalystAvatar] = await Promise.all([
    loadOgPicture(challenge.primary_image),
    loadOgPicture(challenge.catalyst.avatar_url),
  ]);
  const state = challengeOgState(challenge, now);
  return {
    // The winning idea below takes room from the question.
    question: ogText(challenge.question_title, state.kind === 'closed' && state.winner ? 140 : 220),
    // A challenge belongs to one community, whichever host shows it.
    community: ogText(challenge.platform.title, 40),
    catalystName: ogText(personName(challenge.catalyst), 40),
    catalystHandle: challenge.catalyst.handle,
    catalystAvatar,
    picture,
    state,
    category,
  };
}

/** Avatar, name, @screen_name, the overall level and rank, and the community whose host shows the platform. */
export async function userPlatformOgCard(community: string, rawSlug: string): Promise<UserOgCardProps | null> {
  const screenName = decodeSlug(rawSlug);
  const [platform, user] = await Promise.all([
    getPlatform(community),
    screenName ? getUserByScreenName(screenName) : null,
  ]);
  if (!platform || !user) return null;
  const [avatar, standing] = await Promise.all([loadOgPicture(user.avatar_url), getStanding(user.id)]);
  return {
    name: ogText(personName(user), 40),
    handle: user.screen_name,
    avatar,
    community: ogText(platform.title, 40),
    tagline: ogText(user.slogan || plainTextFromMarkdown(user.bio), 120) || null,
    standing,
  };
}
