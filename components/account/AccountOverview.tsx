// /my-account/main: the account at a glance and a way into each section.
import Link from 'next/link';
import type { Account } from '@/lib/contracts/account';
import { href, userHomeHref, type RouteName } from '@/lib/routes/table';

export type HomeCommunity = { title: string; url: string } | null;

const SECTIONS: { route: RouteName; title: string; about: string }[] = [
  { route: 'account.profile', title: 'Profile', about: 'Name, slogan, bio and interests.' },
  {
    route: 'account.social',
    title: 'Social accounts',
    about: 'Links to your Facebook, Twitter, Google, GitHub and LinkedIn.',
  },
  { route: 'account.custom-masthead', title: 'Custom masthead', about: 'The header picture of your platform.' },
  { route: 'account.email-preferences', title: 'Email preferences', about: 'Which emails Nervus may send you.' },
  {
    route: 'account.platform-preferences',
    title: 'Platform preferences',
    about: 'Landing community, level numbering, tips.',
  },
  { route: 'account.security', title: 'Security', about: 'How you sign in, and signing out.' },
  { route: 'account.payment-wallets', title: 'Payment wallets', about: 'Where prize money and entry fees will go.' },
  { route: 'account.organization', title: 'Organization', about: 'Playing as a team under one name.' },
];

export function AccountOverview({ account, home }: { account: Account; home: HomeCommunity }) {
  const me = account.user;
  const name = `${me.first_name} ${me.last_name}`.trim();
  const roles = [
    account.admin_roles.global_admin && 'Global admin',
    account.admin_roles.platform_ambassador && 'Platform ambassador',
  ].filter(Boolean) as string[];
  return (
    <>
      <section className="card account-summary" aria-label="Your account">
        <img className="account-avatar" src={me.avatar_url ?? '/avatars/default.svg'} alt="" width={72} height={72} />
        <div className="account-summary-body">
          <h2>{name || `@${me.screen_name}`}</h2>
          <dl className="facts">
            <div>
              <dt>Screen name</dt>
              <dd>@{me.screen_name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{me.email}</dd>
            </div>
            <div>
              <dt>Home community</dt>
              <dd>{home ? <a href={home.url}>{home.title}</a> : 'None chosen'}</dd>
            </div>
            <div>
              <dt>Account type</dt>
              <dd>{me.is_organization ? 'Organization' : 'Personal'}</dd>
            </div>
            {roles.length > 0 && (
              <div>
                <dt>Admin roles</dt>
                <dd>
                  <ul className="badges">
                    {roles.map((r) => (
                      <li key={r} className="badge">
                        {r}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
          <p className="form-actions">
            <Link className="btn btn-sm" href={userHomeHref(me.screen_name)}>
              View my platform
            </Link>
            <Link className="btn btn-sm btn-ghost" href={href('dashboard.home', { platformSlug: me.screen_name })}>
              My Dashboard
            </Link>
          </p>
        </div>
      </section>
      <h2 className="account-sections-heading">Settings</h2>
      <ul className="account-sections">
        {SECTIONS.map((s) => (
          <li key={s.route}>
            <Link href={href(s.route)}>
              <strong>{s.title}</strong>
              <span className="muted">{s.about}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
