// Navbar (spec 1 §2): brand, the top entries, the bell, and the user menu or the sign-in links. The
// entries live in menu-entries.ts.
import { Bell, ChevronDown } from 'lucide-react';
import Link from 'next/link';
import type { Platform } from '@/lib/contracts/platform';
import { href } from '@/lib/routes/table';
import { HOME_TOUR_TARGETS } from '@/lib/tour';
import type { GameDashPlayer } from '../game/GameDashButton';
import { Logo } from './Logo';
import { topEntries } from './menu-entries';
import { NavMenu } from './NavMenu';
import { NavbarUserEntries, type NavbarViewer } from './NavbarUserEntries';
import type { NavbarUserSlot } from './NavbarUserSlot';
import { CategoryIcon } from '@/components/ui/CategoryIcon';
import { communityColor, communityStyle } from '@/lib/community-look';

export interface NavbarProps {
  platform: Platform;
  viewer: NavbarViewer | null;
  /** The signed-in player as the Game Dash bell needs them (live updates, update dot). */
  player: GameDashPlayer | null;
  signupUrl: string;
  logoutUrl: string;
  mainSiteUrl: string;
  /** This page's address, where signing in comes back to. */
  here: string;
}

/** Drawn here, on the server, and handed down: an icon in the client bundle would add to every page's first load. */
const ICONS = { bell: <Bell size={18} strokeWidth={2} />, chevron: <ChevronDown size={14} aria-hidden /> };

export function Navbar({
  platform,
  viewer,
  player,
  signupUrl,
  logoutUrl,
  mainSiteUrl,
  here,
  userSlot: UserSlot,
}: NavbarProps & {
  /** A page kept for players (components/personal/): the viewer's entries come after the page, in this slot. */
  userSlot?: typeof NavbarUserSlot;
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
          {topEntries(Boolean(viewer) || UserSlot !== undefined).map((entry) => (
            <li key={entry.label}>
              <Link href={entry.href}>{entry.label}</Link>
            </li>
          ))}
          {UserSlot ? (
            <UserSlot platform={platform.slug} signupUrl={signupUrl} logoutUrl={logoutUrl} icons={ICONS}>
              {/* The size of the bell and the avatar, so nothing moves when they come. */}
              <li aria-hidden className="nav-pending">
                <span className="nav-pending-bell" />
                <span className="nav-pending-avatar" />
              </li>
            </UserSlot>
          ) : (
            <NavbarUserEntries
              platform={platform.slug}
              viewer={viewer}
              player={player}
              signupUrl={signupUrl}
              logoutUrl={logoutUrl}
              here={here}
              icons={ICONS}
            />
          )}
        </NavMenu>
      </div>
    </nav>
  );
}
