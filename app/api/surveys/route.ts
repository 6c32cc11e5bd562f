// POST /api/surveys -> provider POST /surveys: a visitor's anonymous survey reply (spec 2 §2
// challenges.survey). Sent without the session token on purpose: a reply carries no identity. The
// visitor's address goes along signed, for the provider's per-address rate limit.
import { headers } from 'next/headers';
import { surveyReplyCreatedSchema, surveyReplySchema } from '@/lib/contracts/survey';
import { forwardedClientAddress, signedClientAddressHeaders } from '@/server/client-address';
import { webConfig } from '@/server/bff/config';
import { publicProvider } from '@/server/bff/provider';
import { invalidInput, refuseCrossSite, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const parsed = surveyReplySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const address = forwardedClientAddress((await headers()).get('x-forwarded-for'));
  const res = await publicProvider('/surveys', {
    method: 'POST',
    body: parsed.data,
    schema: surveyReplyCreatedSchema,
    headers: signedClientAddressHeaders(address, webConfig().OAUTH_CLIENT_SECRET),
  });
  return relay(res, 201);
}
