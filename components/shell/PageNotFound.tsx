// The one 'Page not found' page (spec 1 §2): status 404 (notFound()), the missing address, and the
// feedback form with about 'Page not found' and the address as feedback, so a broken link is
// reported in one step. Used for unknown paths, unknown challenges and unknown communities.
// The form is plain HTML posted to /api/feedback: a not-found boundary is part of every page of
// its segment, so a client component here would add to every page's first load.
import { FEEDBACK_LIMITS } from '@/lib/contracts/feedback';
import { MESSAGES } from '@/lib/constants';

export function PageNotFound({
  path,
  lead = 'It may have been removed, or the link is mistyped.',
  homeHref,
  homeLabel = 'Browse challenges',
}: {
  /** The missing address; null where the page may not read the request (the visitor cache). */
  path: string | null;
  lead?: string;
  /** A plain anchor: the page can sit outside a community (the root not-found). */
  homeHref: string;
  homeLabel?: string;
}) {
  return (
    <div className="container page not-found">
      <svg className="not-found-mark" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M42 22 36 36 22 42 28 28Z" fill="currentColor" />
      </svg>
      <h1>{MESSAGES.pageNotFound}</h1>
      <p className="muted">
        {lead}
        {path && (
          <>
            {' '}
            We could not find <code className="not-found-path">{path}</code>.
          </>
        )}
      </p>
      <p>
        <a className="btn" href={homeHref}>
          {homeLabel}
        </a>
      </p>
      <section className="card not-found-feedback" aria-labelledby="not-found-feedback">
        <h2 id="not-found-feedback">Tell us about it</h2>
        <p className="muted">If you followed a link on Nervus, say where it was and we will fix it.</p>
        <form method="post" action="/api/feedback">
          {path && <input type="hidden" name="page" value={path} />}
          <div className="field">
            <label htmlFor="about">About</label>
            <input
              id="about"
              name="about"
              defaultValue={MESSAGES.pageNotFound}
              maxLength={FEEDBACK_LIMITS.about}
              required
            />
          </div>
          <div className="field">
            <label htmlFor="feedback">Your feedback</label>
            <textarea
              id="feedback"
              name="feedback"
              rows={4}
              defaultValue={path ?? ''}
              maxLength={FEEDBACK_LIMITS.feedback}
              placeholder={path ? undefined : 'The address of this page is sent with your message.'}
            />
          </div>
          <div className="field">
            <label htmlFor="email">Email for a reply (optional)</label>
            <input id="email" name="email" type="email" autoComplete="email" />
          </div>
          <button className="btn" type="submit">
            Send feedback
          </button>
        </form>
      </section>
    </div>
  );
}
