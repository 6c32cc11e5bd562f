import Link from 'next/link';
import type { ChallengeCard as Card } from '@/lib/contracts/challenge';
import { countdown, countdownText, isChallengeClosed } from '@/lib/countdown';
import { formatMoneyCents } from '@/lib/money';
import { challengeHref, type LinkContext } from '@/lib/routes/community-links';
import { userHomeHref } from '@/lib/routes/table';

/** `links`: a challenge of another community is linked on that community's host. */
export function ChallengeCard({ challenge, now, links }: { challenge: Card; now: Date; links: LinkContext }) {
  const link = challengeHref(links, challenge);
  const closed = isChallengeClosed(challenge, now);
  const left = countdown(new Date(challenge.duration_end), now);
  return (
    <article className="card challenge-card">
      <div className="meta">
        {challenge.main_category && <span className="badge">{challenge.main_category.name}</span>}
        {closed ? <span className="badge badge-closed">Closed</span> : <span>{countdownText(left)}</span>}
      </div>
      <h3>
        <Link href={link}>{challenge.question_title}</Link>
      </h3>
      {challenge.question_detail && (
        <p className="muted" style={{ margin: 0 }}>
          {challenge.question_detail}
        </p>
      )}
      <div className="meta">
        <Link className="person" href={userHomeHref(challenge.catalyst.handle)} data-user-id={challenge.catalyst.id}>
          {challenge.catalyst.avatar_url && (
            <img src={challenge.catalyst.avatar_url} alt="" width={24} height={24} loading="lazy" />
          )}
          <span>@{challenge.catalyst.handle}</span>
        </Link>
        <span>
          {challenge.idea_count} {challenge.idea_count === 1 ? 'idea' : 'ideas'}
        </span>
        <span>
          {challenge.rating_count} {challenge.rating_count === 1 ? 'rating' : 'ratings'}
        </span>
        {challenge.prize_money_cents > 0 && <span>Prize {formatMoneyCents(challenge.prize_money_cents)}</span>}
      </div>
    </article>
  );
}

export function ChallengeGrid({
  challenges,
  now,
  empty,
  links,
}: {
  challenges: Card[];
  now: Date;
  empty: string;
  links: LinkContext;
}) {
  if (!challenges.length) return <p className="muted">{empty}</p>;
  return (
    <div className="grid">
      {challenges.map((c) => (
        <ChallengeCard key={c.id} challenge={c} now={now} links={links} />
      ))}
    </div>
  );
}
