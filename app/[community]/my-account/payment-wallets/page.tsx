// Payment wallets: money is not wired yet, so the page states the facts (none) and what a wallet
// will be for (spec 2: prize money and idea entry fees). No connect controls until payments exist.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountLayout } from '@/components/account/AccountLayout';
import { requireAccountViewer } from '@/server/bff/account';
import { href } from '@/lib/routes/table';

export const metadata: Metadata = { title: 'Payment wallets · My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }> };

export default async function PaymentWalletsPage({ params }: Props) {
  const { account } = await requireAccountViewer((await params).community);
  return (
    <AccountLayout route="account.payment-wallets" title="Payment wallets" screenName={account.user.screen_name}>
      <p className="alert alert-info" role="status">
        No payment wallets connected.
      </p>
      <section className="card">
        <h2>What a wallet is for</h2>
        <ul className="plain-list">
          <li>
            <strong>Prize payouts.</strong> Challenges can carry money prizes; when a challenge closes, winners receive
            their share in their wallet.
          </li>
          <li>
            <strong>Idea entry fees.</strong> Some challenges ask a fee to enter an idea. It is split between the
            challenge’s prize money, its creator and the platform.
          </li>
        </ul>
        <p className="muted">
          Wallets can be connected once payments open on Nervus. Until then, challenges you enter and win are scored in
          neurons.
        </p>
        <p>
          <Link href={href('faqs.fund-user')}>How funding works</Link>
        </p>
      </section>
    </AccountLayout>
  );
}
