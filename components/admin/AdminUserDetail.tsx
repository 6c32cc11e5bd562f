// One person in the users dashboard (issue 21 §1): roles, activity counts, trust score, wallet
// balance and live sessions, the actions, and Shadow User when shadow mode is on.
import Link from 'next/link';
import type { AdminUserDetail } from '@/lib/contracts/admin';
import { formatMoneyCents } from '@/lib/money';
import { userHomeHref } from '@/lib/routes/table';
import { ShadowUserButton } from '../platform/ShadowUserButton';
import { formatTime } from '../wallet/format';
import { Roles } from './AdminUsers';
import { UserActions } from './UserActions';
import './admin.css';
import { CountBadge } from '@/components/ui/CountBadge';

export function AdminUserDetailView({ user, canShadow }: { user: AdminUserDetail; canShadow: boolean }) {
  const stats: [string, string | number][] = [
    ['User id', user.id],
    ['Challenges', user.counts.challenges],
    ['Ideas', user.counts.ideas],
    ['Ratings', user.counts.ratings],
    ['Forum posts', user.counts.posts],
    ['Trust score', user.trust_score],
    ['Wallet balance', formatMoneyCents(user.balance_cents)],
    ['Home community', user.home_platform ?? 'none'],
  ];
  return (
    <>
      <h1 style={{ marginTop: 0 }}>
        <Link href={userHomeHref(user.screen_name)}>@{user.screen_name}</Link> <Roles user={user} />
      </h1>
      <p className="muted">
        {user.name || 'No name given'} · {user.email} · signed up {formatTime(user.created_at)}
      </p>
      <section className="card" aria-labelledby="admin-user-activity">
        <h2 id="admin-user-activity" style={{ marginTop: 0 }}>
          Activity
        </h2>
        <dl className="admin-stats">
          {stats.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card" style={{ marginTop: '1rem' }} aria-labelledby="admin-user-sessions">
        <h2 id="admin-user-sessions" style={{ marginTop: 0 }}>
          Sessions <CountBadge n={user.sessions.length} />
        </h2>
        {!user.sessions.length ? (
          <p className="muted">No open session.</p>
        ) : (
          <ul>
            {user.sessions.map((s) => (
              <li key={s.created_at + s.expires_at}>
                Signed in {formatTime(s.created_at)}, until {formatTime(s.expires_at)}
                {s.shadow ? ' (an admin shadowing)' : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" style={{ marginTop: '1rem' }} aria-labelledby="admin-user-actions">
        <h2 id="admin-user-actions" style={{ marginTop: 0 }}>
          Actions
        </h2>
        <UserActions user={user} />
        {canShadow && !user.suspended && (
          <p style={{ marginTop: '1rem' }}>
            <ShadowUserButton handle={user.screen_name} className="btn btn-light" />
          </p>
        )}
      </section>
    </>
  );
}
