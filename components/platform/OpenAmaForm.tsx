'use client';
// 'Open an ask-me-anything box' on the owner's mentor box (spec 2 §1 AMA challenge): the question
// people ask about (140 characters), a few words of introduction (1000) and how long it stays open
// (15, 30 or 90 days), and what a question costs the asker (mentor pay; empty or 0 is free). Opens
// the box's page on success; a failed call keeps every typed word.
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import { AMA_DETAIL_MAX, AMA_MESSAGES, AMA_TITLE_MAX, AMA_TITLE_START, type AmaCreated } from '@/lib/contracts/ama';
import { parseMoneyText } from '@/lib/money';
import type { FieldError } from '@/lib/contracts/errors';
import { DEFAULT_DURATION_DAYS, DURATION_PRESETS } from '@/lib/challenges/duration';
import { href } from '@/lib/routes/table';
import { CountedField } from '../challenge-create/CountedField';
import { useHydrated } from '../ui/useHydrated';

export function OpenAmaForm({ screenName }: { screenName: string }) {
  const [title, setTitle] = useState(AMA_TITLE_START);
  const [detail, setDetail] = useState('');
  const [days, setDays] = useState<number>(DEFAULT_DURATION_DAYS);
  const [fee, setFee] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const router = useRouter();
  const id = useId();
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.error ?? null;
  // A field's server error goes once the field is edited (spec 3 §8).
  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((list) => list.filter((e) => e.field !== field));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const feeCents = parseMoneyText(fee);
    if (feeCents === null) {
      setErrors([{ field: 'entry_fee_cents', error: AMA_MESSAGES.feeInvalid }]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      const created = await api<AmaCreated>('/suggestion-box/ama', {
        method: 'POST',
        body: { question_title: title, question_detail: detail, duration_days: days, entry_fee_cents: feeCents },
      });
      router.push(href('mentor.ama', { platformSlug: screenName, challenge: created.slug }));
    } catch (err) {
      setErrors(errorList(err));
      setBusy(false);
    }
  }

  const general = errors.filter(
    (e) => !['question_title', 'question_detail', 'duration_days', 'entry_fee_cents'].includes(e.field),
  );
  return (
    <form className="card open-ama" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Open an ask-me-anything box</h3>
      <p className="muted">
        People ask you questions instead of entering ideas, up to 10 each; the crowd rates the questions.
      </p>
      <fieldset disabled={!ready || busy} className="open-ama-fields">
        <CountedField
          id={`${id}-title`}
          label="What can people ask you about?"
          value={title}
          onChange={edit('question_title', setTitle)}
          max={AMA_TITLE_MAX}
          error={errorOf('question_title')}
        />
        <CountedField
          id={`${id}-detail`}
          label="Introduce yourself (optional)"
          value={detail}
          onChange={edit('question_detail', setDetail)}
          max={AMA_DETAIL_MAX}
          error={errorOf('question_detail')}
          multiline
          rows={4}
          required={false}
        />
        <fieldset className="checks">
          <legend>Open for</legend>
          {DURATION_PRESETS.map((preset) => (
            <div className="check" key={preset}>
              <input
                type="radio"
                id={`${id}-days-${preset}`}
                name={`${id}-days`}
                checked={days === preset}
                onChange={() => setDays(preset)}
              />
              <label htmlFor={`${id}-days-${preset}`}>{preset} days</label>
            </div>
          ))}
          {errorOf('duration_days') && <span className="error">{errorOf('duration_days')}</span>}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-fee`}>Entry fee per question (optional)</label>
          <input
            id={`${id}-fee`}
            inputMode="decimal"
            placeholder="0"
            value={fee}
            onChange={(event) => edit('entry_fee_cents', setFee)(event.target.value)}
            aria-invalid={errorOf('entry_fee_cents') ? true : undefined}
            aria-describedby={`${id}-fee-help`}
          />
          <span id={`${id}-fee-help`} className="muted">
            Paid from the asker&rsquo;s wallet. When the box closes you keep 65 %, 28 % goes to the best questions and 7
            % is the platform fee.
          </span>
          {errorOf('entry_fee_cents') && <span className="error">{errorOf('entry_fee_cents')}</span>}
        </div>
      </fieldset>
      {general.map((e) => (
        <p key={e.error} className="error" role="alert">
          {e.error}
        </p>
      ))}
      <button type="submit" className="btn" disabled={!ready || busy}>
        {busy ? 'Opening...' : 'Open my box'}
      </button>
    </form>
  );
}
