// The challenge page's tabs (spec 2 §2) as links: each tab is its own address (?tab=...), so a
// tab can be shared and read without JavaScript. The ideas tab is the page's default.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CHALLENGE_TABS, type ChallengeTab } from '@/lib/challenges/presentation';
import { href } from '@/lib/routes/table';

export function ChallengeTabs({
  slug,
  current,
  counts,
  detailsLabel,
}: {
  slug: string;
  current: ChallengeTab;
  counts: Partial<Record<ChallengeTab, number>>;
  /** The details tab's label when it is not 'Details' ('Edit Details' for the owner), or a kept page's slot for it. */
  detailsLabel?: ReactNode;
}) {
  return (
    <nav className="platform-tabs challenge-tabs" aria-label="Challenge sections">
      <ul>
        {CHALLENGE_TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              href={href('challenges.show', { challenge: slug }, tab.key === 'ideas' ? {} : { tab: tab.key })}
              aria-current={tab.key === current ? 'page' : undefined}
              scroll={false}
            >
              {tab.key === 'details' && detailsLabel !== undefined ? detailsLabel : tab.label}
              {counts[tab.key] !== undefined && <span className="count">{counts[tab.key]}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
