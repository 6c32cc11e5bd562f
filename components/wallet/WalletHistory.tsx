// A wallet's movements, newest first (issue 16 §6): what each was (MONEY_REASON_LABELS), the
// signed amount, the date, a sandbox marker on test money and a link to the challenge it was about.
import Link from 'next/link';
import type { WalletHistoryItem } from '@/lib/contracts/wallet';
import { href } from '@/lib/routes/table';
import { formatDay, reasonLabel, signedMoney } from './format';

export function WalletHistory({ items }: { items: WalletHistoryItem[] }) {
  return (
    <div className="table-scroll">
      <table className="up-table wallet-history">
        <caption className="visually-hidden">Money in and out of your wallet</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">What</th>
            <th scope="col" className="num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{formatDay(item.created_at)}</td>
              <th scope="row">
                {reasonLabel(item.reason)}
                {item.sandbox && <span className="badge wallet-sandbox">Sandbox</span>}
                {item.challenge && (
                  <span className="wallet-ref">
                    <Link href={href('challenges.show', { challenge: item.challenge.slug })}>
                      {item.challenge.title}
                    </Link>
                  </span>
                )}
              </th>
              <td className={`num ${item.amount_cents < 0 ? 'wallet-out' : 'wallet-in'}`}>
                {signedMoney(item.amount_cents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
