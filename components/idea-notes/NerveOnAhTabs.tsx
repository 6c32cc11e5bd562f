// The two sides of the Nerve-on A-ha notebook (spec 3 §2.4 nerve-on-ah.public and .private).
import Link from 'next/link';
import { href } from '@/lib/routes/table';

export function NerveOnAhTabs({ platformSlug, current }: { platformSlug: string; current: 'public' | 'private' }) {
  const tab = (side: 'public' | 'private', label: string) => (
    <Link
      className={`btn btn-sm${current === side ? '' : ' btn-ghost'}`}
      href={href(`dashboard.nerve-on-ah.${side}`, { platformSlug })}
      aria-current={current === side ? 'page' : undefined}
    >
      {label}
    </Link>
  );
  return (
    <nav className="dash-actions" aria-label="A-ha notebook">
      {tab('private', 'Private')}
      {tab('public', 'Public')}
    </nav>
  );
}
