import 'server-only';
// Everything the application shell needs for one request, loaded once.
import { cache } from 'react';
import { gatewayUrl, logoutUrl, signInReturnPath, signupUrl } from '../../lib/accounts-urls';
import { communityOrigin, MAIN_COMMUNITY } from '../../lib/hosts';
import { cookies } from 'next/headers';
import { COOKIES } from '../../lib/constants';
import { webConfig } from './config';
import { getPlatform, getViewer, isSessionExpired, requestContext } from './loaders';

export const loadShell = cache(async (community: string) => {
  const config = webConfig();
  const [platform, viewer, sessionExpired, context, jar] = await Promise.all([getPlatform(community), getViewer(), isSessionExpired(), requestContext(), cookies()]);
  const origin = communityOrigin(community, config.ROOT_DOMAIN, config.protocol);
  const here = `${origin}${context.path}`;
  const onChallengesHome = context.path === '/' || context.path.startsWith('/?');
  const signupContinue = `${origin}${signInReturnPath(onChallengesHome ? '/my-dashboard' : context.path, community)}`;
  return {
    config,
    platform,
    viewer,
    sessionExpired,
    origin,
    here,
    mainSiteUrl: communityOrigin(MAIN_COMMUNITY, config.ROOT_DOMAIN, config.protocol),
    urls: {
      signup: signupUrl(config.ACCOUNTS_URL, { scoutId: jar.get(COOKIES.scoutId.name)?.value, continue: signupContinue, app: community }),
      logout: logoutUrl(config.ACCOUNTS_URL, { continue: origin, platform: community }),
      gateway: gatewayUrl(config.ACCOUNTS_URL, { continue: here, app: community }),
    },
  };
});
