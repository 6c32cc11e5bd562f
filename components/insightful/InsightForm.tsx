'use client';
// Challenging an assumption of a question (spec 3 §1 insightful role): which assumption (what, who
// or why; the ones already challenged are not offered) and why it may be wrong, then submit, once
// only. The answer names the neurons earned; the page is refreshed so the list shows the insight.
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import { ASSUMPTION_LABELS, INSIGHT_TEXT, insightEntrySchema, type Assumption } from '@/lib/contracts/insightful';
import type { FieldError } from '@/lib/contracts/errors';
import { useHydrated } from '../ui/useHydrated';

export function InsightForm({ slug, available }: { slug: string; available: Assumption[] }) {
  const [assumption, setAssumption] = useState<Assumption | ''>(available.length === 1 ? available[0] : '');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [earned, setEarned] = useState<number | null>(null);
  const ready = useHydrated();
  const router = useRouter();
  const id = useId();
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.error;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: FieldError[] = [];
    if (!assumption) found.push({ field: 'assumption', error: 'The field Assumption is required' });
    if (!text.trim()) found.push({ field: 'text', error: 'The field Why it may be wrong is required' });
    const parsed = insightEntrySchema.safeParse({ assumption, text });
    if (!found.length && !parsed.success) {
      found.push(...parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? '*'), error: i.message })));
    }
    setErrors(found);
    if (found.length || !parsed.success) return;
    setBusy(true);
    try {
      const created = await api<{ points: number }>(`/challenges/${encodeURIComponent(slug)}/insightfuls`, {
        method: 'POST',
        body: parsed.data,
      });
      setEarned(created.points);
      setText('');
      setAssumption('');
      router.refresh();
    } catch (err) {
      setErrors(errorList(err));
    } finally {
      setBusy(false);
    }
  }

  if (earned !== null) {
    return (
      <p role="status" className="alert alert-success">
        Thanks for your insight! You earned {earned} insightful neurons.
      </p>
    );
  }
  if (!available.length) {
    return <p className="muted">You have challenged every assumption of this question.</p>;
  }
  return (
    <form onSubmit={submit} noValidate className="insight-form card">
      <fieldset aria-describedby={errorOf('assumption') ? `${id}-a-error` : undefined}>
        <legend>Which assumption do you challenge?</legend>
        {available.map((key) => (
          <label key={key} className="insight-choice">
            <input
              type="radio"
              name={`${id}-assumption`}
              value={key}
              checked={assumption === key}
              onChange={() => setAssumption(key)}
            />{' '}
            {ASSUMPTION_LABELS[key]}
          </label>
        ))}
      </fieldset>
      {errorOf('assumption') && (
        <p id={`${id}-a-error`} role="alert" className="error">
          {errorOf('assumption')}
        </p>
      )}
      <label htmlFor={`${id}-text`}>Why it may be wrong</label>
      <textarea
        id={`${id}-text`}
        rows={3}
        maxLength={INSIGHT_TEXT.max}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={Boolean(errorOf('text'))}
        aria-describedby={`${id}-text-hint${errorOf('text') ? ` ${id}-text-error` : ''}`}
      />
      <p id={`${id}-text-hint`} className="muted">
        {INSIGHT_TEXT.max - text.length} characters left; at least {INSIGHT_TEXT.min}.
      </p>
      {errorOf('text') && (
        <p id={`${id}-text-error`} role="alert" className="error">
          {errorOf('text')}
        </p>
      )}
      {errorOf('*') && (
        <p role="alert" className="error">
          {errorOf('*')}
        </p>
      )}
      <button type="submit" className="btn" disabled={!ready || busy}>
        {busy ? 'Sending…' : 'Challenge this assumption'}
      </button>
    </form>
  );
}
