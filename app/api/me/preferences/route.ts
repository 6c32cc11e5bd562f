// GET and PUT /api/me/preferences -> provider /me/preferences (a bag merged shallowly). A 401 here
// does not log the person out (spec 1 §8 exempts /me/preferences).
import { revalidateTag } from 'next/cache';
import { preferencesSchema } from '@/lib/contracts/platform';
import { PREFERENCE, userPreferencesUpdateSchema } from '@/lib/contracts/preferences';
import { getViewerIfReachable } from '@/server/bff/loaders';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

const noStore = { 'cache-control': 'no-store' };

export async function GET() {
  const res = await provider('/me/preferences', { schema: preferencesSchema });
  return relay(res, 200, noStore);
}

export async function PUT(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = userPreferencesUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/me/preferences', { method: 'PUT', body: parsed.data, schema: preferencesSchema });
  if (!res.ok) return relayFailure(res);
  // The masthead image is part of the user's public platform, which is cached per screen name.
  if (PREFERENCE.mastheadImage in parsed.data) {
    const viewer = await getViewerIfReachable();
    if (viewer) revalidateTag(`user:${viewer.account.user.screen_name.toLowerCase()}`, { expire: 0 });
  }
  return relay(res, 200, noStore);
}
