// POST /api/challenges: publishes the creation form (spec 2 §7) on the community this request's host
// names, then expires that community's challenges home (and the main site's, which lists every
// community's challenges) so the new question is listed on the very next visit.
import { NextResponse } from 'next/server';
import { challengeCreatedSchema, challengeCreateSchema } from '@/lib/contracts/challenge-create';
import { communitySlugFromHost, MAIN_COMMUNITY } from '@/lib/hosts';
import { expireChallenge } from '@/server/bff/challenge-tags';
import { webConfig } from '@/server/bff/config';
import { provider } from '@/server/bff/provider';
import { issueText } from '@/lib/contracts/errors';
import { guardMutation } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  // The question is published on the community whose site the catalyst is on (spec 2 §5 platform_domain).
  const community = communitySlugFromHost(request.headers.get('host'), webConfig().ROOT_DOMAIN) ?? MAIN_COMMUNITY;
  const raw: unknown = await request.json().catch(() => null);
  const parsed = challengeCreateSchema.safeParse(
    raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw, platform_domain: community } : raw,
  );
  if (!parsed.success) {
    return NextResponse.json(
      { errors: parsed.error.issues.map((i) => ({ field: i.path.join('.') || '*', error: issueText(i) })) },
      { status: 422 },
    );
  }
  const res = await provider('/challenges', { method: 'POST', body: parsed.data, schema: challengeCreatedSchema });
  if (!res.ok) return NextResponse.json({ errors: res.errors }, { status: res.status });
  await expireChallenge(res.data.slug, community);
  return NextResponse.json({ data: res.data }, { status: 201 });
}
