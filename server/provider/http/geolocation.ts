// GET /geolocation/search?query= and GET /geolocation/suggest?query= (spec 2 §7): places for the
// location field of the local-civics category, from the embedded gazetteer, as [{formatted,
// country}]. search answers up to 10, suggest (the type-ahead) up to 5. Under 3 characters the
// answer is an empty list, not an error (spec 2 §5); a query over 100 characters is a 422.
// Signed-in only, like the creation flow that uses it: the provider is no free geocoder.
import { Hono, type Context } from 'hono';
import {
  geolocationQuerySchema,
  LOCATION_SEARCH_LIMIT,
  LOCATION_SUGGEST_LIMIT,
  shouldSearchLocation,
} from '@/lib/geolocation';
import { gazetteer } from '../domain/gazetteer';
import { requireUser } from './auth';
import { parseQuery } from './query';
import { ok } from './respond';
import type { AppEnv, Deps } from './types';

function places(limit: number) {
  return async (c: Context<AppEnv>) => {
    const parsed = parseQuery(c, geolocationQuerySchema);
    if (!parsed.ok) return parsed.response;
    const { query } = parsed.data;
    if (!shouldSearchLocation(query)) return ok(c, []);
    return ok(c, (await gazetteer()).search(query, limit));
  };
}

/** Mounted at /geolocation (app.ts), so the paths below are relative to it. */
export function geolocationRoutes(_deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/search', requireUser, places(LOCATION_SEARCH_LIMIT));
  app.get('/suggest', requireUser, places(LOCATION_SUGGEST_LIMIT));
  return app;
}
