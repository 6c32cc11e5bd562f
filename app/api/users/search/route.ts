// GET /api/users/search?query=&size=50&filter=active -> provider GET /users/search (spec 2 §7 user
// search for @mentions): [{id, handle, first_name}] for the editor's suggestion list. Signed-in
// users on our own pages only, so a signed-in browser cannot be used to list users cross-site.
import { userSearchQuerySchema, userSearchResultSchema } from '@/lib/contracts/user-search';
import { provider } from '@/server/bff/provider';
import { errorResponse, invalidInput, refuseCrossSite, relay } from '@/server/bff/route-guards';
import { currentSession } from '@/server/bff/session';

export async function GET(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  if (!(await currentSession())) return errorResponse(401, 'Unauthorized');
  const parsed = userSearchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/users/search', { query: parsed.data, schema: userSearchResultSchema });
  const response = relay(res);
  // Personal (it depends on who asks) and changing: never cached.
  response.headers.set('cache-control', 'no-store');
  return response;
}
