'use client';
// The user menu's count of saved shares (spec 3 §2.6 'count badge linking to the snoozed queue'):
// the number, read as '3 saved shares', from the SWR key the share panel writes after Share Later.
// Nothing shows while the queue is empty or unread.
import { useSnoozedTotal } from './useSnoozedTotal';

export function savedSharesText(total: number): string {
  return `${total} saved ${total === 1 ? 'share' : 'shares'}`;
}

export default function SnoozedCount() {
  const total = useSnoozedTotal(true);
  if (!total) return null;
  return (
    <>
      <span className="badge nav-count" aria-hidden="true">
        {total}
      </span>
      <span className="visually-hidden">, {savedSharesText(total)}</span>
    </>
  );
}
