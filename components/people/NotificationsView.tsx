// The notifications list (issue 19 §3): newest first, unread in bold, each linking where it happened;
// 'Mark all read' and paging with ?before=.
import Link from 'next/link';
import type { NotificationList } from '@/lib/contracts/social';
import { href } from '@/lib/routes/table';
import { PeopleActionButtons } from './RequestButtons';
import './people.css';
import { RelativeTime } from '@/components/ui/RelativeTime';

export function NotificationsView({ me, list }: { me: string; list: NotificationList }) {
  return (
    <section className="card" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">
        All notifications {list.unread > 0 && <span className="unread-badge">{list.unread} unread</span>}
      </h2>
      {list.unread > 0 && (
        <PeopleActionButtons
          actions={[
            { label: 'Mark all read', path: '/notifications/read', method: 'POST', body: {}, done: 'All read.' },
          ]}
        />
      )}
      {list.notifications.length ? (
        <ul className="notification-list">
          {list.notifications.map((n) => (
            <li key={n.id} className={n.read ? undefined : 'unread'}>
              <Link href={n.href}>{n.text}</Link> <RelativeTime at={n.created_at} />
              {!n.read && <span className="visually-hidden"> (unread)</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          No notifications yet. They come when people rate, follow or answer you:{' '}
          <Link href={href('home.challenges')}>find a challenge to play</Link>.
        </p>
      )}
      {list.next_before && (
        <p>
          <Link href={href('dashboard.notifications', { platformSlug: me }, { before: String(list.next_before) })}>
            Older notifications
          </Link>
        </p>
      )}
    </section>
  );
}
