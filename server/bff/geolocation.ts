import 'server-only';
// The BFF side of GET /api/geolocation/search and /suggest (spec 2 §7): the query is checked here
// as the provider checks it; one too short answers an empty list without a provider call.
import { geolocationQuerySchema, placesSchema, shouldSearchLocation } from '@/lib/geolocation';
import { provider } from './provider';
import { invalidInput, refuseCrossSite, relay } from './route-guards';
import { NextResponse } from 'next/server';

export async function relayPlaces(request: Request, kind: 'search' | 'suggest') {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const parsed = geolocationQuerySchema.safeParse({
    query: new URL(request.url).searchParams.get('query') ?? undefined,
  });
  if (!parsed.success) return invalidInput(parsed.error);
  const { query } = parsed.data;
  if (!shouldSearchLocation(query)) return NextResponse.json({ data: [] });
  return relay(await provider(`/geolocation/${kind}`, { query: { query }, schema: placesSchema }));
}
