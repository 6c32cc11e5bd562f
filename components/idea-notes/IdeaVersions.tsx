// An idea's versions, newest first, and the catalyst's iteration requests (spec 1 §3, spec 2 §3).
import type { IdeaIterations } from '@/lib/contracts/idea-notes';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function IdeaVersions({ iterations, heading = 'Iterations' }: { iterations: IdeaIterations; heading?: string }) {
  const earlier = iterations.versions.slice(0, -1).reverse();
  return (
    <section aria-labelledby={`versions-${iterations.idea_id}`}>
      <h2 className="dash-subheading" id={`versions-${iterations.idea_id}`}>
        {heading}
      </h2>
      <p className="muted">
        Version {iterations.current_version} of this idea
        {iterations.current_version > 1 ? `; ${earlier.length} earlier` : ''}.
      </p>
      {iterations.requests.length > 0 && (
        <ul className="plain-list" aria-label="Iteration requests">
          {iterations.requests.map((r) => (
            <li key={r.id} className={r.answered_at ? 'muted' : 'alert alert-info'}>
              The catalyst asked ({DAY.format(new Date(r.created_at))}): “{r.note}”{r.answered_at ? ' — answered.' : ''}
            </li>
          ))}
        </ul>
      )}
      {earlier.length > 0 && (
        <ol className="plain-list idea-versions" aria-label="Earlier versions">
          {earlier.map((v) => (
            <li key={v.version} className="card">
              <p>
                <strong>
                  Version {v.version}: {v.title}
                </strong>{' '}
                <span className="muted">{DAY.format(new Date(v.posted_at))}</span>
              </p>
              {v.description && <p className="dash-idea-text">{v.description}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
