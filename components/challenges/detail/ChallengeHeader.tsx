// Top of the challenge page: category breadcrumb, the question, who asks it, time left, the image
// with its credit, and the facts a player weighs before joining (scale, prize, entry fee).
import Link from 'next/link';
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import { imageCredit } from '@/lib/challenges/image-credit';
import { innovationScale, PRIZE_TYPE_LABELS } from '@/lib/challenges/presentation';
import { countdown, countdownText } from '@/lib/countdown';
import { formatMoneyCents } from '@/lib/money';
import { communityHref, type LinkContext } from '@/lib/routes/community-links';
import { href, userHomeHref } from '@/lib/routes/table';
import { Countdown } from './Countdown';

/** `links`: the category crumbs go to the challenge's own community, whichever host shows it. */
export function ChallengeHeader({
  challenge,
  now,
  links,
}: {
  challenge: ChallengeDetail;
  now: Date;
  links: LinkContext;
}) {
  const home = (query: Record<string, string> = {}) =>
    communityHref(links, challenge.platform.slug, href('home.challenges', {}, query));
  const { catalyst } = challenge;
  const name = `${catalyst.first_name} ${catalyst.last_name}`.trim();
  const initial = challenge.closed ? 'Closed' : countdownText(countdown(new Date(challenge.duration_end), now));
  return (
    <header className="challenge-header">
      <nav aria-label="Category" className="crumbs">
        <ol>
          <li>
            <Link href={home()}>{challenge.platform.title}</Link>
          </li>
          {challenge.category_path.map((category) => (
            <li key={category.slug}>
              <Link href={home({ category: category.slug })}>{category.name}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1>{challenge.question_title}</h1>
      <p className="challenge-byline">
        <Link className="person" href={userHomeHref(catalyst.handle)} data-user-id={catalyst.id}>
          {catalyst.avatar_url && <img src={catalyst.avatar_url} alt="" width={32} height={32} />}
          <span>
            Asked by {name ? `${name} ` : ''}
            <span className="muted">@{catalyst.handle}</span>
          </span>
        </Link>
        <span aria-hidden="true">·</span>
        {challenge.closed ? (
          <span className="badge badge-closed">Closed</span>
        ) : (
          <Countdown end={challenge.duration_end} initial={initial} />
        )}
      </p>
      <ChallengeImage challenge={challenge} />
      <ChallengeFacts challenge={challenge} />
    </header>
  );
}

function ChallengeImage({ challenge }: { challenge: ChallengeDetail }) {
  if (!challenge.primary_image) return null;
  const credit = imageCredit(challenge.primary_image);
  return (
    <figure className="challenge-image">
      <img src={challenge.primary_image} alt="" width={1200} height={630} />
      {credit && (
        <figcaption>
          Image{credit.user ? ` by ${credit.user}` : ''} on{' '}
          {credit.link ? (
            <a href={credit.link} rel="noopener noreferrer nofollow" target="_blank">
              {credit.source}
            </a>
          ) : (
            credit.source
          )}
        </figcaption>
      )}
    </figure>
  );
}

function ChallengeFacts({ challenge }: { challenge: ChallengeDetail }) {
  const scale = innovationScale(challenge.innovation_scale);
  const prize = [
    challenge.prize_money_cents > 0 ? formatMoneyCents(challenge.prize_money_cents) : null,
    challenge.prize_type !== 'money' && challenge.prize_type !== 'points'
      ? challenge.prize_title || PRIZE_TYPE_LABELS[challenge.prize_type]
      : null,
  ]
    .filter(Boolean)
    .join(' + ');
  return (
    <dl className="facts challenge-facts">
      <div>
        <dt>Innovation scale</dt>
        <dd title={scale.description}>{scale.label}</dd>
      </div>
      <div>
        <dt>Prize</dt>
        <dd>{prize || 'Neurons for the best ideas'}</dd>
      </div>
      <div>
        <dt>Entry</dt>
        <dd>
          {challenge.idea_entry_fee_cents > 0 ? `${formatMoneyCents(challenge.idea_entry_fee_cents)} per idea` : 'Free'}
        </dd>
      </div>
      <div>
        <dt>Ideas</dt>
        <dd>
          {challenge.idea_count}
          {/* Innovators are counted once ideas are revealed: while open, a count of one names the author. */}
          {challenge.closed &&
            ` from ${challenge.participants.filter((p) => p.roles.includes('innovator')).length} innovators`}
        </dd>
      </div>
    </dl>
  );
}
