'use client';
// The navbar's entries on a page kept for players (components/personal/): the bell and the user
// menu once the viewer is known; a visitor's sign-in links when the session holds nobody (shown
// while the browser ends that session).
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { PersonalPart } from '../personal/PersonalSlot';
import { NavbarUserEntries } from './NavbarUserEntries';

export function NavbarUserSlot({
  platform,
  signupUrl,
  logoutUrl,
  icons,
  children,
}: {
  platform: string;
  signupUrl: string;
  logoutUrl: string;
  icons: { bell: ReactNode; chevron: ReactNode };
  /** The placeholder while the viewer's parts load. */
  children: ReactNode;
}) {
  const here = usePathname();
  return (
    <PersonalPart
      fallback={children}
      render={({ viewer, transport }) => (
        <NavbarUserEntries
          platform={platform}
          viewer={viewer}
          player={viewer && { screenName: viewer.screenName, userId: viewer.id, shadow: viewer.shadow, transport }}
          signupUrl={signupUrl}
          logoutUrl={logoutUrl}
          here={here}
          icons={icons}
        />
      )}
    />
  );
}
