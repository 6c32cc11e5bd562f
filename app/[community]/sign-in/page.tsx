// Starts the OAuth2 round trip to the accounts gateway; next-auth errors come back here too.
import type { Metadata } from 'next';
import { AutoSignIn } from '@/components/account/AutoSignIn';
import { loadShell } from '@/server/bff/shell';
import { isTrustedUrl } from '@/server/bff/trusted-hosts';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

type Props = { params: Promise<{ community: string }>; searchParams: Promise<Record<string, string | undefined>> };

export default async function SignInPage({ params, searchParams }: Props) {
  const { community } = await params;
  const query = await searchParams;
  const { origin } = await loadShell(community);
  const raw = query.continue ?? query.callbackUrl ?? '/my-dashboard';
  const absolute = raw.startsWith('/') && !raw.startsWith('//') ? `${origin}${raw}` : raw;
  const target = (await isTrustedUrl(absolute)) ? absolute : `${origin}/my-dashboard`;
  return (
    <div className="container page" style={{ maxWidth: 560 }}>
      <div className="card">
        <h1>Sign in to Nervus</h1>
        {query.error ? (
          <p role="alert" className="alert alert-danger">
            Signing in did not complete ({query.error}). Please try again.
          </p>
        ) : (
          <p className="muted">Taking you to the Nervus accounts gateway…</p>
        )}
        {query.error ? (
          <AutoRetry target={target} platform={query.platform ?? community} />
        ) : (
          <AutoSignIn continueUrl={target} platform={query.platform ?? community} />
        )}
      </div>
    </div>
  );
}

function AutoRetry({ target, platform }: { target: string; platform: string }) {
  return (
    <a
      className="btn"
      href={`/sign-in?continue=${encodeURIComponent(target)}&platform=${encodeURIComponent(platform)}`}
    >
      Try again
    </a>
  );
}
