// Security: the product has no password forms (spec 1 §1); sign-in, change of password and change of
// email belong to the accounts service (issue 19 §5), linked from here. An unconfirmed email can
// have its confirmation link sent again (POST /account/resend).
import type { Metadata } from 'next';
import { AccountLayout } from '@/components/account/AccountLayout';
import { ResendConfirmation } from '@/components/account/ResendConfirmation';
import { SignOutButton } from '@/components/account/SessionButtons';
import { COOKIES, DAY_SECONDS } from '@/lib/constants';
import { requireAccountViewer } from '@/server/bff/account';
import { webConfig } from '@/server/bff/config';
import { loadShell } from '@/server/bff/shell';

export const metadata: Metadata = { title: 'Security · My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function SecurityPage({ params }: Props) {
  const { community } = await params;
  const viewer = await requireAccountViewer(community);
  const { urls } = await loadShell(community);
  const config = webConfig();
  const me = viewer.account.user;
  const accountsHost = new URL(config.ACCOUNTS_URL).host;
  // Password forms live only at the accounts service (spec 1 §1); both ask for the current password.
  const accounts = config.ACCOUNTS_URL.replace(/\/+$/, '');
  return (
    <AccountLayout
      route="account.security"
      title="Security"
      screenName={me.screen_name}
      lead="Signing in is handled by the Nervus accounts service, not by these pages."
    >
      {viewer.shadow && (
        <p className="alert alert-info" role="status">
          An administrator is acting as this account in shadow mode. Use Stop in the menu bar to end it.
        </p>
      )}
      <section className="card" aria-labelledby="signed-in-heading">
        <h2 id="signed-in-heading">Signed in as {me.email}</h2>
        <dl className="facts">
          <div>
            <dt>Screen name</dt>
            <dd>@{me.screen_name}</dd>
          </div>
          <div>
            <dt>Sign-in method</dt>
            <dd>Email and password at the Nervus accounts service ({accountsHost})</dd>
          </div>
          <div>
            <dt>Your password</dt>
            <dd>Only the accounts service checks it. Nervus pages never ask for it and never see it.</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              {me.email_verified ? 'Confirmed' : 'Not confirmed yet: follow the link we mailed you at sign-up.'}
              {!me.email_verified && !viewer.shadow && <ResendConfirmation />}
            </dd>
          </div>
          <div>
            <dt>This browser</dt>
            <dd>
              Stays signed in for up to {COOKIES.session.maxAgeSeconds / DAY_SECONDS} days, shared by every Nervus
              community, until you sign out.
            </dd>
          </div>
        </dl>
        {!viewer.shadow && (
          <div className="form-actions">
            <a className="btn" href={`${accounts}/accounts/password`}>
              Change password
            </a>
            <a className="btn" href={`${accounts}/accounts/email`}>
              Change email
            </a>
            <SignOutButton logoutUrl={urls.logout} className="btn" label="Sign out of this browser" />
          </div>
        )}
      </section>
    </AccountLayout>
  );
}
