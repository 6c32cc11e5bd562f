// PUT /challenges/{slug}/media (spec 2 §2 after publishing): the catalyst replaces the extra
// pictures and links of their published challenge. Open or closed: pictures and links add context,
// they change none of the terms players entered under.
import { and, eq } from 'drizzle-orm';
import type { FieldError } from '@/lib/contracts/errors';
import { MEDIA_MESSAGES, type ChallengeMedia } from '@/lib/challenges/media';
import type { Db } from '../db/client';
import { challenges, platforms } from '../db/schema';
import type { UserRow } from './users';

export type MediaUpdateResult =
  | { ok: true; slug: string; platform: string; media: ChallengeMedia }
  | { ok: false; status: 403 | 404; errors: FieldError[] };

export async function updateChallengeMedia(
  db: Db,
  user: UserRow,
  slug: string,
  media: ChallengeMedia,
  now = new Date(),
): Promise<MediaUpdateResult> {
  const [row] = await db
    .select({ id: challenges.id, catalystId: challenges.catalystId, platform: platforms.slug })
    .from(challenges)
    .innerJoin(platforms, eq(platforms.id, challenges.platformId))
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')));
  if (!row) return { ok: false, status: 404, errors: [{ field: '*', error: 'Challenge not found' }] };
  if (row.catalystId !== user.id)
    return { ok: false, status: 403, errors: [{ field: '*', error: MEDIA_MESSAGES.notCatalyst }] };
  // Each picture once, each link once: a double click must not show the same thing twice.
  const pictures = [...new Set(media.pictures)];
  const links = media.links.filter((link, i, all) => all.findIndex((l) => l.url === link.url) === i);
  await db
    .update(challenges)
    .set({ extraPictures: pictures, extraLinks: links, updatedAt: now })
    .where(eq(challenges.id, row.id));
  return { ok: true, slug, platform: row.platform, media: { pictures, links } };
}
