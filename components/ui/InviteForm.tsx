'use client';
// Invite a player by screen name: an organization's admin (spec 1 §4 'invite') or a team's member
// (spec 3 §6). The invitee answers on their own page.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { requiredMessage } from '@/lib/forms/rules';
import { Autocomplete } from './Autocomplete';
import { useUi } from './UiProvider';

export function InviteForm({
  path,
  id,
  suggestions,
}: {
  /** The membership path under /api. */
  path: string;
  id: string;
  /** Screen names to offer as the name is typed (a team's: the inviter's friends). */
  suggestions?: readonly string[];
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { toast } = useUi();
  const router = useRouter();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!name.trim()) return setError(requiredMessage('Screen name'));
    setBusy(true);
    setError('');
    try {
      await api(path, {
        method: 'POST',
        body: { action: 'invite', screen_name: name.trim() },
      });
      toast(`@${name.trim().replace(/^@/, '')} is invited.`);
      setName('');
      router.refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="inline-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>Screen name</label>
      {suggestions ? (
        <Autocomplete
          id={id}
          value={name}
          onChange={setName}
          items={suggestions}
          placeholder="@screen_name"
          invalid={Boolean(error)}
          describedBy={error ? `${id}-error` : undefined}
        />
      ) : (
        <input
          id={id}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="@screen_name"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      )}
      <button className="btn btn-sm" type="submit" disabled={busy}>
        {busy ? 'Inviting…' : 'Invite'}
      </button>
      {error && (
        <span className="error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
