// Closing soon: open challenges ending within 7 days, the soonest first, as a compact list with
// their countdown (spec 1 §4), so a visitor can still get an idea in.
import Link from 'next/link';
import { CLOSING_SOON_DAYS } from '@/lib/challenges/home';
import type { ChallengeCard } from '@/lib/contracts/challenge';
import { countdown, countdownText } from '@/lib/countdown';
import { challengeHref, type LinkContext } from '@/lib/routes/community-links';

export function ClosingSoonList({
  challenges,
  now,
  categoryName,
  showCommunity,
  links,
}: {
  challenges: ChallengeCard[];
  now: Date;
  categoryName?: string;
  /** The main community lists every community's challenges: say which one each is from. */
  showCommunity: boolean;
  links: LinkContext;
}) {
  return (
    <section className="card home-widget" aria-labelledby="closing-heading">
      <h2 id="closing-heading">Closing soon</h2>
      {challenges.length === 0 ? (
        <p className="muted">
          Nothing {categoryName ? `in ${categoryName} ` : ''}closes in the next {CLOSING_SOON_DAYS} days.
        </p>
      ) : (
        <ol className="closing-list">
          {challenges.map((challenge) => {
            const left = countdown(new Date(challenge.duration_end), now);
            return (
              <li key={challenge.id}>
                <Link href={challengeHref(links, challenge)}>{challenge.question_title}</Link>
                <span className="closing-meta">
                  <time dateTime={challenge.duration_end}>{countdownText(left)}</time>
                  {showCommunity && <span> · {challenge.platform.title}</span>}
                  <span>
                    {' '}
                    · {challenge.idea_count} {challenge.idea_count === 1 ? 'idea' : 'ideas'}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
