'use client';
// The bell's list (issue 19 §3), inside the Game Dash dialog: the latest notifications with the
// unread count, a link to all of them, and 'Mark all read'. The list is the SWR entry the navbar's
// live watcher keeps (gamedash-data.ts), so a notification pushed while the dialog is open shows
// at once, and marking all read clears the bell's count too.
import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { api, errorMessage } from '@/lib/client/api';
import type { NotificationList } from '@/lib/contracts/social';
import { href } from '@/lib/routes/table';
import { BELL_NOTIFICATIONS_KEY, fetchGamedash } from '../game/gamedash-data';

export function BellNotifications({ screenName }: { screenName: string }) {
  const { data: list, error: loadError, mutate } = useSWR<NotificationList>(BELL_NOTIFICATIONS_KEY, fetchGamedash);
  const [error, setError] = useState<string | null>(null);
  async function markAll() {
    try {
      await api('/notifications/read', { method: 'POST', body: {} });
      await mutate((l) => l && { ...l, unread: 0, notifications: l.notifications.map((n) => ({ ...n, read: true })) }, {
        revalidate: false,
      });
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  const shownError = error ?? (loadError && !list ? errorMessage(loadError) : null);
  return (
    <section className="bell-notifications" aria-labelledby="bell-notifications-title">
      <h3 id="bell-notifications-title">Notifications{list && list.unread > 0 ? ` (${list.unread} unread)` : ''}</h3>
      {shownError && <p role="alert">{shownError}</p>}
      {list &&
        (list.notifications.length ? (
          <ul className="notification-list">
            {list.notifications.map((n) => (
              <li key={n.id} className={n.read ? undefined : 'unread'}>
                <Link href={n.href}>{n.text}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No notifications yet.</p>
        ))}
      <p>
        <Link href={href('dashboard.notifications', { platformSlug: screenName })}>See all</Link>
        {list && list.unread > 0 && (
          <>
            {' · '}
            <button type="button" className="btn btn-ghost btn-sm" onClick={markAll}>
              Mark all read
            </button>
          </>
        )}
      </p>
    </section>
  );
}
