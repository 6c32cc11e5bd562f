'use client';
// Send ideas by email (spec 2 §7 POST /challenges/{slug}/send): the catalyst sends this
// challenge's ideas to their own address and up to five more, with an optional note. One
// submit at a time (spec 3 §5 'once'); the answer says how many messages were queued.
import { useId, useState, type FormEvent } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import {
  SEND_IDEAS_MAX_RECIPIENTS,
  SEND_IDEAS_MESSAGES,
  SEND_IDEAS_NOTE_MAX,
  sendIdeasSchema,
  type SendIdeasResult,
} from '@/lib/contracts/challenge-send';
import { useHydrated } from '../../ui/useHydrated';

export function SendIdeasForm({ slug }: { slug: string }) {
  const [emails, setEmails] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<SendIdeasResult | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const list = emails
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean);
    const parsed = sendIdeasSchema.safeParse({ emails: list, note });
    if (!parsed.success) {
      setError(SEND_IDEAS_MESSAGES.invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setDone(
        await api<SendIdeasResult>(`/challenges/${encodeURIComponent(slug)}/send`, {
          method: 'POST',
          body: parsed.data,
        }),
      );
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Send ideas by email</h2>
      {done ? (
        <p role="status" className="alert alert-success">
          {SEND_IDEAS_MESSAGES.sent} {done.ideas} {done.ideas === 1 ? 'idea' : 'ideas'} in {done.queued}{' '}
          {done.queued === 1 ? 'message' : 'messages'}.
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="muted">The ideas go to your own address. Add up to {SEND_IDEAS_MAX_RECIPIENTS} more.</p>
          <div className="field">
            <label htmlFor={`${id}-emails`}>Also send to (optional)</label>
            <input
              id={`${id}-emails`}
              type="text"
              inputMode="email"
              autoComplete="off"
              value={emails}
              onChange={(e) => setEmails(e.target.value)}
              placeholder="name@example.com, other@example.com"
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-note`}>Note (optional)</label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={SEND_IDEAS_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            {error && (
              <p className="error" role="alert">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="btn" disabled={!ready || busy}>
            {busy ? 'Sending…' : 'Send ideas'}
          </button>
        </form>
      )}
    </section>
  );
}
