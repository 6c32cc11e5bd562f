// The navbar's entries that are the viewer's own (spec 1 §2): the Game Dash bell and the user menu,
// or a visitor's sign-up and sign-in links. No hooks and no reads: the navbar renders it on the
// server, and a page kept for players in the browser once its viewer is known (NavbarUserSlot.tsx).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { userHomeHref, href } from '@/lib/routes/table';
import { ShadowStopButton, SignOutButton } from '../account/SessionButtons';
import { SignInLink, SignUpLink } from '../account/SignInLink';
import { GameDashButton, type GameDashPlayer } from '../game/GameDashButton';
import { userMenuEntries } from './menu-entries';
import { NavMenu } from './NavMenu';
import { SnoozedMenuBadge } from './SnoozedMenuBadge';

export interface NavbarViewer {
  screenName: string;
  shadow: boolean;
  avatarUrl: string | null;
}

/** The Game Dash bell and the user menu of a viewer, or the sign-up and sign-in links of a visitor. */
export function NavbarUserEntries({
  platform,
  viewer,
  player,
  signupUrl,
  logoutUrl,
  here,
  icons,
}: {
  platform: string;
  viewer: NavbarViewer | null;
  /** The signed-in player as the Game Dash bell needs them (live updates, update dot). */
  player: GameDashPlayer | null;
  signupUrl: string;
  logoutUrl: string;
  /** This page's address, where signing in comes back to. */
  here: string;
  /** Drawn on the server and handed down: an icon in the client bundle would add to a page's load. */
  icons: { bell: ReactNode; chevron: ReactNode };
}) {
  // The user menu's button: the avatar, and the handle that names it (shown in the phone menu).
  const profile = viewer && (
    <>
      {viewer.avatarUrl && <img src={viewer.avatarUrl} alt="" width={28} height={28} />}
      <span className="nav-profile-name">@{viewer.screenName}</span>
      {icons.chevron}
    </>
  );
  return (
    <>
      <li>
        <GameDashButton player={player} signInHref={href('sign-in', {}, { continue: here })} icon={icons.bell} />
      </li>
      {viewer ? (
        <>
          {viewer.shadow && (
            <li>
              <ShadowStopButton />
            </li>
          )}
          <li>
            <NavMenu
              id="user-menu"
              rootClassName="user-menu"
              className="user-menu-list"
              toggleClassName="nav-link nav-profile"
              label={profile}
              openLabel={profile}
            >
              <li>
                <Link href={userHomeHref(viewer.screenName)}>My Platform</Link>
              </li>
              {userMenuEntries(viewer.screenName).map((entry) => (
                <li key={entry.label}>
                  <Link href={entry.href}>
                    {entry.label}
                    {entry.count === 'snoozed' && <SnoozedMenuBadge />}
                  </Link>
                </li>
              ))}
              {!viewer.shadow && (
                <li>
                  <SignOutButton logoutUrl={logoutUrl} />
                </li>
              )}
            </NavMenu>
          </li>
        </>
      ) : (
        <>
          <li>
            <SignUpLink href={signupUrl} platform={platform} />
          </li>
          <li>
            <SignInLink here={here} platform={platform} />
          </li>
        </>
      )}
    </>
  );
}
