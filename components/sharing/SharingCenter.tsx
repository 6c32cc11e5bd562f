// The sharing center (/sharing, /sharing-center): how sharing and scouting work, and the share
// panel (spec 3 §2.6) for each of the viewer's own open challenges. Links carry the viewer's
// scout_id so sign-ups are credited.
import Link from 'next/link';
import type { ChallengeCard } from '@/lib/contracts/challenge';
import { SCOUT_KEEPS_RECRUITS_MONTHS } from '@/lib/constants';
import { countdown } from '@/lib/countdown';
import { href } from '@/lib/routes/table';
import { LazySharePanel } from './LazySharePanel';

export interface SharedChallenge {
  challenge: ChallengeCard;
  /** Absolute link on the challenge's community, with the sharer's scout_id. */
  url: string;
}

export function SharingCenter({ items, now, screenName }: { items: SharedChallenge[]; now: Date; screenName: string }) {
  return (
    <>
      <div className="prose">
        <p>
          A challenge gets better ideas when more people see it. Share your questions on social networks or by email:
          everyone who signs up through your link becomes one of your recruits, and as a Scout you earn one tenth of
          your recruits’ variable points for {SCOUT_KEEPS_RECRUITS_MONTHS} months.
        </p>
        <p>
          <strong>Share Later</strong> on a challenge saves it to the queue of your{' '}
          <Link href={href('home.share', { platformSlug: screenName })}>Share Panel</Link> so you can send it when it
          suits you. <Link href={href('dashboard.scout.recruits', { platformSlug: screenName })}>Your Recruits</Link>{' '}
          shows who signed up through your links and what each earned you.
        </p>
      </div>
      <section aria-labelledby="share-mine-heading" style={{ marginTop: '1.5rem' }}>
        <h2 id="share-mine-heading">Your open challenges</h2>
        {items.length === 0 ? (
          <p className="muted">
            You have no open challenges to share right now. <Link href={href('challenges.create')}>Ask a question</Link>{' '}
            and share it here.
          </p>
        ) : (
          <ul className="share-list">
            {items.map(({ challenge, url }) => {
              const left = countdown(new Date(challenge.duration_end), now);
              return (
                <li key={challenge.id} className="card">
                  <h3>
                    <Link href={href('challenges.show', { challenge: challenge.slug })}>
                      {challenge.question_title}
                    </Link>
                  </h3>
                  <p className="muted">
                    {challenge.platform.title} ·{' '}
                    {left.kind === 'clock' ? `closes in ${left.text}` : left.kind === 'relative' ? left.text : 'Closed'}{' '}
                    · {challenge.idea_count} {challenge.idea_count === 1 ? 'idea' : 'ideas'}
                  </p>
                  {/* The same panel as on the challenge, named for its challenge: the page has one per challenge. */}
                  <div role="group" aria-label={`Share “${challenge.question_title}”`}>
                    <LazySharePanel
                      url={url}
                      label={`Your link to “${challenge.question_title}”`}
                      subject="challenge"
                      target={challenge.slug}
                      queueHref={href('home.share', { platformSlug: screenName })}
                      recruitsHref={href('dashboard.scout.recruits', { platformSlug: screenName })}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
