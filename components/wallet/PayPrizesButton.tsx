'use client';
// 'Pay prizes now' (issue 16 §4): the catalyst of a closed challenge pays its held prizes at once
// rather than at the end of the hold, after confirming: once paid, a prize can no longer be declined.
import { formatMoneyCents } from '@/lib/money';
import { useUi } from '../ui/UiProvider';
import { useMoneyAction } from './useMoneyAction';

export function PayPrizesButton({ slug, heldCents }: { slug: string; heldCents: number }) {
  const { confirm } = useUi();
  const action = useMoneyAction();
  async function pay() {
    const ok = await confirm({
      title: 'Pay prizes now',
      message: `Pay the ${formatMoneyCents(heldCents)} of held prizes to the winners now? A paid prize can no longer be declined.`,
      confirm: 'Pay prizes now',
    });
    if (!ok) return;
    await action.send(`/challenges/${encodeURIComponent(slug)}/prizes/pay`, {
      success: 'The prizes are paid into the winners’ wallets.',
    });
  }
  return (
    <>
      <button type="button" className="btn btn-sm" onClick={pay} disabled={action.busy}>
        {action.busy ? 'Paying…' : 'Pay prizes now'}
      </button>
      {action.errors['*'] && (
        <span className="error" role="alert">
          {' '}
          {action.errors['*']}
        </span>
      )}
    </>
  );
}
