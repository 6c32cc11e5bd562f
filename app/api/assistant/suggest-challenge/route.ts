// GET /api/assistant/suggest-challenge?categories=&mandatory_keywords= -> provider GET
// /challenges/assistant/suggest-challenge (spec 2 §7): a question title, details and tags for the
// creation flow. The provider decides sign-in (401) and the developer flag (404 while it is off).
import { assistantQuerySchema, assistantSuggestionSchema, ASSISTANT_TOOL } from '@/lib/challenges/assistant';
import { provider } from '@/server/bff/provider';
import { invalidInput, refuseCrossSite, relay } from '@/server/bff/route-guards';

export async function GET(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const params = new URL(request.url).searchParams;
  const parsed = assistantQuerySchema.safeParse({
    categories: params.get('categories') ?? undefined,
    mandatory_keywords: params.get('mandatory_keywords') ?? undefined,
  });
  if (!parsed.success) return invalidInput(parsed.error);
  const query = {
    categories: parsed.data.categories.join(','),
    mandatory_keywords: parsed.data.mandatory_keywords.join(','),
  };
  return relay(await provider(`/challenges/assistant/${ASSISTANT_TOOL}`, { query, schema: assistantSuggestionSchema }));
}
