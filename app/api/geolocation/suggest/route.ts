// GET /api/geolocation/suggest?query= -> provider GET /geolocation/suggest (spec 2 §7): up to 5
// places, for the type-ahead of the local-civics location field.
import { relayPlaces } from '@/server/bff/geolocation';

export async function GET(request: Request) {
  return relayPlaces(request, 'suggest');
}
