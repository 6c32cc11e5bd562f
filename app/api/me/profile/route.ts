// PUT /api/me/profile -> provider PUT /me/profile. The user's platform page is cached per screen
// name, so its tag is expired at once: the owner sees the change on the next visit.
import { revalidateTag } from 'next/cache';
import { publicUserSchema } from '@/lib/contracts/account';
import { profileUpdateSchema } from '@/lib/contracts/profile';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function PUT(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = profileUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/me/profile', { method: 'PUT', body: parsed.data, schema: publicUserSchema });
  if (!res.ok) return relayFailure(res);
  revalidateTag(`user:${res.data.screen_name.toLowerCase()}`, { expire: 0 });
  return relay(res);
}
