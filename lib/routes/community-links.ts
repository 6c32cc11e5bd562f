// Links across communities (spec 1 §2): a challenge of another community is linked on that
// community's host; one of this community stays a path, so navigation stays inside the app.
import { communityOrigin } from '../hosts';
import { href } from './table';

export interface LinkContext {
  /** The community the page is served for. */
  community: string;
  rootDomain: string;
  protocol: 'http' | 'https';
}

/** A path of a community's site: as it is on this community, on that community's host otherwise. */
export function communityHref(ctx: LinkContext, community: string, path: string): string {
  return community === ctx.community ? path : `${communityOrigin(community, ctx.rootDomain, ctx.protocol)}${path}`;
}

export function challengeHref(ctx: LinkContext, challenge: { slug: string; platform: { slug: string } }): string {
  return communityHref(ctx, challenge.platform.slug, href('challenges.show', { challenge: challenge.slug }));
}
