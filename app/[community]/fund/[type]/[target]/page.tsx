// /fund/{type}/{target} (fund; spec 3 §1 patrons, §9 funding minimum $1; issue 16 §5): fund a
// user, challenge, platform or category from the wallet, once or monthly. Visitors see what they
// would fund and are asked to sign in; nobody funds themself; a closed challenge takes no funding.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SignInLink } from '@/components/account/SignInLink';
import { BoxedLayout } from '@/components/shell/Layouts';
import { FundingForm } from '@/components/wallet/FundingForm';
import { formatMoneyCents } from '@/lib/money';
import { FUNDING_MIN_CENTS, PAYMENT_MESSAGES } from '@/lib/payments';
import { href } from '@/lib/routes/table';
import { getViewer, requestContext } from '@/server/bff/loaders';
import { getFundTarget, getWalletBalance } from '@/server/bff/money';
import '@/components/wallet/wallet.css';

type Props = { params: Promise<{ community: string; type: string; target: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { community, type, target } = await params;
  const found = await getFundTarget(type, decodeURIComponent(target), community);
  return { title: found ? `Fund ${found.label}` : 'Fund', robots: { index: false } };
}

export default async function FundPage({ params }: Props) {
  const { community, type, target } = await params;
  const [found, viewer, { path }] = await Promise.all([
    getFundTarget(type, decodeURIComponent(target), community),
    getViewer(),
    requestContext(),
  ]);
  if (!found) notFound();
  const self = found.type === 'user' && viewer?.account.user.screen_name === found.target;
  const balance = viewer && !self && !found.closedReason ? await getWalletBalance() : null;
  return (
    <BoxedLayout
      crumbs={[{ label: 'Funding', href: href('faqs.fund-user') }, { label: found.label }]}
      family="faqs"
      screenName={viewer?.account.user.screen_name ?? null}
      current={path}
    >
      <div className="wallet fund-page">
        <header>
          <h1>Fund {found.label}</h1>
          <p className="muted">
            {found.explains} Patrons fund once or every month; the minimum is {formatMoneyCents(FUNDING_MIN_CENTS)} and
            there is no maximum.
          </p>
          <p className="fund-links">
            {found.link && <Link href={found.link}>{found.linkLabel}</Link>}
            <Link href={href('faqs.fund-user')}>How funding works</Link>
          </p>
        </header>
        {self ? (
          <p className="alert alert-info" role="status">
            {PAYMENT_MESSAGES.fundSelf}
          </p>
        ) : found.closedReason ? (
          <p className="alert alert-info" role="status">
            {found.closedReason}
          </p>
        ) : viewer ? (
          <FundingForm type={found.type} target={found.target} label={found.label} balanceCents={balance} />
        ) : (
          <p>
            <SignInLink here={path} platform={community} className="btn">
              Sign in to fund
            </SignInLink>
          </p>
        )}
      </div>
    </BoxedLayout>
  );
}
