// GET /api/geolocation/search?query= -> provider GET /geolocation/search (spec 2 §7): up to 10 places.
import { relayPlaces } from '@/server/bff/geolocation';

export async function GET(request: Request) {
  return relayPlaces(request, 'search');
}
