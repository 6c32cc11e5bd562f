// A list widget of the home: heading, how many there are, the cards and a link to all of them.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ChallengeListWidget } from '@/lib/contracts/home';
import type { LinkContext } from '@/lib/routes/community-links';
import { ChallengeGrid } from '../challenges/ChallengeCard';

export function ChallengeSection({
  id,
  title,
  summary,
  widget,
  now,
  links,
  empty,
  more,
  tour,
}: {
  id: string;
  title: string;
  /** One line under the heading, e.g. "21 open challenges, newest first." Hidden when empty. */
  summary: string;
  widget: ChallengeListWidget;
  now: Date;
  links: LinkContext;
  empty: ReactNode;
  /** "See all" link, shown when the widget holds fewer cards than match. */
  more?: { href: string; label: string };
  /** Onboarding target (lib/tour.ts). */
  tour?: string;
}) {
  return (
    <section className="home-section" aria-labelledby={`${id}-heading`} data-tour={tour}>
      <div className="home-section-head">
        <h2 id={`${id}-heading`}>{title}</h2>
        {widget.total > 0 && <p className="muted">{summary}</p>}
      </div>
      {widget.items.length ? (
        <ChallengeGrid challenges={widget.items} now={now} links={links} empty="" />
      ) : (
        <div className="muted home-empty">{empty}</div>
      )}
      {more && widget.total > widget.items.length && (
        <p className="home-more">
          <Link className="btn btn-ghost" href={more.href}>
            {more.label}
          </Link>
        </p>
      )}
    </section>
  );
}
