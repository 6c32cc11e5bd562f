// PUT /api/me/profile -> provider PUT /me/profile. The user's platform page is cached per screen
// name, so its tag is expired at once: the owner sees the change on the next visit.
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { publicUserSchema } from '@/lib/contracts/account';
import { profileUpdateSchema } from '@/lib/contracts/profile';
import { provider } from '@/server/bff/provider';
import { issueText } from '@/lib/contracts/errors';
import { guardMutation } from '@/server/bff/route-guards';

export async function PUT(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = profileUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return NextResponse.json(
      { errors: parsed.error.issues.map((i) => ({ field: i.path.join('.') || '*', error: issueText(i) })) },
      { status: 422 },
    );
  }
  const res = await provider('/me/profile', { method: 'PUT', body: parsed.data, schema: publicUserSchema });
  if (!res.ok) return NextResponse.json({ errors: res.errors }, { status: res.status });
  revalidateTag(`user:${res.data.screen_name.toLowerCase()}`, { expire: 0 });
  return NextResponse.json({ data: res.data });
}
