// GET /api/brain/neurons?page=&role= -> provider GET /brain/neurons (spec 3 §7): the signed-in
// user's paged neurons feed, for 'load more'. Personal, so never cached.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getNeurons } from '@/server/bff/brain';
import { errorResponse, invalidInput, refuseCrossSite } from '@/server/bff/route-guards';
import { currentSession } from '@/server/bff/session';

const querySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  role: z
    .string()
    .regex(/^[a-z]{1,20}$/)
    .optional(),
});

export async function GET(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  if (!(await currentSession())) return errorResponse(401, 'Unauthorized');
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return invalidInput(parsed.error);
  const feed = await getNeurons(parsed.data);
  if (!feed) return errorResponse(502, 'Your neurons could not be loaded.');
  return NextResponse.json({ data: feed }, { headers: { 'cache-control': 'no-store' } });
}
