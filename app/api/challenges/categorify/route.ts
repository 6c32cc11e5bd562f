// GET /api/challenges/categorify?text= -> provider GET /challenges/categorify (spec 2 §7): up to 3
// categories suggested for a question's text, offered on the creation flow's category step. Public
// data, but a call on our own pages only, as the step is its one reader.
import { categorifyQuerySchema, categorifySchema } from '@/lib/contracts/spec2-calls';
import { publicProvider } from '@/server/bff/provider';
import { invalidInput, refuseCrossSite, relay } from '@/server/bff/route-guards';

export async function GET(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const parsed = categorifyQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return invalidInput(parsed.error);
  return relay(await publicProvider('/challenges/categorify', { query: parsed.data, schema: categorifySchema }));
}
