// A user's full bio (bio and about pages): markdown bio, every interest, social links, member since.
import type { PublicUser } from '@/lib/contracts/account';
import { socialProviders } from '@/lib/contracts/account';
import { renderMarkdown } from '@/lib/markdown';
import { SOCIAL_LABEL, socialProfileUrl } from '@/lib/social';

const MEMBER_SINCE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function UserBio({ user, heading }: { user: PublicUser; heading: string }) {
  const social = socialProviders.filter((p) => user.social[p]?.handle);
  return (
    <article className="card user-bio" aria-labelledby="bio-heading">
      <h2 id="bio-heading">{heading}</h2>
      {user.slogan && <p className="user-bio-slogan">“{user.slogan}”</p>}
      {user.bio ? (
        <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdown(user.bio) }} />
      ) : (
        <p className="muted">@{user.screen_name} has not written a bio yet.</p>
      )}
      <dl className="facts">
        <div>
          <dt>Interests</dt>
          <dd>
            {user.interests.length ? (
              <ul className="chips chips-plain" aria-label="Interests">
                {user.interests.map((interest) => (
                  <li className="chip" key={interest}>
                    {interest}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="muted">None listed</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Elsewhere</dt>
          <dd>
            {social.length ? (
              <ul className="up-inline-list" aria-label="Social links">
                {social.map((p) => (
                  <li key={p}>
                    <a href={socialProfileUrl(p, user.social[p].handle)} rel="noopener noreferrer me" target="_blank">
                      {SOCIAL_LABEL[p]} <span className="muted">({user.social[p].handle})</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="muted">No social links</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>
            <time dateTime={user.created_at}>{MEMBER_SINCE.format(new Date(user.created_at))}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}
