// The role picker of a leaderboard as links (spec 3 §1 roles; 'overall' is the Nerve Score).
import Link from 'next/link';
import { LEADERBOARD_ROLES, type LeaderboardRole } from '@/lib/leaderboard';

export function RoleTabs({
  current,
  hrefFor,
}: {
  current: LeaderboardRole;
  hrefFor: (role: LeaderboardRole) => string;
}) {
  return (
    <nav className="role-tabs" aria-label="Leaderboard roles">
      <ul>
        {LEADERBOARD_ROLES.map((role) => (
          <li key={role.slug}>
            <Link href={hrefFor(role.slug)} aria-current={role.slug === current ? 'page' : undefined}>
              {role.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
