// The board page's two views (issue 22: one board, not two menu entries showing the same table):
// all neurons with filters (/nerve-boards) and the current tournament's standings (?view=tournament).
import Link from 'next/link';
import { href } from '@/lib/routes/table';

export function BoardViews({ current }: { current: 'neurons' | 'tournament' }) {
  const views = [
    { key: 'neurons', label: 'All neurons', href: href('nerve-boards') },
    { key: 'tournament', label: 'Tournament', href: href('nerve-boards', {}, { view: 'tournament' }) },
  ] as const;
  return (
    <nav className="board-views" aria-label="Board views">
      <ul>
        {views.map((v) => (
          <li key={v.key}>
            <Link href={v.href} aria-current={v.key === current ? 'page' : undefined}>
              {v.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
