import 'server-only';
// Loaders of the awards (spec 3 §7 'Awards'), the player's impact and standings. Each returns null
// when the provider fails, so a page says 'could not be loaded' instead of showing made-up numbers.
// Visitors' medals come from the public, tag-revalidated cache (DESIGN.md: anonymous pages are
// served from a tag-revalidated cache): medals change when a challenge closes or a prize is
// declined, and those routes expire MEDALS_TAG (expireMedals); challenges the closing job settles
// and tournaments that end show within the revalidate window. The owner's own medals carry rank
// badges, which follow their live score, so they are read with their token, uncached.
import { revalidateTag } from 'next/cache';
import { impactSchema, standingsSchema, userMedalsSchema } from '@/lib/contracts/awards';
import type { LeaderboardPeriod } from '@/lib/leaderboard';
import { provider, publicProvider } from './provider';

export const MEDALS_TAG = 'medals';

/** A closing or a declined prize changed someone's medals: every cached medals list is expired. */
export function expireMedals(): void {
  revalidateTag(MEDALS_TAG, { expire: 0 });
}

/** GET /award/medals/{screen name | 'me'}; the owner's own list with rank badges, uncached. */
export async function getUserMedals(user: string, { owner }: { owner: boolean }) {
  const path = `/award/medals/${encodeURIComponent(user)}`;
  const res = owner
    ? await provider(path, { schema: userMedalsSchema })
    : await publicProvider(path, { schema: userMedalsSchema, next: { tags: [MEDALS_TAG], revalidate: 60 } });
  return res.ok ? res.data : null;
}

/** GET /me/impact: the signed-in player's impact. */
export async function getMyImpact() {
  const res = await provider('/me/impact', { schema: impactSchema });
  return res.ok ? res.data : null;
}

/** GET /me/standings: the signed-in player's place on every role's board of a community. */
export async function getMyStandings(community: string, period: LeaderboardPeriod) {
  const res = await provider('/me/standings', { schema: standingsSchema, query: { platform: community, period } });
  return res.ok ? res.data : null;
}
