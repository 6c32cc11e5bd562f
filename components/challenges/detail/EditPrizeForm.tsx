'use client';
// 'Edit Details' for the catalyst of an open challenge (spec 2 §2 after publishing): the prize, more
// prize money and, once there is money, a later closing date. Everything typed stays in the form
// when saving fails; the page re-renders with the new terms when it succeeds.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import type { FieldError } from '@/lib/contracts/errors';
import { graphemeSlice } from '@/lib/graphemes';
import { PRIZE_TYPE_LABELS } from '@/lib/challenges/presentation';
import { PRIZE_DESCRIPTION_MAX, PRIZE_TITLE_MAX, PRIZE_TYPES, type PrizeType } from '@/lib/challenges/prize';
import { prizeUpdateErrors, type PrizeUpdate } from '@/lib/challenges/prize-update';
import { localDateValue } from '@/lib/challenges/duration';
import { moneyTextFromCents, parseMoneyText } from '@/lib/money';
import { useHydrated } from '../../ui/useHydrated';
import { useUi } from '../../ui/UiProvider';

export interface EditablePrize {
  id: number;
  prize_type: string;
  prize_money_cents: number;
  prize_title: string | null;
  prize_description: string | null;
  duration_start: string;
  duration_end: string;
}

export function EditPrizeForm({ challenge }: { challenge: EditablePrize }) {
  const [form, setForm] = useState<PrizeUpdate>({
    prize_type: ((PRIZE_TYPES as readonly string[]).includes(challenge.prize_type)
      ? challenge.prize_type
      : 'points') as PrizeType,
    prize_money: moneyTextFromCents(challenge.prize_money_cents),
    prize_title: challenge.prize_title ?? '',
    prize_description: challenge.prize_description ?? '',
    duration_end: challenge.duration_end,
  });
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const { toast } = useUi();
  const ready = useHydrated();
  const router = useRouter();
  const errors = [...serverErrors, ...prizeUpdateErrors(form, challenge)];
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.error ?? null;
  const hasMoney = Boolean(parseMoneyText(form.prize_money));
  const set = (patch: Partial<PrizeUpdate>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerErrors([]);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (errors.length) return;
    setBusy(true);
    try {
      await api(`/prizes/${challenge.id}`, { method: 'PUT', body: form });
      toast('Your challenge’s prize is updated.');
      router.refresh();
    } catch (err) {
      setServerErrors(errorList(err));
    } finally {
      setBusy(false);
    }
  }

  const field = (id: string, name: string) => ({
    id,
    'aria-invalid': Boolean(errorOf(name)),
    'aria-describedby': errorOf(name) ? `${id}-error` : undefined,
  });
  const error = (id: string, name: string) =>
    errorOf(name) && (
      <span className="error" id={`${id}-error`}>
        {errorOf(name)}
      </span>
    );
  return (
    <form className="card edit-prize" onSubmit={save} aria-labelledby="edit-prize-heading" noValidate>
      <h3 id="edit-prize-heading">Change the prize</h3>
      <p className="muted">
        Title, description, assumptions and scale stay as published. Prize money can only go up; with money, the
        challenge can run longer.
      </p>
      <div className="field">
        <label htmlFor="edit-prize-type">Prize</label>
        <select
          id="edit-prize-type"
          value={form.prize_type}
          onChange={(e) => set({ prize_type: e.target.value as PrizeType })}
        >
          {PRIZE_TYPES.map((t) => (
            <option key={t} value={t}>
              {PRIZE_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      {form.prize_type === 'other' && (
        <>
          <div className="field">
            <label htmlFor="edit-prize-title">Prize Title</label>
            <input
              {...field('edit-prize-title', 'prize_title')}
              type="text"
              value={form.prize_title}
              // Some room past the limit so the 'too long' message shows; counted in characters seen
              // (a maxLength attribute counts UTF-16 units, an emoji as two or more).
              onChange={(e) => set({ prize_title: graphemeSlice(e.target.value, PRIZE_TITLE_MAX + 20) })}
            />
            {error('edit-prize-title', 'prize_title')}
          </div>
          <div className="field">
            <label htmlFor="edit-prize-description">Prize Description</label>
            <textarea
              {...field('edit-prize-description', 'prize_description')}
              rows={3}
              value={form.prize_description}
              onChange={(e) => set({ prize_description: graphemeSlice(e.target.value, PRIZE_DESCRIPTION_MAX + 20) })}
            />
            {error('edit-prize-description', 'prize_description')}
          </div>
        </>
      )}
      <div className="field">
        <label htmlFor="edit-prize-money">
          Prize Money <span className="visually-hidden">(in dollars)</span>
        </label>
        <span className="money-input">
          <span aria-hidden="true">$</span>
          <input
            {...field('edit-prize-money', 'prize_money')}
            type="text"
            inputMode="decimal"
            value={form.prize_money}
            onChange={(e) => set({ prize_money: e.target.value })}
          />
        </span>
        {error('edit-prize-money', 'prize_money')}
      </div>
      <div className="field">
        <label htmlFor="edit-closing-date">Closing date</label>
        <input
          {...field('edit-closing-date', 'duration_end')}
          type="date"
          disabled={!hasMoney}
          min={localDateValue(new Date(challenge.duration_end))}
          value={form.duration_end ? localDateValue(new Date(form.duration_end)) : ''}
          // The challenge closes at the end of the chosen day, in the catalyst's own time zone.
          onChange={(e) =>
            set({
              duration_end: e.target.value
                ? new Date(`${e.target.value}T23:59:00`).toISOString()
                : challenge.duration_end,
            })
          }
          suppressHydrationWarning
        />
        {!hasMoney && <span className="muted field-hint">Add prize money to run the challenge longer.</span>}
        {error('edit-closing-date', 'duration_end')}
      </div>
      {errorOf('*') && (
        <p className="alert alert-danger" role="alert">
          {errorOf('*')}
        </p>
      )}
      <button type="submit" className="btn" disabled={busy || !ready || errors.length > 0} aria-busy={busy}>
        {busy ? 'Saving...' : 'Save changes'}
      </button>
    </form>
  );
}
