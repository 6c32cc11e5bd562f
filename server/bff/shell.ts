import 'server-only';
// What the application shell needs, loaded once per render. Two kinds: the visitor shell reads
// nothing of the request (no cookies, no headers), so pages built on it can be served from the
// visitor cache; the live shell adds the viewer, the session state and the page's own address.
import { cache } from 'react';
import { cookies } from 'next/headers';
import { gatewayUrl, logoutUrl, signInReturnPath, signupUrl } from '@/lib/accounts-urls';
import { COOKIES } from '@/lib/constants';
import { communityOrigin, MAIN_COMMUNITY } from '@/lib/hosts';
import { webConfig } from './config';
import { getPlatform, getViewer, isSessionExpired, requestContext, type Viewer } from './loaders';

export interface Shell {
  platform: Awaited<ReturnType<typeof getPlatform>>;
  viewer: Viewer | null;
  sessionExpired: boolean;
  origin: string;
  /** This page's address, where signing in comes back to. */
  here: string;
  mainSiteUrl: string;
  urls: { signup: string; logout: string; gateway: string };
}

function buildShell(
  community: string,
  platform: Shell['platform'],
  request: { path: string; scoutId?: string; viewer: Viewer | null; sessionExpired: boolean },
): Shell {
  const config = webConfig();
  const origin = communityOrigin(community, config.ROOT_DOMAIN, config.protocol);
  const here = `${origin}${request.path}`;
  const onChallengesHome = request.path === '/' || request.path.startsWith('/?');
  const signupContinue = `${origin}${signInReturnPath(onChallengesHome ? '/my-dashboard' : request.path, community)}`;
  return {
    platform,
    viewer: request.viewer,
    sessionExpired: request.sessionExpired,
    origin,
    here,
    mainSiteUrl: communityOrigin(MAIN_COMMUNITY, config.ROOT_DOMAIN, config.protocol),
    urls: {
      signup: signupUrl(config.ACCOUNTS_URL, { scoutId: request.scoutId, continue: signupContinue, app: community }),
      logout: logoutUrl(config.ACCOUNTS_URL, { continue: origin, platform: community }),
      gateway: gatewayUrl(config.ACCOUNTS_URL, { continue: here, app: community }),
    },
  };
}

/**
 * The shell of a page served from the visitor cache: nobody signed in, no scout, and the address
 * is the community home (the layout does not know the page; Sign In reads the location when used).
 */
export const loadVisitorShell = cache(async (community: string): Promise<Shell> =>
  buildShell(community, await getPlatform(community), { path: '/', viewer: null, sessionExpired: false }),
);

/** The shell of a page rendered for this request: its viewer, session state and address. */
export const loadShell = cache(async (community: string): Promise<Shell> => {
  const [platform, viewer, sessionExpired, context, jar] = await Promise.all([
    getPlatform(community),
    getViewer(),
    isSessionExpired(),
    requestContext(),
    cookies(),
  ]);
  return buildShell(community, platform, {
    path: context.path,
    scoutId: jar.get(COOKIES.scoutId.name)?.value,
    viewer,
    sessionExpired,
  });
});
