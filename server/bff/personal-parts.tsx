'use server';
// The Server Function behind a page kept for players (issue 24 part 5, components/personal/): the
// viewer's own parts of the frame (the bell and user menu, the footer's admin entry) and of the
// page (a challenge's, by slot), rendered for the session that asks, on the community of the host
// it is asked on. No viewer (a session refused by the provider, or a cookie that holds none) answers
// signed-out, and the browser ends that session; a shadow session answers so, and the browser
// loads the page rendered for it (its banner and confirmations); an outage throws, and the page
// says its own parts could not be loaded while the session is kept.
import type { ReactNode } from 'react';
import { liveTransport } from './realtime';
import { fetchChallenge, getViewer, requestContext, throwIfProviderFailed } from './loaders';
import { loadShell } from './shell';
import { PERSONAL_SLOT } from '@/lib/personal-parts';
import { personalPartsRequestSchema, type PersonalPartsRequest } from '@/lib/contracts/personal-parts';
import { NavbarUserEntries } from '@/components/shell/Navbar';
import { AdminEntry } from '@/components/shell/Footer';
import { challengePersonalParts } from '@/components/challenges/detail/ChallengePersonal';

export type PersonalPartsAnswer =
  | { signedIn: false; parts: Record<string, ReactNode> }
  | { signedIn: true; admin: boolean; shadow: boolean; parts: Record<string, ReactNode> };

export async function loadPersonalParts(request: PersonalPartsRequest): Promise<PersonalPartsAnswer> {
  const { page } = personalPartsRequestSchema.parse(request);
  const { community } = await requestContext();
  const [viewer, shell] = await Promise.all([getViewer(), loadShell(community)]);
  if (!shell.platform) return { signedIn: false, parts: {} };
  const roles = viewer?.account.admin_roles;
  const user = viewer?.account.user;
  // No viewer: the visitor's parts, shown while the browser ends the session.
  const parts: Record<string, ReactNode> = {
    [PERSONAL_SLOT.navbarUser]: (
      <NavbarUserEntries
        platform={shell.platform.slug}
        viewer={
          user ? { screenName: user.screen_name, shadow: viewer.shadow, avatarUrl: user.avatar_url ?? null } : null
        }
        player={
          user
            ? { screenName: user.screen_name, userId: user.id, shadow: viewer.shadow, transport: liveTransport() }
            : null
        }
        signupUrl={shell.urls.signup}
        logoutUrl={shell.urls.logout}
        here={shell.here}
      />
    ),
    // Ambassadors too: their community's moderation queue is there (issue 21 §7).
    [PERSONAL_SLOT.footerAdmin]: roles?.global_admin || roles?.platform_ambassador ? <AdminEntry /> : null,
  };
  if (page?.kind === 'challenge') {
    const res = await fetchChallenge(page.slug);
    // A challenge gone since the page was kept has no parts of its own; an outage is an error.
    if (!res.ok && res.status !== 404) throwIfProviderFailed(res, `challenge ${page.slug}`);
    if (res.ok) Object.assign(parts, await challengePersonalParts(res.data, viewer, community));
  }
  return viewer
    ? { signedIn: true, admin: Boolean(roles?.global_admin), shadow: viewer.shadow, parts }
    : { signedIn: false, parts };
}
