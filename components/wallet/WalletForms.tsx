'use client';
// The wallet page's forms (issue 16 §2, §6): Add funds (the sandbox credits at once and the page
// refreshes; with Stripe the browser goes to Checkout and the webhook credits later), Withdraw
// (a payout request an admin decides), and Stop on a monthly patron funding.
import { useId, useState, type FormEvent } from 'react';
import { formatMoneyCents, parseMoneyText } from '@/lib/money';
import { DEPOSIT_MIN_CENTS, PAYMENT_MESSAGES, WITHDRAWAL_MIN_CENTS } from '@/lib/payments';
import { FormError } from '../account/FormBits';
import { useUi } from '../ui/UiProvider';
import { MoneyField } from './MoneyField';
import { useMoneyAction } from './useMoneyAction';

type DepositResult = { credited: true; balance_cents: number } | { credited: false; url: string };

function cents(text: string): number | null {
  const value = parseMoneyText(text);
  return value === null || value === 0 ? null : value;
}

export function AddFundsForm({ sandbox }: { sandbox: boolean }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const action = useMoneyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountCents = cents(amount);
    if (amountCents === null) return action.refuse('amount_cents', PAYMENT_MESSAGES.amountInvalid);
    const result = await action.send<DepositResult>('/wallet/deposits', {
      body: { amount_cents: amountCents },
      success: sandbox ? `${formatMoneyCents(amountCents)} added to your wallet.` : undefined,
    });
    if (!result) return;
    if (result.credited) setAmount('');
    else window.location.assign(result.url);
  }

  return (
    <form className="card wallet-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Add funds</h2>
      <FormError errors={action.errors} fields={['amount_cents']} />
      <MoneyField
        id={`${id}-amount`}
        label="Amount to add"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          action.clear('amount_cents');
        }}
        errors={action.errors}
        hint={
          sandbox
            ? `Sandbox money, credited at once. At least ${formatMoneyCents(DEPOSIT_MIN_CENTS)}.`
            : `You pay by card on Stripe's page; your wallet is credited once Stripe confirms. At least ${formatMoneyCents(DEPOSIT_MIN_CENTS)}.`
        }
      />
      <button className="btn" type="submit" disabled={action.busy}>
        {action.busy ? 'Adding…' : 'Add funds'}
      </button>
    </form>
  );
}

export function WithdrawForm({ balanceCents }: { balanceCents: number }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState('');
  const action = useMoneyAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountCents = cents(amount);
    if (amountCents === null) return action.refuse('amount_cents', PAYMENT_MESSAGES.amountInvalid);
    const result = await action.send('/wallet/withdrawals', {
      body: { amount_cents: amountCents, destination },
      success: `Withdrawal of ${formatMoneyCents(amountCents)} requested. An admin pays it out soon.`,
    });
    if (result) {
      setAmount('');
      setDestination('');
    }
  }

  const destinationInvalid = Boolean(action.errors.destination);
  return (
    <form className="card wallet-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Withdraw</h2>
      <p className="muted">
        The amount leaves your wallet now and is paid out when an admin approves the request; a rejected request comes
        back to your wallet.
      </p>
      <FormError errors={action.errors} fields={['amount_cents', 'destination']} />
      <MoneyField
        id={`${id}-amount`}
        label="Amount to withdraw"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          action.clear('amount_cents');
        }}
        errors={action.errors}
        hint={`At least ${formatMoneyCents(WITHDRAWAL_MIN_CENTS)}; your wallet holds ${formatMoneyCents(balanceCents)}.`}
      />
      <div className="field">
        <label htmlFor={`${id}-destination`}>Pay to</label>
        <input
          id={`${id}-destination`}
          name="destination"
          value={destination}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => {
            setDestination(e.target.value);
            action.clear('destination');
          }}
          aria-invalid={destinationInvalid}
          aria-describedby={`${id}-destination-hint${destinationInvalid ? ` ${id}-destination-error` : ''}`}
        />
        <span className="hint" id={`${id}-destination-hint`}>
          Where the money should go, e.g. a PayPal email or bank account details.
        </span>
        {destinationInvalid && (
          <span className="error" id={`${id}-destination-error`}>
            {action.errors.destination}
          </span>
        )}
      </div>
      <button className="btn" type="submit" disabled={action.busy}>
        {action.busy ? 'Requesting…' : 'Request withdrawal'}
      </button>
    </form>
  );
}

export function StopFundingButton({ id, label }: { id: number; label: string }) {
  const { confirm } = useUi();
  const action = useMoneyAction();
  async function stop() {
    if (!(await confirm({ title: 'Stop funding', message: `Stop your monthly funding of ${label}?`, confirm: 'Stop' })))
      return;
    await action.send(`/fundings/${id}`, { method: 'DELETE', success: 'Your monthly funding is stopped.' });
  }
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" onClick={stop} disabled={action.busy}>
        {action.busy ? 'Stopping…' : 'Stop'}
      </button>
      {action.errors['*'] && (
        <span className="error" role="alert">
          {action.errors['*']}
        </span>
      )}
    </>
  );
}
