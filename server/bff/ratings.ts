import 'server-only';
// The signed-in player's own ratings in one challenge, and their own ideas there
// (GET /challenges/{slug}/my-ratings), read per request for the rating controls; never on the
// visitor cache, which reads no cookies. And the rating flow's queue, for the rate pages.
import { myRatingsSchema, rateQueueSchema, type MyRatings } from '@/lib/contracts/rating';
import { provider } from './provider';

export async function getMyRatings(slug: string): Promise<MyRatings | null> {
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/my-ratings`, {
    schema: myRatingsSchema,
    personal: { tags: [`challenge:${slug}`] },
  });
  return res.ok ? res.data : null;
}

/** The ideas the signed-in player can still rate, in the rating flow's order (GET /challenges/{slug}/rate-queue). */
export function getRateQueue(slug: string) {
  return provider(`/challenges/${encodeURIComponent(slug)}/rate-queue`, { schema: rateQueueSchema });
}
