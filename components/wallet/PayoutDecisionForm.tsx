'use client';
// An admin's decision on one pending withdrawal (spec 1 §6 payouts; issue 16 §6): Pay, with the
// reference of the payment made by hand (required without Stripe), or Reject with a note for the
// player, whose money then returns to their wallet. Each asks for confirmation first.
import { useId, useState } from 'react';
import type { AdminPayout } from '@/lib/contracts/wallet';
import { formatMoneyCents } from '@/lib/money';
import { PAYMENT_MESSAGES } from '@/lib/payments';
import { FormError } from '../account/FormBits';
import { useUi } from '../ui/UiProvider';
import { useMoneyAction } from './useMoneyAction';

export function PayoutDecisionForm({ payout, stripe }: { payout: AdminPayout; stripe: boolean }) {
  const id = useId();
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const { confirm } = useUi();
  const action = useMoneyAction();
  const what = `${formatMoneyCents(payout.amount_cents)} to @${payout.user.screen_name}`;

  async function pay() {
    if (!stripe && !reference.trim()) return action.refuse('reference', PAYMENT_MESSAGES.referenceRequired);
    if (!(await confirm({ title: 'Pay withdrawal', message: `Pay ${what}?`, confirm: 'Pay' }))) return;
    await action.send(`/admin/payouts/${payout.id}`, {
      body: { decision: 'pay', reference: reference.trim() || undefined },
      success: `Paid ${what}.`,
    });
  }

  async function reject() {
    if (
      !(await confirm({
        title: 'Reject withdrawal',
        message: `Reject ${what}? The money returns to their wallet.`,
        confirm: 'Reject',
      }))
    )
      return;
    await action.send(`/admin/payouts/${payout.id}`, {
      body: { decision: 'reject', note: note.trim() || undefined },
      success: `Rejected ${what}; the money is back in their wallet.`,
    });
  }

  return (
    <div className="admin-payout-actions" role="group" aria-label={`Decide the withdrawal of ${what}`}>
      <FormError errors={action.errors} fields={['reference', 'note']} />
      <div>
        <div className="field">
          <label htmlFor={`${id}-reference`}>
            Reference{stripe ? <span className="optional"> (optional: Stripe pays it)</span> : null}
          </label>
          <input
            id={`${id}-reference`}
            value={reference}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => {
              setReference(e.target.value);
              action.clear('reference');
            }}
            aria-invalid={Boolean(action.errors.reference)}
            aria-describedby={action.errors.reference ? `${id}-reference-error` : undefined}
          />
          {action.errors.reference && (
            <span className="error" id={`${id}-reference-error`}>
              {action.errors.reference}
            </span>
          )}
        </div>
        <button type="button" className="btn btn-sm" onClick={pay} disabled={action.busy}>
          Pay
        </button>
      </div>
      <div>
        <div className="field">
          <label htmlFor={`${id}-note`}>
            Note to the player <span className="optional">(optional)</span>
          </label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={500}
            autoComplete="off"
            onChange={(e) => {
              setNote(e.target.value);
              action.clear('note');
            }}
          />
        </div>
        <button type="button" className="btn btn-ghost btn-sm" onClick={reject} disabled={action.busy}>
          Reject
        </button>
      </div>
    </div>
  );
}
