// The frame of every community page: navbar, content, footer, toasts and dialogs. The same for
// pages rendered per request and pages served from the visitor cache; only the shell differs.
import type { ReactNode } from 'react';
import type { Platform } from '@/lib/contracts/platform';
import { liveTransport } from '@/server/bff/realtime';
import type { Shell } from '@/server/bff/shell';
import { EndExpiredSession } from '../account/EndExpiredSession';
import { UiProvider } from '../ui/UiProvider';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageViewTrait } from './PageViewTrait';
import { PersonalPartsProvider } from '../personal/PersonalPartsProvider';
import { PersonalPartsFailed } from '../personal/PersonalSlot';
import { ServiceWorker } from './ServiceWorker';
import type { AdminEntrySlot } from './AdminEntrySlot';
import type { NavbarUserSlot } from './NavbarUserSlot';

/**
 * The frame's slots on a page kept for players, handed in by that page's layout alone: imported
 * here, their code (the signed-in menu's, with SWR) would load on every visitor's page.
 */
export interface FrameSlots {
  NavbarUserSlot: typeof NavbarUserSlot;
  AdminEntrySlot: typeof AdminEntrySlot;
}

export function CommunityFrame({
  community,
  platform,
  shell,
  children,
  slots = null,
}: {
  community: string;
  platform: Platform;
  shell: Shell;
  children: ReactNode;
  /**
   * A page kept for players (issue 24 part 5): the shell has no viewer, the viewer's own parts
   * are slots filled after the page (components/personal/PersonalPartsProvider.tsx).
   */
  slots?: FrameSlots | null;
}) {
  const personalSlots = slots !== null;
  const { viewer, urls } = shell;
  const screenName = viewer?.account.user.screen_name;
  const frame = (
    <UiProvider shadow={Boolean(viewer?.shadow)} logoutUrl={urls.logout}>
      {shell.sessionExpired && <EndExpiredSession />}
      {viewer?.shadow && (
        <div className="shadow-banner" role="status">
          Shadow mode: you are acting as @{screenName}. Changes need your confirmation.
        </div>
      )}
      <Navbar
        platform={platform}
        viewer={
          screenName
            ? { screenName, shadow: Boolean(viewer?.shadow), avatarUrl: viewer?.account.user.avatar_url ?? null }
            : null
        }
        player={
          viewer && screenName
            ? { screenName, userId: viewer.account.user.id, shadow: Boolean(viewer.shadow), transport: liveTransport() }
            : null
        }
        signupUrl={urls.signup}
        logoutUrl={urls.logout}
        mainSiteUrl={shell.mainSiteUrl}
        here={shell.here}
        userSlot={slots?.NavbarUserSlot}
      />
      {/* Admins see user ids on player links (spec 1 §6): globals.css shows each link's data-user-id. */}
      {/* A kept page is busy until the viewer's own parts have come (PersonalPartsProvider). */}
      <main
        id="main"
        className={viewer?.account.admin_roles.global_admin ? 'viewer-admin' : undefined}
        aria-busy={personalSlots || undefined}
      >
        {personalSlots && <PersonalPartsFailed />}
        {children}
      </main>
      <ServiceWorker />
      <PageViewTrait community={community} />
      <Footer
        signedIn={Boolean(viewer) || personalSlots}
        // Ambassadors too: their community's moderation queue is there (issue 21 §7).
        isAdmin={Boolean(viewer?.account.admin_roles.global_admin || viewer?.account.admin_roles.platform_ambassador)}
        signupUrl={urls.signup}
        platform={platform.slug}
        adminSlot={slots?.AdminEntrySlot}
      />
    </UiProvider>
  );
  return personalSlots ? (
    <PersonalPartsProvider community={community} renderedAt={new Date().toISOString()}>
      {frame}
    </PersonalPartsProvider>
  ) : (
    frame
  );
}
