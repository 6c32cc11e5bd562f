'use client';
// Patron funding (spec 3 §1, §9; issue 16 §5): an amount of at least $1, no maximum, once or every
// month, paid from the wallet. The answer says what happened; a wallet short of the amount gets
// the provider's message and a link to add funds, and the typed amount stays.
import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import type { FundingTargetType } from '@/lib/contracts/wallet';
import { formatMoneyCents, parseMoneyText } from '@/lib/money';
import { FUNDING_MIN_CENTS, PAYMENT_MESSAGES } from '@/lib/payments';
import { href } from '@/lib/routes/table';
import { FormError } from '../account/FormBits';
import { MoneyField } from './MoneyField';
import { useMoneyAction } from './useMoneyAction';

type Recurrence = 'once' | 'monthly';

export function FundingForm({
  type,
  target,
  label,
  balanceCents,
}: {
  type: FundingTargetType;
  target: string;
  label: string;
  balanceCents: number | null;
}) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [recurrence, setRecurrence] = useState<Recurrence>('once');
  const [done, setDone] = useState<string | null>(null);
  const action = useMoneyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const cents = parseMoneyText(amount);
    if (cents === null || cents === 0) return action.refuse('amount_cents', PAYMENT_MESSAGES.amountInvalid);
    if (cents < FUNDING_MIN_CENTS) return action.refuse('amount_cents', PAYMENT_MESSAGES.fundingMin);
    const result = await action.send('/fundings', {
      body: { target_type: type, target, amount_cents: cents, recurrence },
    });
    if (!result) return;
    setAmount('');
    setDone(
      recurrence === 'monthly'
        ? `You fund ${label} with ${formatMoneyCents(cents)} a month. The first charge is made; you can stop it on your wallet page.`
        : `You funded ${label} with ${formatMoneyCents(cents)}. Thank you!`,
    );
  }

  const short = action.status === 402;
  return (
    <form className="card wallet-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your funding</h2>
      {done && (
        <p className="alert alert-success" role="status">
          <span>
            {done} <Link href={href('account.payment-wallets')}>Your wallet</Link>
          </span>
        </p>
      )}
      <FormError errors={action.errors} fields={['amount_cents']} />
      <MoneyField
        id={`${id}-amount`}
        label="Amount"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          action.clear('amount_cents');
        }}
        errors={action.errors}
        hint={`At least ${formatMoneyCents(FUNDING_MIN_CENTS)}, no maximum.${
          balanceCents === null ? '' : ` Your wallet holds ${formatMoneyCents(balanceCents)}.`
        }`}
      />
      <fieldset className="fund-choices">
        <legend>How often</legend>
        {(['once', 'monthly'] as const).map((value) => (
          <label key={value} className="check">
            <input
              type="radio"
              name="recurrence"
              value={value}
              checked={recurrence === value}
              onChange={() => setRecurrence(value)}
            />{' '}
            {value === 'once' ? 'Once' : 'Every month'}
          </label>
        ))}
      </fieldset>
      {short && (
        <p>
          <Link className="btn btn-ghost" href={href('account.payment-wallets')}>
            Add funds to your wallet
          </Link>
        </p>
      )}
      <button className="btn" type="submit" disabled={action.busy}>
        {action.busy ? 'Funding…' : recurrence === 'monthly' ? 'Fund every month' : 'Fund now'}
      </button>
    </form>
  );
}
