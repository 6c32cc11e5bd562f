// Every question of a community (or of one user) as a compact index, grouped by category, with a
// jump list of the categories on top.
import Link from 'next/link';
import type { QuestionGroup } from '@/lib/contracts/browse';
import { href } from '@/lib/routes/table';
import { CountBadge } from '@/components/ui/CountBadge';

const UNCATEGORISED = 'Other questions';
const anchor = (group: QuestionGroup) => `category-${group.category?.slug ?? 'other'}`;

export function QuestionCollection({
  groups,
  empty,
  level = 2,
}: {
  groups: QuestionGroup[];
  empty: string;
  level?: 2 | 3;
}) {
  if (!groups.length) return <p className="muted">{empty}</p>;
  const Heading = level === 2 ? 'h2' : 'h3';
  const count = groups.reduce((n, g) => n + g.questions.length, 0);
  return (
    <div className="question-collection">
      <p className="muted">
        {count.toLocaleString('en-US')} {count === 1 ? 'question' : 'questions'} in {groups.length}{' '}
        {groups.length === 1 ? 'category' : 'categories'}.
      </p>
      {groups.length > 1 && (
        <nav aria-label="Categories" className="chips category-jump">
          {groups.map((group) => (
            <a key={anchor(group)} className="chip" href={`#${anchor(group)}`}>
              {group.category?.name ?? UNCATEGORISED} <CountBadge n={group.questions.length} />
            </a>
          ))}
        </nav>
      )}
      {groups.map((group) => (
        <section
          key={anchor(group)}
          id={anchor(group)}
          aria-labelledby={`${anchor(group)}-heading`}
          className="question-group"
        >
          <Heading id={`${anchor(group)}-heading`}>{group.category?.name ?? UNCATEGORISED}</Heading>
          <ul className="question-list">
            {group.questions.map((question) => (
              <li key={question.slug}>
                <Link href={href('challenges.show', { challenge: question.slug })}>{question.question_title}</Link>
                {question.is_closed && <span className="badge badge-closed">Closed</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
