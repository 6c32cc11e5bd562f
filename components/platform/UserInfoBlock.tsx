// User info block on a user's platform (spec 1 §2): avatar, @screen_name, bio, social links,
// at most 3 interests, level only for the owner, owner or visitor buttons.
import Link from 'next/link';
import type { PublicUser } from '@/lib/contracts/account';
import { socialProviders } from '@/lib/contracts/account';
import { PROFILE_INTERESTS_SHOWN } from '@/lib/constants';
import { renderMarkdown } from '@/lib/markdown';
import { href } from '@/lib/routes/table';
import { withScoutId } from '@/lib/sharing';
import { socialProfileUrl } from '@/lib/social';
import { AvatarZoom } from './AvatarZoom';
import { mastheadBackground } from './masthead-style';
import { ShadowUserButton } from './ShadowUserButton';
import { ReportButton } from '../moderation/ReportButton';
import { RelationshipButtons } from '../people/RelationshipButtons';
import { SharePlatformButton } from '../sharing/SharePlatformButton';

export function UserInfoBlock({
  user,
  isOwner,
  signedIn,
  viewerScreenName = null,
  viewerId = null,
  origin = '',
  staff = null,
  canShadow,
  level,
}: {
  user: PublicUser;
  isOwner: boolean;
  signedIn: boolean;
  /** The signed-in viewer (their dashboard's messages link). */
  viewerScreenName?: string | null;
  /** The signed-in viewer's id, their scout id on what they share (issue 20 §5). */
  viewerId?: number | null;
  /** The community's origin, for the absolute share link. */
  origin?: string;
  /** Where this player is staff, as one line ('Ambassador of Innovators'); null for players. */
  staff?: string | null;
  canShadow: boolean;
  level: number | null;
}) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <header className="masthead" style={mastheadBackground(user.masthead_background_image)}>
      <div className="container masthead-inner">
        <div className="user-info">
          <AvatarZoom src={user.avatar_url ?? '/avatars/default.svg'} alt={`${name || user.screen_name}'s avatar`} />
          <div>
            <h1>{name || `@${user.screen_name}`}</h1>
            <p className="slogan">
              @{user.screen_name} · {isOwner && level !== null ? `Level ${level}` : 'Level n/a'}
            </p>
            {staff && (
              <p className="staff-line">
                <span className="badge">Staff</span> {staff}
              </p>
            )}
            {user.bio && <div className="bio" dangerouslySetInnerHTML={{ __html: renderMarkdown(user.bio) }} />}
            {user.interests.length > 0 && (
              <ul className="chips" aria-label="Interests">
                {user.interests.slice(0, PROFILE_INTERESTS_SHOWN).map((i) => (
                  <li className="chip" key={i}>
                    {i}
                  </li>
                ))}
              </ul>
            )}
            <ul className="social" aria-label="Social links">
              {socialProviders
                .filter((p) => user.social[p]?.handle)
                .map((p) => (
                  <li key={p}>
                    <a href={socialProfileUrl(p, user.social[p].handle)} rel="noopener noreferrer me" target="_blank">
                      {p}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        </div>
        <div className="masthead-actions">
          {isOwner ? (
            <>
              <Link className="btn btn-light" href={href('account.custom-masthead')}>
                Edit Masthead
              </Link>
              <Link className="btn btn-light" href={href('home.share', { platformSlug: user.screen_name })}>
                Share
              </Link>
              <Link className="btn btn-light" href={href('home.user.bio', { platformSlug: user.screen_name })}>
                Bio
              </Link>
              <Link className="btn btn-light" href={href('challenges.create')}>
                Create Challenge
              </Link>
              <Link className="btn btn-light" href={href('challenges.test-idea')}>
                Test Idea
              </Link>
              <Link
                className="btn btn-light"
                href={href('dashboard.nerve-on-ah.private', { platformSlug: user.screen_name })}
              >
                Save Idea
              </Link>
            </>
          ) : (
            <>
              {/* Shares THIS platform with the viewer's scout id; their own queue stays at /{me}/share. */}
              {signedIn && viewerScreenName && (
                <SharePlatformButton
                  screenName={user.screen_name}
                  url={withScoutId(`${origin}${href('home.user', { platformSlug: user.screen_name })}`, viewerId)}
                  label={`Link to @${user.screen_name}'s platform`}
                  queueHref={href('home.share', { platformSlug: viewerScreenName })}
                  recruitsHref={href('dashboard.scout.recruits', { platformSlug: viewerScreenName })}
                />
              )}
              <Link className="btn btn-light" href={href('home.user.bio', { platformSlug: user.screen_name })}>
                Bio
              </Link>
              <RelationshipButtons
                userId={user.id}
                screenName={user.screen_name}
                signedIn={signedIn}
                viewerScreenName={viewerScreenName}
                signInHref={href('sign-in', {}, { continue: href('home.user', { platformSlug: user.screen_name }) })}
              />
              <Link className="btn btn-light" href={href('fund', { type: 'user', target: user.screen_name })}>
                Fund
              </Link>
              {canShadow && <ShadowUserButton handle={user.screen_name} />}
              {signedIn && <ReportButton targetType="user" targetId={user.id} what={`@${user.screen_name}`} />}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
