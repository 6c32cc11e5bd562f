// Community header (spec 1 §2): logo, title, slogan, marketing phrase, masthead image, actions.
import Link from 'next/link';
import type { Platform } from '@/lib/contracts/platform';
import { CategoryIcon } from '@/components/ui/CategoryIcon';
import { communityColor, communityStyle, isCommunityImageUrl } from '@/lib/community-look';
import { href } from '@/lib/routes/table';

export function Masthead({ platform, signedIn }: { platform: Platform; signedIn: boolean }) {
  // Checked again as it is drawn: the address goes into a CSS url("…") of an inline style.
  const image = platform.masthead_background_image;
  const style =
    image && isCommunityImageUrl(image)
      ? {
          ...communityStyle(platform),
          backgroundImage: `linear-gradient(rgba(30,20,80,.55), rgba(30,20,80,.55)), url("${image}")`,
        }
      : communityStyle(platform);
  // A community's own colour (its platform record) paints the masthead; the main one keeps the product's.
  return (
    <header className={communityColor(platform) ? 'masthead masthead-community' : 'masthead'} style={style}>
      <div className="container masthead-inner">
        <div>
          <h1>
            <span className="masthead-icon">
              <CategoryIcon emoji={platform.icon} size={32} />
            </span>
            {platform.title}
          </h1>
          <p className="slogan">{platform.slogan}</p>
          {platform.marketing_phrase && <p className="marketing">{platform.marketing_phrase}</p>}
        </div>
        <div className="masthead-actions">
          {signedIn ? (
            <>
              <Link className="btn btn-light" href={href('challenges.create')}>
                Create Challenge
              </Link>
              <Link className="btn btn-light" href={href('challenges.test-idea')}>
                Test Idea
              </Link>
              {/* 'me' is the signed-in player's own platform: the header is the same for every player. */}
              <Link className="btn btn-light" href={href('dashboard.nerve-on-ah.private', { platformSlug: 'me' })}>
                Save Idea
              </Link>
            </>
          ) : (
            // A full load, so the tour starts on the home it may already be on.
            <a className="btn btn-light" href={href('home', {}, { tour: 'start-guide' })}>
              Take A Tour
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
