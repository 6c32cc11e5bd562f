// Share images as PNG responses (spec 2 §7 og-image), drawn with next/og from the cards that
// server/bff/og-cards.ts loads. Drawn to a buffer first, so that a picture the renderer cannot read
// costs the picture, not the whole image (a streamed response would already have promised a 200).
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import type { ChallengeOgCardProps, UserOgCardProps } from '@/lib/seo/og-cards';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';
import { ChallengeOgCard, UserOgCard } from './OgCards';

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

/** The answer for a card that does not exist. */
export const ogNotFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function challengeOgPng(card: ChallengeOgCardProps | null): Promise<Response> {
  if (!card) return ogNotFound();
  const png = await drawPng(<ChallengeOgCard {...card} />, () => (
    <ChallengeOgCard {...card} picture={null} catalystAvatar={null} />
  ));
  return pngResponse(png);
}

export async function userOgPng(card: UserOgCardProps | null): Promise<Response> {
  if (!card) return ogNotFound();
  return pngResponse(await drawPng(<UserOgCard {...card} />, () => <UserOgCard {...card} avatar={null} />));
}
