// GET /api/olympiads/current -> provider GET /widgets/olympiads/current?platform_slug= (spec 3 §7):
// the Game Dash's current-olympiad card (issue 17 §1): title, prize and end of the tournament of
// the request's community, or the main community's it falls back to. Public, cached a minute.
import { NextResponse } from 'next/server';
import { olympiadWidgetSchema } from '@/lib/contracts/home';
import { callCommunity } from '@/server/bff/loaders';
import { publicProvider } from '@/server/bff/provider';
import { errorResponse } from '@/server/bff/route-guards';

export async function GET(request: Request) {
  const community = callCommunity(request);
  const res = await publicProvider('/widgets/olympiads/current', {
    schema: olympiadWidgetSchema,
    query: { platform_slug: community },
    next: { tags: ['olympiads', `olympiads:${community}`], revalidate: 60 },
  });
  if (!res.ok) return errorResponse(502, 'The tournament could not be loaded.');
  const current = res.data.current;
  return NextResponse.json({
    data: current
      ? {
          title: current.olympiad.title,
          prize_total: current.olympiad.prize_total,
          end_time: current.olympiad.end_time,
        }
      : null,
  });
}
