// /my-account/payment-wallets (spec 1 §2; issue 16 §2, §6): the balance (marked 'Sandbox funds'
// when the money is test money), Add funds and Withdraw, prizes held until they are paid,
// withdrawals and their decisions, patron fundings, and the paged history of every movement
// with its reason, signed amount, date and the challenge it was about.
import Link from 'next/link';
import type { FundingView, WalletView as Wallet } from '@/lib/contracts/wallet';
import { formatMoneyCents } from '@/lib/money';
import { PAYMENT_MESSAGES, SANDBOX_LABEL } from '@/lib/payments';
import { href } from '@/lib/routes/table';
import { Pagination } from '../browse/Pagination';
import { formatDay } from './format';
import { WalletHistory } from './WalletHistory';
import { AddFundsForm, StopFundingButton, WithdrawForm } from './WalletForms';
import './wallet.css';

const WITHDRAWAL_STATUS = {
  pending: 'Waiting for an admin',
  processing: 'Being paid',
  paid: 'Paid',
  rejected: 'Returned to your wallet',
};

export function WalletView({ wallet }: { wallet: Wallet }) {
  const { history } = wallet;
  const pageHref = (page: number) => href('account.payment-wallets', {}, { page: page > 1 ? String(page) : undefined });
  return (
    <div className="wallet">
      <section className="card wallet-balance" aria-labelledby="wallet-balance-heading">
        <h2 id="wallet-balance-heading">Balance</h2>
        <p className="wallet-amount">
          <strong>{formatMoneyCents(wallet.balance_cents)}</strong>
          {wallet.sandbox_funds && <span className="badge wallet-sandbox">{SANDBOX_LABEL}</span>}
        </p>
        {wallet.sandbox_funds && <p className="muted">{PAYMENT_MESSAGES.sandboxNote}</p>}
        <p className="muted">
          Your wallet pays idea entry fees and patron funding, holds the money prizes you win, and pays out on request.{' '}
          <Link href={href('faqs.fund-user')}>How funding works</Link>
        </p>
      </section>
      <div className="wallet-forms">
        <AddFundsForm sandbox={wallet.provider === 'sandbox'} />
        <WithdrawForm balanceCents={wallet.balance_cents} />
      </div>
      {wallet.held_prizes.length > 0 && (
        <section className="card" aria-labelledby="wallet-held-heading">
          <h2 id="wallet-held-heading">Prizes on their way</h2>
          <ul className="wallet-list">
            {wallet.held_prizes.map((prize) => (
              <li key={`${prize.challenge.slug}-${prize.payable_at}`}>
                <strong>{formatMoneyCents(prize.amount_cents)}</strong>{' '}
                <Link href={href('challenges.show', { challenge: prize.challenge.slug })}>{prize.challenge.title}</Link>
                <span className="muted"> Prize held until {formatDay(prize.payable_at)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {wallet.withdrawals.length > 0 && (
        <section className="card" aria-labelledby="wallet-withdrawals-heading">
          <h2 id="wallet-withdrawals-heading">Withdrawals</h2>
          <ul className="wallet-list">
            {wallet.withdrawals.map((w) => (
              <li key={w.id}>
                <strong>{formatMoneyCents(w.amount_cents)}</strong> to {w.destination}
                <span className="muted"> requested {formatDay(w.created_at)}</span>{' '}
                <span className={`badge wallet-status-${w.status}`}>{WITHDRAWAL_STATUS[w.status]}</span>
                {w.reference && <span className="muted"> Reference {w.reference}</span>}
                {w.note && <span className="muted"> {w.note}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {wallet.fundings.length > 0 && <Fundings fundings={wallet.fundings} />}
      <section className="card" aria-labelledby="wallet-history-heading">
        <h2 id="wallet-history-heading">History</h2>
        {history.items.length === 0 ? (
          <p className="muted">No money has moved in or out of your wallet yet.</p>
        ) : (
          <WalletHistory items={history.items} />
        )}
        <Pagination
          page={history.page}
          total={history.total}
          size={history.page_size}
          hrefFor={pageHref}
          label="History pages"
        />
      </section>
    </div>
  );
}

function Fundings({ fundings }: { fundings: FundingView[] }) {
  return (
    <section className="card" aria-labelledby="wallet-fundings-heading">
      <h2 id="wallet-fundings-heading">Patron funding</h2>
      <ul className="wallet-list">
        {fundings.map((f) => (
          <li key={f.id}>
            <strong>{formatMoneyCents(f.amount_cents)}</strong>
            {f.recurrence === 'monthly' ? ' a month' : ' once'} for{' '}
            {f.target.href ? <Link href={f.target.href}>{f.target.label}</Link> : f.target.label}
            <span className="muted">
              {' '}
              {f.charges} {f.charges === 1 ? 'charge' : 'charges'}
              {f.status === 'active' && f.next_charge_at ? `, next on ${formatDay(f.next_charge_at)}` : ''}
            </span>
            {f.status === 'active' && f.recurrence === 'monthly' && (
              <>
                {' '}
                <StopFundingButton id={f.id} label={f.target.label} />
              </>
            )}
            {f.status === 'stopped' && f.stopped_reason && (
              <p className="alert alert-info wallet-notice" role="status">
                {f.stopped_reason}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
