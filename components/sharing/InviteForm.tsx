'use client';
// 'Invite someone' on the scout dashboard (issue 19 §5; spec 1 §7 POST /account/signup/invite): a
// player invites a person by email; the mail's sign-up link carries the player's scout id, so the
// new player becomes their recruit (spec 3 §1). Errors show beside their field (spec 1 §8).
import { useId, useState, type FormEvent } from 'react';
import { api, errorList } from '@/lib/client/api';
import { errorsByField } from '@/lib/contracts/errors';
import { FieldError, FormError, errorId } from '../account/FormBits';
import { useHydrated } from '../ui/useHydrated';

export function InviteForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setSent(null);
    try {
      const result = await api<{ message: string }>('/account/invite', {
        method: 'POST',
        body: { email, ...(message.trim() ? { message } : {}) },
      });
      setSent(result.message);
      setEmail('');
      setMessage('');
    } catch (err) {
      setErrors(errorsByField(errorList(err)));
    } finally {
      setBusy(false);
    }
  }

  const invalid = (key: string) => ({
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? errorId(key) : undefined,
  });
  return (
    <form className="card invite-form" aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <h2 id={`${id}-heading`}>Invite someone</h2>
      <p className="muted">We email them a sign-up link. When they join through it, they become your recruit.</p>
      <div className="field">
        <label htmlFor={`${id}-email`}>Their email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...invalid('email')}
        />
        <FieldError errorKey="email" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>A note (optional)</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          maxLength={500}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          {...invalid('message')}
        />
        <FieldError errorKey="message" errors={errors} />
      </div>
      <FormError errors={errors} fields={['email', 'message']} />
      <div className="form-actions">
        <button type="submit" className="btn" disabled={busy || !ready} aria-busy={busy}>
          {busy ? 'Sending...' : 'Send invitation'}
        </button>
      </div>
      <p role="status">{sent ?? ''}</p>
    </form>
  );
}
