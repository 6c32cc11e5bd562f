// GET and PUT /api/me/preferences -> provider /me/preferences (a bag merged shallowly). A 401 here
// does not log the person out (spec 1 §8 exempts /me/preferences).
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { preferencesSchema } from '@/lib/contracts/platform';
import { PREFERENCE, userPreferencesUpdateSchema } from '@/lib/contracts/preferences';
import { getViewer } from '@/server/bff/loaders';
import { provider } from '@/server/bff/provider';
import { issueText } from '@/lib/contracts/errors';
import { guardMutation } from '@/server/bff/route-guards';

const noStore = { 'cache-control': 'no-store' };

export async function GET() {
  const res = await provider('/me/preferences', { schema: preferencesSchema });
  if (!res.ok) return NextResponse.json({ errors: res.errors }, { status: res.status, headers: noStore });
  return NextResponse.json({ data: res.data }, { headers: noStore });
}

export async function PUT(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = userPreferencesUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return NextResponse.json(
      { errors: parsed.error.issues.map((i) => ({ field: i.path.join('.') || '*', error: issueText(i) })) },
      { status: 422 },
    );
  }
  const res = await provider('/me/preferences', { method: 'PUT', body: parsed.data, schema: preferencesSchema });
  if (!res.ok) return NextResponse.json({ errors: res.errors }, { status: res.status });
  // The masthead image is part of the user's public platform, which is cached per screen name.
  if (PREFERENCE.mastheadImage in parsed.data) {
    const viewer = await getViewer();
    if (viewer) revalidateTag(`user:${viewer.account.user.screen_name.toLowerCase()}`, { expire: 0 });
  }
  return NextResponse.json({ data: res.data }, { headers: noStore });
}
