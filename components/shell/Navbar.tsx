// Navbar (spec 1 §2): brand, the top entries, the bell, and the user menu or the sign-in links. The
// entries live in menu-entries.ts.
import { Bell, ChevronDown } from 'lucide-react';
import Link from 'next/link';
import type { Platform } from '@/lib/contracts/platform';
import { href, userHomeHref } from '@/lib/routes/table';
import { HOME_TOUR_TARGETS } from '@/lib/tour';
import { ShadowStopButton, SignOutButton } from '../account/SessionButtons';
import { SignInLink, SignUpLink } from '../account/SignInLink';
import { GameDashButton, type GameDashPlayer } from '../game/GameDashButton';
import { Logo } from './Logo';
import { topEntries, userMenuEntries } from './menu-entries';
import { NavMenu } from './NavMenu';
import { SnoozedMenuBadge } from './SnoozedMenuBadge';
import { CategoryIcon } from '@/components/ui/CategoryIcon';
import { PersonalSlot } from '../personal/PersonalSlot';
import { PERSONAL_SLOT } from '@/lib/personal-parts';
import { communityColor, communityStyle } from '@/lib/community-look';

export interface NavbarProps {
  platform: Platform;
  viewer: { screenName: string; shadow: boolean; avatarUrl: string | null } | null;
  /** The signed-in player as the Game Dash bell needs them (live updates, update dot). */
  player: GameDashPlayer | null;
  signupUrl: string;
  logoutUrl: string;
  mainSiteUrl: string;
  /** This page's address, where signing in comes back to. */
  here: string;
}

/** Drawn here, on the server, and handed to the bell: an icon in the client bundle would add to every page's first load. */
const BELL = <Bell size={18} strokeWidth={2} />;

export function Navbar({
  platform,
  viewer,
  player,
  signupUrl,
  logoutUrl,
  mainSiteUrl,
  here,
  personalSlots = false,
}: NavbarProps & {
  /** A page kept for players (components/personal/): the viewer's entries come after the page. */
  personalSlots?: boolean;
}) {
  return (
    <nav
      className={communityColor(platform) ? 'navbar navbar-community' : 'navbar'}
      style={communityStyle(platform)}
      aria-label="Main"
      data-tour={HOME_TOUR_TARGETS.topMenu}
    >
      <div className="container navbar-inner">
        <div className="brand-block">
          <Link href={href('home')} className="brand">
            {/* A community shows its own icon in its colour; the main community the Nervus logo. */}
            {platform.is_main ? (
              <Logo />
            ) : (
              <span className="brand-community-icon">
                <CategoryIcon emoji={platform.icon} size={18} />
              </span>
            )}
            <span>{platform.title}</span>
          </Link>
          {/* The external home link shows only on communities, under their title (spec 1 §2). */}
          {!platform.is_main && (
            <a href={mainSiteUrl} className="brand-home">
              Nervus home
            </a>
          )}
        </div>
        <NavMenu>
          {topEntries(Boolean(viewer) || personalSlots).map((entry) => (
            <li key={entry.label}>
              <Link href={entry.href}>{entry.label}</Link>
            </li>
          ))}
          {personalSlots ? (
            <PersonalSlot name={PERSONAL_SLOT.navbarUser}>
              {/* The size of the bell and the avatar, so nothing moves when they come. */}
              <li aria-hidden className="nav-pending">
                <span className="nav-pending-bell" />
                <span className="nav-pending-avatar" />
              </li>
            </PersonalSlot>
          ) : (
            <NavbarUserEntries
              platform={platform.slug}
              viewer={viewer}
              player={player}
              signupUrl={signupUrl}
              logoutUrl={logoutUrl}
              here={here}
            />
          )}
        </NavMenu>
      </div>
    </nav>
  );
}

/** The Game Dash bell and the user menu of a viewer, or the sign-up and sign-in links of a visitor. */
export function NavbarUserEntries({
  platform,
  viewer,
  player,
  signupUrl,
  logoutUrl,
  here,
}: Pick<NavbarProps, 'viewer' | 'player' | 'signupUrl' | 'logoutUrl' | 'here'> & { platform: string }) {
  // The user menu's button: the avatar, and the handle that names it (shown in the phone menu).
  const profile = viewer && (
    <>
      {viewer.avatarUrl && <img src={viewer.avatarUrl} alt="" width={28} height={28} />}
      <span className="nav-profile-name">@{viewer.screenName}</span>
      <ChevronDown size={14} aria-hidden />
    </>
  );
  return (
    <>
      <li>
        <GameDashButton player={player} signInHref={href('sign-in', {}, { continue: here })} icon={BELL} />
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
