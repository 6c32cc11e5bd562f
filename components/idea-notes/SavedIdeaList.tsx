// The Nerve-on A-ha notebook's entries (spec 3 §2.4 nerve-on-ah): an own idea with its text, or a
// kept idea with its challenge and, once revealed, its author. The owner gets each entry's controls.
import Link from 'next/link';
import type { SavedIdea } from '@/lib/contracts/idea-notes';
import { href } from '@/lib/routes/table';
import { SavedIdeaActions } from './SavedIdeaActions';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function SavedIdeaList({ entries, owner, label }: { entries: SavedIdea[]; owner: boolean; label: string }) {
  return (
    <ol className="plain-list saved-ideas" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className="card">
          <h3 className="dash-subheading">{entry.title}</h3>
          {entry.description && <p className="dash-idea-text">{entry.description}</p>}
          <p className="muted">
            {entry.idea ? (
              <>
                Kept from{' '}
                <Link href={href('challenges.show', { challenge: entry.idea.challenge.slug })}>
                  {entry.idea.challenge.question_title}
                </Link>
                {entry.idea.author && (
                  <>
                    {' '}
                    by{' '}
                    <Link href={href('home.user', { platformSlug: entry.idea.author.handle })}>
                      @{entry.idea.author.handle}
                    </Link>
                  </>
                )}
                {' · '}
              </>
            ) : null}
            Saved {DAY.format(new Date(entry.created_at))} · {entry.visibility === 'public' ? 'Public' : 'Private'}
          </p>
          {owner && <SavedIdeaActions id={entry.id} title={entry.title} visibility={entry.visibility} />}
        </li>
      ))}
    </ol>
  );
}
