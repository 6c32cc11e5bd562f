// GET /api/people/{userId} -> provider GET /relationships/users/{id}: a player's follower, following
// and friend counts and, signed in, how the viewer stands with them (the user platform's buttons).
import { userSocialSchema } from '@/lib/contracts/social';
import { provider } from '@/server/bff/provider';
import { relay } from '@/server/bff/route-guards';

type Params = { params: Promise<{ userId: string }> };

export async function GET(_request: Request, { params }: Params) {
  const { userId } = await params;
  return relay(await provider(`/relationships/users/${encodeURIComponent(userId)}`, { schema: userSocialSchema }));
}
