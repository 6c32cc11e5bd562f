// A page that needs an account, as a visitor sees it (issue 22): what the page does and why it asks
// for an account, before sending anyone to the sign-in gateway. Both links come back to this page.
import { signInReturnPath } from '@/lib/accounts-urls';

export function SignInWall({
  title,
  why,
  here,
  platform,
  signupUrl,
}: {
  title: string;
  /** What the page does, and what the account is for. */
  why: string;
  here: string;
  platform: string;
  signupUrl: string;
}) {
  return (
    <div className="container page">
      <section className="card empty-state sign-in-wall" aria-labelledby="wall-heading">
        <h1 id="wall-heading">{title}</h1>
        <p>{why}</p>
        <p className="muted">Signing in or creating an account brings you back to this page.</p>
        <p className="form-actions">
          <a className="btn" href={signInReturnPath(here, platform)}>
            Sign in to continue
          </a>
          <a className="btn btn-light" href={signupUrl}>
            Create a free account
          </a>
        </p>
      </section>
    </div>
  );
}
