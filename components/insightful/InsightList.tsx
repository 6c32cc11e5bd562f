// The insights of a question (spec 3 §1 insightful role): each challenged assumption, why, its
// average of 1 to 5 and how many rated it; the author once the challenge closes (or to themself).
// `rateSlot` adds a control under each insight; the challenge page passes none, so this module
// never pulls the rating control's client code into the challenge page's bundle.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ASSUMPTION_LABELS, type Insight } from '@/lib/contracts/insightful';
import { userHomeHref } from '@/lib/routes/table';
import './insightful.css';

export function insightScore(insight: Pick<Insight, 'average' | 'rating_count'>): string {
  if (!insight.rating_count) return 'Not rated yet';
  const count = `${insight.rating_count} ${insight.rating_count === 1 ? 'rating' : 'ratings'}`;
  return `${insight.average!.toFixed(insight.average! < 1 ? 3 : 1)} / 5 from ${count}`;
}

export function InsightList({
  insights,
  rateSlot,
}: {
  insights: Insight[];
  rateSlot?: (insight: Insight) => ReactNode;
}) {
  if (!insights.length) return <p className="muted">No one has challenged an assumption of this question yet.</p>;
  return (
    <ul className="insight-list">
      {insights.map((insight) => (
        <li key={insight.id} className="insight card">
          <p className="insight-kicker">Challenges: {ASSUMPTION_LABELS[insight.assumption]}</p>
          <p className="insight-text">{insight.text}</p>
          <p className="muted insight-meta">
            {insight.author ? (
              <Link href={userHomeHref(insight.author.handle)} data-user-id={insight.author.id}>
                @{insight.author.handle}
              </Link>
            ) : (
              'Will be revealed soon'
            )}
            {insight.mine && ' (you)'} · {insightScore(insight)}
          </p>
          {rateSlot?.(insight)}
        </li>
      ))}
    </ul>
  );
}
