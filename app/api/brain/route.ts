// GET /api/brain -> provider GET /brain (spec 3 §7): the signed-in user's brain in every role, for
// the Game Dash's Nerve Score card. Personal, so never cached.
import { NextResponse } from 'next/server';
import { getMyBrains } from '@/server/bff/brain';
import { errorResponse, refuseCrossSite } from '@/server/bff/route-guards';
import { currentSession } from '@/server/bff/session';

export async function GET(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  if (!(await currentSession())) return errorResponse(401, 'Unauthorized');
  const brains = await getMyBrains();
  if (!brains) return errorResponse(502, 'Your score could not be loaded.');
  return NextResponse.json({ data: brains }, { headers: { 'cache-control': 'no-store' } });
}
