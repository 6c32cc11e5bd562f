// /{platformSlug}/olympiad/fair-play/{id} (issue 17 §6): a tournament's public fair-play log, every
// reversal with who lost how many neurons and why. No private data: no fingerprints, no emails.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/shell/Breadcrumbs';
import { FAIR_PLAY_LABELS } from '@/lib/contracts/olympiads';
import { href } from '@/lib/routes/table';
import { getFairPlayLog, getOlympiad } from '@/server/bff/olympiads';

type Props = { params: Promise<{ community: string; platformSlug: string; id: string }> };

export const metadata: Metadata = { title: 'Fair-play log' };

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export default async function FairPlayLogPage({ params }: Props) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const [olympiad, log] = await Promise.all([getOlympiad(id), getFairPlayLog(id)]);
  if (!olympiad || !log) notFound();
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: 'Tournaments', href: href('home.olympiads', { platformSlug: 'platform' }) },
          { label: 'Fair-play log' },
        ]}
      />
      <h1>Fair-play log: {olympiad.title}</h1>
      <p className="muted">
        Before a tournament’s prizes are paid, a check looks for rating rings, many accounts on one device and ratings
        that never vary. Flagged neurons are held until an admin releases them or takes them back; every take-back is
        listed here.
      </p>
      {log.length === 0 ? (
        <p className="card">No neurons were taken back in this tournament.</p>
      ) : (
        <div className="card table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Reversals</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Neurons lost</th>
                <th scope="col">Finding</th>
                <th scope="col">Why</th>
                <th scope="col">Decided</th>
              </tr>
            </thead>
            <tbody>
              {log.map((entry, i) => (
                <tr key={i}>
                  <td>
                    <Link href={href('home.user', { platformSlug: entry.screen_name })}>@{entry.screen_name}</Link>
                  </td>
                  <td>{entry.neurons.toLocaleString('en-US')}</td>
                  <td>{FAIR_PLAY_LABELS[entry.kind]}</td>
                  <td>{entry.reason}</td>
                  <td>{entry.decided_at ? day.format(new Date(entry.decided_at)) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link href={href('platform.leaderboard', { platformSlug: 'platform' }, { olympiad: String(id) })}>
          View this tournament’s leaderboard
        </Link>
      </p>
    </div>
  );
}
