import 'server-only';
// The share images of challenges and user platforms: load what they show, then draw a PNG with
// next/og. Drawn to a buffer first, so that a picture the renderer cannot read costs the picture,
// not the whole image (a streamed response would already have promised a 200).
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { ChallengeOgCard, UserOgCard } from '@/components/seo/OgCards';
import { challengeTimeLabel, ogText } from '@/lib/seo/og-text';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';
import { personName, plainTextFromMarkdown } from '@/lib/text';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import { isMentorBoxFormat } from '@/lib/contracts/user-platform';
import { getChallenge, getPlatform, getUserByScreenName } from './loaders';
import { loadOgPicture } from './og-image-sources';

/** Browsers and link-preview caches may keep an image this long; the route itself revalidates too. */
const PREVIEW_MAX_AGE_SECONDS = 900;

async function drawPng(element: ReactElement, withoutPictures: () => ReactElement): Promise<ArrayBuffer> {
  try {
    return await new ImageResponse(element, SHARE_IMAGE_SIZE).arrayBuffer();
  } catch (err) {
    console.warn('[og] drawing without pictures:', err instanceof Error ? err.message : err);
    return new ImageResponse(withoutPictures(), SHARE_IMAGE_SIZE).arrayBuffer();
  }
}

function pngResponse(body: ArrayBuffer): Response {
  return new Response(body, {
    headers: {
      'content-type': 'image/png',
      'cache-control': `public, max-age=${PREVIEW_MAX_AGE_SECONDS}, stale-while-revalidate=${PREVIEW_MAX_AGE_SECONDS * 4}`,
    },
  });
}

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

function decodeSlug(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Question, community, catalyst, the challenge's picture and the time left (or 'Closed'). */
export async function challengeOgImage(rawSlug: string, now = new Date()): Promise<Response> {
  const slug = decodeSlug(rawSlug);
  const challenge = slug ? await getChallenge(slug) : null;
  if (!challenge) return notFound();
  return drawChallengeCard(challenge, challenge.main_category ? ogText(challenge.main_category.name, 40) : null, now);
}

/**
 * An ask-me-anything or suggestion box of the handle's (spec 2 §7 'GET og-image for suggestion-box
 * AMA'): the challenge card, labelled with the box instead of a category. Another user's challenge,
 * or a challenge that is no box, has no such image.
 */
export async function amaOgImage(rawHandle: string, rawSlug: string, now = new Date()): Promise<Response> {
  const [handle, slug] = [decodeSlug(rawHandle), decodeSlug(rawSlug)];
  const challenge = slug ? await getChallenge(slug) : null;
  if (
    !challenge ||
    !handle ||
    challenge.catalyst.handle.toLowerCase() !== handle.toLowerCase() ||
    !isMentorBoxFormat(challenge.solution_format)
  )
    return notFound();
  const label =
    challenge.solution_format === 'ama'
      ? `Ask @${challenge.catalyst.handle} anything`
      : `Suggestion box of @${challenge.catalyst.handle}`;
  return drawChallengeCard(challenge, ogText(label, 60), now);
}

async function drawChallengeCard(challenge: ChallengeDetail, category: string | null, now: Date): Promise<Response> {
  const [picture, catalystAvatar] = await Promise.all([
    loadOgPicture(challenge.primary_image),
    loadOgPicture(challenge.catalyst.avatar_url),
  ]);
  const props = {
    question: ogText(challenge.question_title, 220),
    // A challenge belongs to one community, whichever host shows it.
    community: ogText(challenge.platform.title, 40),
    catalystName: ogText(personName(challenge.catalyst), 40),
    catalystHandle: challenge.catalyst.handle,
    catalystAvatar,
    picture,
    timeLabel: challengeTimeLabel(challenge, now),
    category,
  };
  const png = await drawPng(<ChallengeOgCard {...props} />, () => (
    <ChallengeOgCard {...props} picture={null} catalystAvatar={null} />
  ));
  return pngResponse(png);
}

/** Avatar, name, @screen_name and the community whose host shows the platform. */
export async function userPlatformOgImage(community: string, rawSlug: string): Promise<Response> {
  const screenName = decodeSlug(rawSlug);
  const [platform, user] = await Promise.all([
    getPlatform(community),
    screenName ? getUserByScreenName(screenName) : null,
  ]);
  if (!platform || !user) return notFound();
  const tagline = ogText(user.slogan || plainTextFromMarkdown(user.bio), 120) || null;
  const props = {
    name: ogText(personName(user), 40),
    handle: user.screen_name,
    avatar: await loadOgPicture(user.avatar_url),
    community: ogText(platform.title, 40),
    tagline,
  };
  return pngResponse(await drawPng(<UserOgCard {...props} />, () => <UserOgCard {...props} avatar={null} />));
}
