import 'server-only';
// A challenge changed (published, or its prize after publishing): expire its page, its community's
// lists and the main site's (which lists every community's), and the catalyst's own platform, so
// visitors and the catalyst see it on their next visit. `{ expire: 0 }`: never a stale list.
// The challenge's share image reads the same tag, so a new idea or the closing redraws it; the
// acting viewer's level and rank (their platform's share image) are read again too, since ideas,
// ratings and fundings earn neurons.
import { revalidateTag } from 'next/cache';
import { MAIN_COMMUNITY } from '@/lib/hosts';
import { getViewerIfReachable } from './loaders';
import { standingTag } from './og-cards';

const EXPIRE_NOW = { expire: 0 };

export async function expireChallenge(slug: string, community: string): Promise<void> {
  revalidateTag(`challenge:${slug}`, EXPIRE_NOW);
  for (const list of new Set([community, MAIN_COMMUNITY])) revalidateTag(`challenges:${list}`, EXPIRE_NOW);
  // Runs after the change succeeded: an outage since then must not turn it into an error.
  const viewer = await getViewerIfReachable();
  if (!viewer) return;
  revalidateTag(`user-challenges:${viewer.account.user.id}`, EXPIRE_NOW);
  revalidateTag(standingTag(viewer.account.user.id), EXPIRE_NOW);
}
