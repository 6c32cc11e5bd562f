import 'server-only';
// What every forum page needs before rendering: the forum it is (the community's, for 'platform',
// or a user's platform in it), the frame's data, and the page's context.
import { communityOrigin } from '@/lib/hosts';
import { classifyPlatformSlug } from '@/lib/routes/platform-slug';
import type { ForumContext } from '@/components/forums/ForumPages';
import { firstParam, pageParam } from './browse';
import { linkContext } from './links';
import { requestContext } from './loaders';
import { loadShell } from './shell';
import { loadUserPlatformFrame } from './user-platform-data';

type Query = Record<string, string | string[] | undefined>;

/** `?post=` of a link to one post: its id, or undefined for anything else. */
function postParam(value: string | string[] | undefined): number | undefined {
  const id = Number(firstParam(value));
  return Number.isSafeInteger(id) && id >= 1 && id <= 2147483647 ? id : undefined;
}

export async function loadForumPage(community: string, platformSlug: string, query: Query) {
  const { path } = await requestContext();
  const links = linkContext(community);
  const base = (signedIn: boolean, platform: string, owner?: string): ForumContext => ({
    platformSlug,
    scope: { platform, owner },
    signedIn,
    here: path.split('?')[0],
    origin: communityOrigin(community, links.rootDomain, links.protocol),
    page: pageParam(query.page),
    post: postParam(query.post),
    q: firstParam(query.q),
  });
  if (classifyPlatformSlug(platformSlug).kind === 'community') {
    const shell = await loadShell(community);
    const platform = shell.platform;
    return platform
      ? { kind: 'community' as const, platform, viewer: shell.viewer, ctx: base(Boolean(shell.viewer), platform.slug) }
      : null;
  }
  const frame = await loadUserPlatformFrame(community, platformSlug);
  const platform = frame.shell.platform;
  if (!platform) return null;
  return {
    kind: 'user' as const,
    frame,
    ctx: {
      ...base(Boolean(frame.viewer), platform.slug, frame.user.screen_name),
      platformSlug: frame.user.screen_name,
    },
  };
}
