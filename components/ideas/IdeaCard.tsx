// One idea as a list shows it: title, text, author once revealed, and its rating.
import Link from 'next/link';
import type { ChallengeIdea } from '@/lib/contracts/challenge';
import { userHomeHref } from '@/lib/routes/table';

export function IdeaCard({ idea, headingLevel = 3 }: { idea: ChallengeIdea; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card">
      <Heading style={{ marginTop: 0 }}>{idea.title}</Heading>
      {idea.description && <p>{idea.description}</p>}
      <p className="muted" style={{ marginBottom: 0 }}>
        {idea.author ? (
          <Link href={userHomeHref(idea.author.handle)} data-user-id={idea.author.id}>
            @{idea.author.handle}
          </Link>
        ) : (
          'Will be revealed soon'
        )}{' '}
        ·{' '}
        {idea.average === null
          ? 'not rated yet'
          : `${idea.average.toFixed(1)} / 5 from ${idea.rating_count} ${idea.rating_count === 1 ? 'rating' : 'ratings'}`}
      </p>
    </li>
  );
}
