'use client';
// Found a team (spec 3 §6): a name of 3 to 40 characters; the founder is its captain. A once form:
// a double click founds one team.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { TEAM_LIMITS } from '@/lib/contracts/teams';
import { requiredMessage } from '@/lib/forms/rules';
import { useUi } from '../ui/UiProvider';

export function TeamCreateForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { toast } = useUi();
  const router = useRouter();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!name.trim()) return setError(requiredMessage('Team name'));
    setBusy(true);
    setError('');
    try {
      await api('/teams', { method: 'POST', body: { name } });
      toast(`${name.trim()} is founded: invite your friends.`);
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
      <label htmlFor="team-name">Team name</label>
      <input
        id="team-name"
        value={name}
        maxLength={TEAM_LIMITS.nameMax}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'team-name-error' : undefined}
      />
      <button className="btn btn-sm" type="submit" disabled={busy}>
        {busy ? 'Founding…' : 'Found team'}
      </button>
      {error && (
        <span className="error" id="team-name-error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
