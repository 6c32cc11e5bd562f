// The moderation queue (issue 21 §3): filters by community (an ambassador has only their own) and
// state, then one card per report with what was reported (hidden content included), who reported
// it and why, and the moderator's actions.
import Link from 'next/link';
import { REPORT_REASONS, type ModerationQueue as Queue, type ModerationQueueQuery } from '@/lib/contracts/moderation';
import { href, userHomeHref } from '@/lib/routes/table';
import { formatTime } from '../wallet/format';
import { ModerationActions } from './ModerationActions';
import './admin.css';
import { CountBadge } from '@/components/ui/CountBadge';

const reasonLabel = (reason: string) => REPORT_REASONS[reason as keyof typeof REPORT_REASONS] ?? reason;

export function ModerationQueue({ queue, query }: { queue: Queue | null; query: ModerationQueueQuery }) {
  const reports = queue?.reports ?? [];
  return (
    <>
      <form className="card admin-filters" role="search" action={href('admin-dashboard.moderation')} method="get">
        <div className="field">
          <label htmlFor="moderation-platform">Community</label>
          <select id="moderation-platform" name="platform" defaultValue={query.platform ?? ''}>
            {(queue?.platforms.length ?? 0) > 1 && <option value="">All communities</option>}
            {queue?.platforms.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="moderation-status">Reports</label>
          <select id="moderation-status" name="status" defaultValue={query.status}>
            <option value="open">Waiting</option>
            <option value="resolved">Settled</option>
          </select>
        </div>
        <button className="btn" type="submit">
          Show
        </button>
      </form>
      <section style={{ marginTop: '1rem' }} aria-labelledby="moderation-reports">
        <h2 id="moderation-reports">
          {query.status === 'open' ? 'Waiting' : 'Settled'}
          <CountBadge n={reports.length} />
        </h2>
        {!reports.length ? (
          <p className="muted">{query.status === 'open' ? 'No reports waiting. All clear.' : 'Nothing settled yet.'}</p>
        ) : (
          <ul className="moderation-list">
            {reports.map((report) => (
              <li key={report.id} className="card moderation-report" aria-labelledby={`report-${report.id}`}>
                <h3 id={`report-${report.id}`} style={{ marginTop: 0 }}>
                  <span className="admin-badge">{report.target_type}</span>{' '}
                  {report.target.href ? (
                    <Link href={report.target.href}>{report.target.title}</Link>
                  ) : (
                    report.target.title
                  )}
                  {report.target.hidden && (
                    <>
                      {' '}
                      <span className="admin-badge">hidden</span>
                    </>
                  )}
                </h3>
                {report.target.excerpt && (
                  <blockquote className="moderation-excerpt">{report.target.excerpt}</blockquote>
                )}
                <dl className="admin-stats">
                  <div>
                    <dt>By</dt>
                    <dd>
                      {report.target.author ? (
                        <Link
                          href={userHomeHref(report.target.author.screen_name)}
                          data-user-id={report.target.author.id}
                        >
                          @{report.target.author.screen_name}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>Reason</dt>
                    <dd>{reasonLabel(report.reason)}</dd>
                  </div>
                  <div>
                    <dt>Reported by</dt>
                    <dd>
                      <Link href={userHomeHref(report.reporter.screen_name)} data-user-id={report.reporter.id}>
                        @{report.reporter.screen_name}
                      </Link>
                      , {formatTime(report.created_at)}
                    </dd>
                  </div>
                  <div>
                    <dt>Community</dt>
                    <dd>{report.platform}</dd>
                  </div>
                  {report.open_reports > 1 && (
                    <div>
                      <dt>Open reports</dt>
                      <dd>{report.open_reports}</dd>
                    </div>
                  )}
                  {report.outcome && (
                    <div>
                      <dt>Outcome</dt>
                      <dd>{report.outcome}</dd>
                    </div>
                  )}
                </dl>
                {report.note && <p>“{report.note}”</p>}
                <ModerationActions report={report} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
