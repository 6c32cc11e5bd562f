// /my-account/payment-wallets (spec 1 §2; issue 16 §2, §6): the signed-in player's wallet, read per
// request: balance, add funds, withdraw, held prizes, withdrawals, patron fundings and the paged
// history (?page=).
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountLayout } from '@/components/account/AccountLayout';
import { WalletView } from '@/components/wallet/WalletView';
import { signInReturnPath } from '@/lib/accounts-urls';
import { requireAccountViewer } from '@/server/bff/account';
import { requestContext } from '@/server/bff/loaders';
import { getWallet } from '@/server/bff/money';

export const metadata: Metadata = { title: 'Payment wallets · My Account', robots: { index: false } };

type Props = { params: Promise<{ community: string }>; searchParams: Promise<{ page?: string | string[] }> };

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export default async function PaymentWalletsPage({ params, searchParams }: Props) {
  const { community } = await params;
  const { account } = await requireAccountViewer(community);
  const wallet = await getWallet(pageOf((await searchParams).page));
  // The session ended between the two reads: sign in again.
  if (!wallet) redirect(signInReturnPath((await requestContext()).path, community));
  return (
    <AccountLayout
      route="account.payment-wallets"
      title="Payment wallets"
      screenName={account.user.screen_name}
      lead="Your wallet on Nervus: the money you add, the fees you pay, the prizes you win and what you withdraw."
    >
      <WalletView wallet={wallet} />
    </AccountLayout>
  );
}
