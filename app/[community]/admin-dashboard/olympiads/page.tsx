// /admin-dashboard/olympiads (issue 17 §3, §5): every olympiad, those waiting for review first; with
// ?id= one olympiad's controls, allocation, fair-play flags and the payout. Global admins only (a
// director reviews and pays through the same calls from the director dashboard).
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { OlympiadReview } from '@/components/admin/OlympiadReview';
import { BoxedLayout } from '@/components/shell/Layouts';
import { Alert } from '@/components/ui/Alert';
import { MESSAGES } from '@/lib/constants';
import { formatMoneyCents } from '@/lib/money';
import { href } from '@/lib/routes/table';
import { firstParam } from '@/server/bff/browse';
import { getViewer } from '@/server/bff/loaders';
import { getAdminOlympiads, getAllocation } from '@/server/bff/olympiads';

export const metadata: Metadata = { title: 'Olympiads · Admin Dashboard', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const STATE_LABEL = { open: 'Open', review: 'Waiting for review', paid: 'Paid' } as const;

export default async function AdminOlympiads({ searchParams }: Props) {
  const viewer = await getViewer();
  if (!viewer?.account.admin_roles.global_admin) redirect('/');
  const id = Number(firstParam((await searchParams).id));
  const [list, allocation] = await Promise.all([getAdminOlympiads(), id > 0 ? getAllocation(id) : null]);
  return (
    <BoxedLayout
      crumbs={[{ label: 'Admin Dashboards', href: href('admin-dashboard') }, { label: 'Olympiads' }]}
      family="admin"
      screenName={viewer.account.user.screen_name}
      current="/admin-dashboard/olympiads"
    >
      <h1>Olympiads</h1>
      {allocation && (
        <>
          <h2>
            {allocation.olympiad.title} <span className="badge">{STATE_LABEL[allocation.olympiad.state]}</span>
          </h2>
          <OlympiadReview data={allocation} />
        </>
      )}
      {id > 0 && !allocation && (
        <Alert kind="danger" autoClose={false}>
          Tournament not found
        </Alert>
      )}
      {list === null ? (
        <Alert kind="danger" autoClose={false}>
          {MESSAGES.generic}
        </Alert>
      ) : (
        <div className="card table-scroll">
          <table className="data-table">
            <caption>Every tournament, those waiting for review first</caption>
            <thead>
              <tr>
                <th scope="col">Tournament</th>
                <th scope="col">Community</th>
                <th scope="col">Ends (UTC)</th>
                <th scope="col">Prize pool</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {list.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Link href={href('admin-dashboard.olympiads', {}, { id: String(o.id) })}>{o.title}</Link>
                  </td>
                  <td>{o.platform.title}</td>
                  <td>{new Date(o.end_time).toISOString().slice(0, 16).replace('T', ' ')}</td>
                  <td>{formatMoneyCents(o.prize_total)}</td>
                  <td>
                    {STATE_LABEL[o.state]}
                    {o.state === 'open' && o.status === 'closed' ? ' (ended, closing)' : ''}
                    {o.paused ? ' (paused)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </BoxedLayout>
  );
}
