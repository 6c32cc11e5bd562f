import 'server-only';
// The platform-slug rule (spec 1 §2) for pages under /{platformSlug}: canonical casing, unknown users,
// the reserved slugs.
import { notFound, redirect } from 'next/navigation';
import { canonicalUserPath, classifyPlatformSlug, looksLikeScreenName } from '@/lib/routes/platform-slug';
import { communityOrigin } from '@/lib/hosts';
import { isReservedScreenName } from '@/lib/routes/reserved';
import { href } from '@/lib/routes/table';
import { signInReturnPath } from '@/lib/accounts-urls';
import { webConfig } from './config';
import { getUserByScreenName, getViewer, requestContext } from './loaders';

/** /skeptic goes to the mentor box of the science-skeptic community's resident demo catalyst. */
export const SKEPTIC_HANDLE = 'AdaLovelace';
/** /rpg goes to the home of the role-play community. */
export const RPG_COMMUNITY = 'roleplay';

export async function loadUserPlatform(slug: string) {
  const decision = classifyPlatformSlug(slug);
  const { path } = await requestContext();
  if (decision.kind === 'redirect-root') redirect('/');
  if (decision.kind === 'skeptic') redirect(href('mentor.box', { platformSlug: SKEPTIC_HANDLE }));
  // '/platform' alone is the community itself; pages that have a community version check first.
  if (decision.kind === 'community') redirect('/');
  // 'me' stands for the signed-in user's own platform (spec 3 §2: platformSlug is a screen name or
  // 'me'); '/me/my-dashboard' is where sign-in lands. Signed out, 'my' pages need a sign-in first.
  if (decision.kind === 'reserved' && decision.slug === 'me') {
    const viewer = await getViewer();
    if (viewer) redirect(canonicalUserPath(path, viewer.account.user.screen_name));
    redirect(signInReturnPath(path, (await requestContext()).community));
  }
  if (decision.kind === 'reserved' && decision.slug === 'rpg') {
    const config = webConfig();
    redirect(communityOrigin(RPG_COMMUNITY, config.ROOT_DOMAIN, config.protocol));
  }
  if (decision.kind !== 'user') notFound();
  // Top-level pages (faqs, about, …) can never be screen names: '/faqs/teams' is a missing page, not a user.
  if (!looksLikeScreenName(decision.screenName) || isReservedScreenName(decision.screenName)) notFound();
  const user = await getUserByScreenName(decision.screenName);
  if (!user) redirect(href('home.challenges', {}, { notice: 'user-not-found', username: decision.screenName }));
  if (user.screen_name !== decision.screenName) redirect(canonicalUserPath(path, user.screen_name));
  return user;
}
