// The admin payments page (spec 1 §6 'payments, payouts'; issue 16 §6): pending withdrawals to pay
// or reject, the ones already paid and rejected, and the recent money audit (who asked for which
// money change, when, and the answer).
import Link from 'next/link';
import type { AdminPayout, MoneyAuditEntry } from '@/lib/contracts/wallet';
import { formatMoneyCents } from '@/lib/money';
import { userHomeHref } from '@/lib/routes/table';
import { formatTime } from './format';
import { PayoutDecisionForm } from './PayoutDecisionForm';
import './wallet.css';

function Player({ payout }: { payout: AdminPayout }) {
  return (
    <Link href={userHomeHref(payout.user.screen_name)} data-user-id={payout.user.id}>
      @{payout.user.screen_name}
    </Link>
  );
}

export function AdminPayments({
  pending,
  paid,
  rejected,
  audit,
  stripe,
}: {
  pending: AdminPayout[] | null;
  paid: AdminPayout[] | null;
  rejected: AdminPayout[] | null;
  audit: MoneyAuditEntry[] | null;
  stripe: boolean;
}) {
  return (
    <div className="wallet">
      <section className="card" aria-labelledby="payouts-pending-heading">
        <h2 id="payouts-pending-heading">Pending withdrawals ({pending?.length ?? 0})</h2>
        <p className="muted">
          {stripe
            ? 'Paying sends the money by a Stripe transfer.'
            : 'Payments run in sandbox mode: pay each withdrawal by hand, then record it here with its reference.'}
        </p>
        {!pending?.length ? (
          <p className="muted">No withdrawal is waiting.</p>
        ) : (
          <ul className="wallet-list">
            {pending.map((payout) => (
              <li key={payout.id}>
                <strong>{formatMoneyCents(payout.amount_cents)}</strong> for <Player payout={payout} /> to{' '}
                {payout.destination}
                <span className="muted"> requested {formatTime(payout.created_at)}</span>
                <PayoutDecisionForm payout={payout} stripe={stripe} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Decided title="Paid" id="payouts-paid-heading" payouts={paid} />
      <Decided title="Rejected" id="payouts-rejected-heading" payouts={rejected} />
      <section className="card" aria-labelledby="money-audit-heading">
        <h2 id="money-audit-heading">Money audit</h2>
        {!audit?.length ? (
          <p className="muted">No money change has been asked for yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="up-table">
              <caption className="visually-hidden">The most recent money changes asked for</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col" className="num">
                    Answer
                  </th>
                </tr>
              </thead>
              <tbody>
                {audit.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatTime(entry.created_at)}</td>
                    <td>
                      {entry.userId === null ? 'nobody signed in' : `user ${entry.userId}`}
                      {entry.shadowAdminId !== null && ` (shadowed by admin ${entry.shadowAdminId})`}
                    </td>
                    <th scope="row">
                      {entry.action}
                      {typeof entry.detail.path === 'string' && <span className="wallet-ref">{entry.detail.path}</span>}
                    </th>
                    <td className="num">{entry.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function Decided({ title, id, payouts }: { title: string; id: string; payouts: AdminPayout[] | null }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>
        {title} ({payouts?.length ?? 0})
      </h2>
      {!payouts?.length ? (
        <p className="muted">None yet.</p>
      ) : (
        <ul className="wallet-list">
          {payouts.map((payout) => (
            <li key={payout.id}>
              <strong>{formatMoneyCents(payout.amount_cents)}</strong> for <Player payout={payout} /> to{' '}
              {payout.destination}
              <span className="muted">
                {' '}
                {payout.decided_at ? formatTime(payout.decided_at) : ''}
                {payout.decided_by ? ` by @${payout.decided_by}` : ''}
              </span>
              {payout.reference && <span className="wallet-ref">Reference {payout.reference}</span>}
              {payout.note && <span className="wallet-ref">Note: {payout.note}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
