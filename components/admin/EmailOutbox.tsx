// The admins' email outbox (issue 19 §4): filters, then each message with its status, its plain
// text and its HTML part (in a sandboxed frame: no scripts, no navigation).
import { OUTBOX_FILTERS, type OutboxFilter, type OutboxPage } from '@/lib/contracts/email';
import { href } from '@/lib/routes/table';

const FILTER_LABELS: Record<OutboxFilter, string> = { all: 'All', waiting: 'Waiting', sent: 'Sent', failed: 'Failed' };

export function EmailOutbox({ outbox, status }: { outbox: OutboxPage; status: OutboxFilter }) {
  return (
    <>
      <p className="lead">
        {outbox.smtp
          ? 'Messages are sent through the configured SMTP server; failures are retried with backoff.'
          : 'No SMTP server is configured (SMTP_URL), so messages stay here instead of being sent.'}
      </p>
      <nav aria-label="Filter messages" className="tabs">
        {OUTBOX_FILTERS.map((f) => (
          <a
            key={f}
            href={href('admin-dashboard.email', {}, f === 'all' ? {} : { status: f })}
            aria-current={f === status ? 'page' : undefined}
            className="btn"
          >
            {FILTER_LABELS[f]}
          </a>
        ))}
      </nav>
      {outbox.messages.length === 0 ? (
        <p>No messages.</p>
      ) : (
        <ol className="stack" style={{ listStyle: 'none', padding: 0 }}>
          {outbox.messages.map((m) => (
            <li key={m.id} className="card">
              <article aria-labelledby={`mail-${m.id}`}>
                <h2 id={`mail-${m.id}`} style={{ fontSize: '1.1rem', margin: 0 }}>
                  {m.subject}
                </h2>
                <p style={{ margin: '.25rem 0' }}>
                  To {m.to} · {m.kind} · queued{' '}
                  <time dateTime={m.created_at}>{m.created_at.slice(0, 16).replace('T', ' ')}</time> ·{' '}
                  <strong>
                    {m.status === 'sent'
                      ? 'Sent'
                      : m.status === 'failed'
                        ? `Failed after ${m.attempts} attempts`
                        : 'Waiting'}
                  </strong>
                  {m.last_error ? ` · ${m.last_error}` : ''}
                </p>
                <details>
                  <summary>Plain text</summary>
                  <pre style={{ whiteSpace: 'pre-wrap' }}>{m.text}</pre>
                </details>
                <details>
                  <summary>HTML</summary>
                  <iframe
                    title={`HTML of “${m.subject}”`}
                    sandbox=""
                    srcDoc={m.html}
                    style={{ width: '100%', height: 480, border: 0 }}
                  />
                </details>
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
