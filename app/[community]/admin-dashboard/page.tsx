// Admin dashboard: tools for global admins (shadow mode behind its flag; users, feedbacks,
// moderation, the mailer, the audit log, payments and payouts). A platform ambassador finds their
// community's moderation queue here and nothing else (issue 21 §7).
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ShadowForm } from '@/components/platform/ShadowForm';
import { BoxedLayout } from '@/components/shell/Layouts';
import { FLAG } from '@/lib/contracts/flags';
import { href } from '@/lib/routes/table';
import { getViewer, isFlagOn } from '@/server/bff/loaders';

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false } };

export default async function AdminDashboard() {
  const viewer = await getViewer();
  const roles = viewer?.account.admin_roles;
  if (!viewer || !(roles?.global_admin || roles?.platform_ambassador)) redirect('/');
  const moderation = (
    <div className="card" style={{ marginTop: '1rem' }}>
      <h2 style={{ marginTop: 0 }}>Moderation</h2>
      <p className="muted">
        Reports from players: hide or restore what they reported, warn or suspend its author, or dismiss the report.
      </p>
      <Link className="btn" href={href('admin-dashboard.moderation')}>
        Moderation queue
      </Link>
    </div>
  );
  if (!roles?.global_admin)
    return (
      <BoxedLayout
        crumbs={[{ label: 'Admin Dashboards' }]}
        family="ambassador"
        screenName={viewer.account.user.screen_name}
        current="/admin-dashboard"
      >
        <h1 style={{ marginTop: 0 }}>Ambassador tools</h1>
        {moderation}
      </BoxedLayout>
    );
  const shadowOn = await isFlagOn(FLAG.shadowMode);
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards' }]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current="/admin-dashboard"
    >
      <div className="card">
        <h1 style={{ marginTop: 0 }}>Shadow a user</h1>
        {shadowOn ? (
          <>
            <p className="muted">
              See Nervus exactly as another player sees it. Every change you send while shadowing asks for your
              confirmation first; press Stop to return.
            </p>
            <ShadowForm />
          </>
        ) : (
          <p>The shadow-mode feature flag is off.</p>
        )}
      </div>
      <div className="card" style={{ marginTop: '1rem' }}>
        <h2 style={{ marginTop: 0 }}>Users</h2>
        <p className="muted">Find people by screen name, name or email; suspend, restore, make ambassadors.</p>
        <Link className="btn" href={href('admin-dashboard.users')}>
          Users dashboard
        </Link>
      </div>
      <div className="card" style={{ marginTop: '1rem' }}>
        <h2 style={{ marginTop: 0 }}>Feedbacks</h2>
        <p className="muted">Send-feedback messages and Page not found reports, grouped by page.</p>
        <Link className="btn" href={href('admin-dashboard.feedbacks')}>
          Feedback inbox
        </Link>
      </div>
      {moderation}
      <div className="card" style={{ marginTop: '1rem' }}>
        <h2 style={{ marginTop: 0 }}>Mailer</h2>
        <p className="muted">Write to one person, a role or a community; preview it and see how many will get it.</p>
        <Link className="btn" href={href('admin-dashboard.mailer')}>
          Mailer
        </Link>
      </div>
      <div className="card" style={{ marginTop: '1rem' }}>
        <h2 style={{ marginTop: 0 }}>Audit log</h2>
        <p className="muted">Every admin, ambassador and shadow action, with its request id.</p>
        <Link className="btn" href={href('admin-dashboard.audit')}>
          Audit log
        </Link>
      </div>
      <div className="card" style={{ marginTop: '1rem' }}>
        <h2 style={{ marginTop: 0 }}>Feature flags</h2>
        <p className="muted">Switch features on and off for everybody, and set their variants.</p>
        <Link className="btn" href={href('admin-dashboard.flags')}>
          Feature flags
        </Link>
      </div>
      <div className="card" style={{ marginTop: '1rem' }}>
        <h2 style={{ marginTop: 0 }}>Communities</h2>
        <p className="muted">Each community&apos;s title, slogan, masthead picture, colour and icon.</p>
        <Link className="btn" href={href('admin-dashboard.communities')}>
          Community settings
        </Link>
      </div>
      <div className="card" style={{ marginTop: '1rem' }}>
        <h2 style={{ marginTop: 0 }}>Payments</h2>
        <p className="muted">Pay or reject the withdrawals players asked for, and read the money audit.</p>
        <Link className="btn" href={href('admin-dashboard.payments')}>
          Payments and payouts
        </Link>
      </div>
      <div className="card" style={{ marginTop: '1rem' }}>
        <h2 style={{ marginTop: 0 }}>Email outbox</h2>
        <p className="muted">Read every message Nervus sent or holds (without SMTP_URL, mail stays here).</p>
        <Link className="btn" href={href('admin-dashboard.email')}>
          Email outbox
        </Link>
      </div>
    </BoxedLayout>
  );
}
