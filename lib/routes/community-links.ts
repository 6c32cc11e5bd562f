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

export function challengeHref(ctx: LinkContext, challenge: { slug: string; platform: { slug: string } }): string {
  const path = href('challenges.show', { challenge: challenge.slug });
  return challenge.platform.slug === ctx.community ? path : `${communityOrigin(challenge.platform.slug, ctx.rootDomain, ctx.protocol)}${path}`;
}
