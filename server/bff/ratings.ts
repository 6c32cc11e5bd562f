import 'server-only';
// The signed-in player's own ratings in one challenge, and their own ideas there
// (GET /challenges/{slug}/my-ratings), read per request for the rating controls; never on the
// visitor cache, which reads no cookies.
import { myRatingsSchema, type MyRatings } from '../../lib/contracts/rating';
import { provider } from './provider';

export async function getMyRatings(slug: string): Promise<MyRatings | null> {
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/my-ratings`, { schema: myRatingsSchema });
  return res.ok ? res.data : null;
}
