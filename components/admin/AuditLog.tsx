// The audit log page's filters and rows (issue 21 §5): who did what to whom, when, under which
// request id; shadow rows name the person the admin was acting as.
import { AUDIT_ACTIONS, type AuditEntry, type AuditQuery } from '@/lib/contracts/admin';
import { href } from '@/lib/routes/table';
import { formatTime } from '../wallet/format';
import './admin.css';

export function AuditLog({ query, rows }: { query: AuditQuery; rows: AuditEntry[] | null }) {
  return (
    <>
      <form className="card admin-filters" role="search" action={href('admin-dashboard.audit')} method="get">
        <div className="field">
          <label htmlFor="audit-actor">Actor (screen name)</label>
          <input id="audit-actor" name="actor" defaultValue={query.actor ?? ''} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="audit-action">Action</label>
          <input
            id="audit-action"
            name="action"
            list="audit-actions"
            defaultValue={query.action ?? ''}
            maxLength={100}
          />
          <datalist id="audit-actions">
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor="audit-target">Target type</label>
          <input id="audit-target" name="target" defaultValue={query.target ?? ''} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="audit-from">From</label>
          <input id="audit-from" name="from" type="date" defaultValue={query.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">to</label>
          <input id="audit-to" name="to" type="date" defaultValue={query.to ?? ''} />
        </div>
        <button className="btn" type="submit">
          Filter
        </button>
      </form>
      <section className="card" style={{ marginTop: '1rem' }} aria-labelledby="audit-rows">
        <h2 id="audit-rows" style={{ marginTop: 0 }}>
          Entries ({rows?.length ?? 0})
        </h2>
        {!rows?.length ? (
          <p className="muted">Nothing recorded for these filters.</p>
        ) : (
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Actor</th>
                  <th scope="col">Action</th>
                  <th scope="col">Target</th>
                  <th scope="col">Request</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>{formatTime(row.created_at)}</td>
                    <td>
                      @{row.actor}
                      {row.shadowed ? ` as @${row.shadowed}` : ''}
                    </td>
                    <td>{row.action}</td>
                    <td>
                      {row.target_type}
                      {row.target_id ? ` ${row.target_id}` : ''}
                      {row.path ? <div className="muted">{`${row.method ?? ''} ${row.path}`}</div> : null}
                    </td>
                    <td>
                      <code>{row.request_id}</code>
                    </td>
                    <td>{row.status ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
