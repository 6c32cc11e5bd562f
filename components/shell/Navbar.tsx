// Navbar (spec 1 §2): brand, breadcrumbs to the platform, the menu items, signed-in vs signed-out.
import { Bell } from 'lucide-react';
import Link from 'next/link';
import type { Platform } from '@/lib/contracts/platform';
import { href, userHomeHref } from '@/lib/routes/table';
import { HOME_TOUR_TARGETS } from '@/lib/tour';
import { ShadowStopButton, SignOutButton } from '../account/SessionButtons';
import { SignInLink, SignUpLink } from '../account/SignInLink';
import { GameDashButton, type GameDashPlayer } from '../game/GameDashButton';
import { Logo } from './Logo';
import { NavMenu } from './NavMenu';

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

export function Navbar({ platform, viewer, player, signupUrl, logoutUrl, mainSiteUrl, here }: NavbarProps) {
  return (
    <nav className="navbar" aria-label="Main" data-tour={HOME_TOUR_TARGETS.topMenu}>
      <div className="container navbar-inner">
        <div className="brand-block">
          <Link href={href('home')} className="brand">
            <Logo />
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
          <li>
            <Link href={href('discovernervus')}>Nerv On Ah</Link>
          </li>
          <li>
            <Link href={href('home.challenges')}>Challenges</Link>
          </li>
          <li>
            <Link href={href('discussion-forums.index', { platformSlug: 'platform' })}>Forums</Link>
          </li>
          <li>
            <Link href={href('nerve-boards')}>Nerve Boards</Link>
          </li>
          <li>
            <Link href={href('platform.leaderboard', { platformSlug: 'platform' })}>Leaderboards</Link>
          </li>
          <li>
            <Link href={href('challenges.test-idea')}>Test Idea</Link>
          </li>
          {viewer ? (
            <>
              <li>
                {/* The avatar keeps one row at 1280 px; the handle stays the link's name and shows in the mobile menu. */}
                <Link href={userHomeHref(viewer.screenName)} className="nav-profile" title={`@${viewer.screenName}`}>
                  {viewer.avatarUrl && <img src={viewer.avatarUrl} alt="" width={28} height={28} />}
                  <span className="nav-profile-name">@{viewer.screenName}</span>
                </Link>
              </li>
              <li>
                <Link href={href('challenges.create')}>Create Challenge</Link>
              </li>
              <li>
                <Link href={href('my-dashboard')}>My Dashboard</Link>
              </li>
              <li>
                <Link href={href('account.main')}>My Account</Link>
              </li>
              <li>
                <GameDashButton player={player} signInHref={href('sign-in', {}, { continue: here })} icon={BELL} />
              </li>
              {viewer.shadow ? (
                <li>
                  <ShadowStopButton />
                </li>
              ) : (
                <li>
                  <SignOutButton logoutUrl={logoutUrl} />
                </li>
              )}
            </>
          ) : (
            <>
              <li>
                <SignUpLink href={signupUrl} platform={platform.slug} />
              </li>
              <li>
                <SignInLink here={here} platform={platform.slug} />
              </li>
              <li>
                <GameDashButton player={null} signInHref={href('sign-in', {}, { continue: here })} icon={BELL} />
              </li>
            </>
          )}
        </NavMenu>
      </div>
    </nav>
  );
}
