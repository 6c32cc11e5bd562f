// /api/sharing/social/twitter/connect -> provider POST /sharing/social/twitter/connect (issue 20):
// starts connecting an X account (OAuth 2.0 with PKCE; the verifier stays in the provider) and
// answers the X authorization address the browser goes to.
import { z } from 'zod';
import { communityOrigin, MAIN_COMMUNITY } from '@/lib/hosts';
import { webConfig } from '@/server/bff/config';
import { provider } from '@/server/bff/provider';
import { guardMutation, relay } from '@/server/bff/route-guards';

const TWITTER_CALLBACK_PATH = '/api/sharing/social/twitter/callback';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { ROOT_DOMAIN, protocol } = webConfig();
  const res = await provider('/sharing/social/twitter/connect', {
    method: 'POST',
    body: { redirect_uri: `${communityOrigin(MAIN_COMMUNITY, ROOT_DOMAIN, protocol)}${TWITTER_CALLBACK_PATH}` },
    schema: z.object({ url: z.url() }),
  });
  return relay(res);
}
