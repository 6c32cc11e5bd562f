// One challenge in a dashboard list: its question (linked on its own community's host), when it
// closes or closed, and its counts. `children` holds what the role sees of it.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ChallengeCard } from '@/lib/contracts/challenge';
import type { DashboardScope } from '@/lib/contracts/dashboards';
import { countdown, countdownText, isChallengeClosed } from '@/lib/countdown';
import { MAIN_COMMUNITY } from '@/lib/hosts';
import { formatMoneyCents } from '@/lib/money';
import { challengeHref, communityHref, type LinkContext } from '@/lib/routes/community-links';
import { SOLUTION_FORMAT_LABELS } from '@/lib/challenges/presentation';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function ChallengeSummary({
  challenge,
  now,
  links,
  title,
  children,
  actions,
}: {
  challenge: ChallengeCard;
  now: Date;
  links: LinkContext;
  /** Where the question links; the challenge page when absent. */
  title?: { href: string };
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const closed = isChallengeClosed(challenge, now);
  const format = challenge.solution_format === 'challenge' ? null : SOLUTION_FORMAT_LABELS[challenge.solution_format];
  return (
    <li className="dash-item card">
      <div className="dash-meta">
        {closed ? (
          <span className="badge badge-closed">Closed {formatDay(challenge.duration_end)}</span>
        ) : (
          <span className="badge">{countdownText(countdown(new Date(challenge.duration_end), now))}</span>
        )}
        {format && <span>{format}</span>}
        {challenge.platform.slug !== links.community && <span>{challenge.platform.title}</span>}
      </div>
      <h2 className="dash-item-title">
        <Link href={title?.href ?? challengeHref(links, challenge)}>{challenge.question_title}</Link>
      </h2>
      <div className="dash-meta">
        <span>{plural(challenge.idea_count, 'idea')}</span>
        <span>{plural(challenge.rating_count, 'rating')}</span>
        {challenge.prize_money_cents > 0 && <span>Prize {formatMoneyCents(challenge.prize_money_cents)}</span>}
      </div>
      {children}
      {actions && <div className="dash-actions">{actions}</div>}
    </li>
  );
}

/** Says when a list covers one community only, with the way to every community's. */
export function ScopeNote({ scope, links, path }: { scope: DashboardScope; links: LinkContext; path: string }) {
  if (scope.is_main) return null;
  return (
    <p className="dash-scope muted">
      Showing the challenges of {scope.title} only.{' '}
      <Link href={communityHref(links, MAIN_COMMUNITY, path)}>See every community’s</Link>
    </p>
  );
}
