// The feedback inbox (issue 21 §2; spec 3 §6 admin.dashboards.feedbacks): one row per page path and
// subject with its count (a broken link reported a hundred times is one row), new ones counted;
// opening a row lists its messages with their state and actions.
import Link from 'next/link';
import type { FeedbackGroup, FeedbackItem } from '@/lib/contracts/admin';
import { href } from '@/lib/routes/table';
import { formatTime } from '../wallet/format';
import { FeedbackActions, ResolveGroupButton } from './FeedbackActions';
import './admin.css';

export interface OpenGroup {
  path: string;
  about: string;
  items: FeedbackItem[] | null;
}

export function FeedbackInbox({
  groups,
  open,
  all,
}: {
  groups: FeedbackGroup[] | null;
  open: OpenGroup | null;
  all: boolean;
}) {
  return (
    <>
      <p>
        {all ? (
          <Link href={href('admin-dashboard.feedbacks')}>Hide resolved</Link>
        ) : (
          <Link href={href('admin-dashboard.feedbacks', {}, { all: '1' })}>Show resolved too</Link>
        )}
      </p>
      <section className="card" aria-labelledby="feedback-groups">
        <h2 id="feedback-groups" style={{ marginTop: 0 }}>
          Inbox ({groups?.length ?? 0})
        </h2>
        {!groups?.length ? (
          <p className="muted">No feedback waiting.</p>
        ) : (
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Messages</th>
                  <th scope="col">New</th>
                  <th scope="col">Latest</th>
                </tr>
              </thead>
              <tbody>
                {groups.map((g) => (
                  <tr key={`${g.path}\n${g.about}`}>
                    <td>
                      <Link
                        href={href(
                          'admin-dashboard.feedbacks',
                          {},
                          { path: g.path, about: g.about, all: all ? '1' : undefined },
                        )}
                      >
                        {g.path || '(no page)'}
                      </Link>
                    </td>
                    <td>{g.about}</td>
                    <td>{g.count}</td>
                    <td>{g.new_count}</td>
                    <td>{formatTime(g.last_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {open && (
        <section className="card" style={{ marginTop: '1rem' }} aria-labelledby="feedback-open">
          <h2 id="feedback-open" style={{ marginTop: 0 }}>
            {open.about} on {open.path || '(no page)'}
          </h2>
          {open.items?.some((i) => i.state !== 'resolved') && (
            <ResolveGroupButton path={open.path} about={open.about} count={open.items.length} />
          )}
          {!open.items?.length ? (
            <p className="muted">No message here.</p>
          ) : (
            <ul className="admin-actions" style={{ listStyle: 'none', padding: 0 }}>
              {open.items.map((item) => (
                <li key={item.id} className="card">
                  <p style={{ marginTop: 0 }}>
                    <span className="admin-badge">{item.state}</span>{' '}
                    <span className="muted">
                      {formatTime(item.created_at)} from {item.sender ? `@${item.sender}` : 'a visitor'}
                      {item.email ? ` (${item.email})` : ''}
                    </span>
                  </p>
                  <p style={{ whiteSpace: 'pre-wrap' }}>{item.message}</p>
                  <FeedbackActions item={item} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
