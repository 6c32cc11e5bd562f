'use client';
// The catalyst's update to the crowd (PUT /challenges/{slug}/catalyst/updates), shown on the
// challenge page. Up to 1000 characters; saving an empty text removes it.
import { useState } from 'react';
import { CATALYST_UPDATE_MAX, CATALYST_UPDATE_MESSAGES, type CatalystUpdate } from '@/lib/challenges/catalyst-updates';
import { api, errorMessage } from '@/lib/client/api';
import { charactersLeft, graphemeSlice } from '@/lib/graphemes';
import { useHydrated } from '../../ui/useHydrated';
import { useUi } from '../../ui/UiProvider';

export function CatalystUpdateForm({ slug, initial }: { slug: string; initial: CatalystUpdate }) {
  const [text, setText] = useState(initial?.text ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { toast } = useUi();
  const ready = useHydrated();
  const left = charactersLeft(text, CATALYST_UPDATE_MAX);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await api<CatalystUpdate>(`/challenges/${encodeURIComponent(slug)}/catalyst/updates`, {
        method: 'PUT',
        body: { text },
      });
      toast(saved ? CATALYST_UPDATE_MESSAGES.saved : CATALYST_UPDATE_MESSAGES.removed);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card catalyst-update-form" onSubmit={save} aria-labelledby="catalyst-update-heading">
      <h2 id="catalyst-update-heading">Catalyst update</h2>
      <label htmlFor="catalyst-update-text">Update for the crowd</label>
      <textarea
        id="catalyst-update-text"
        rows={3}
        value={text}
        // Cut at the limit in characters seen: maxLength counts UTF-16 units, an emoji as two or more.
        onChange={(e) => setText(graphemeSlice(e.target.value, CATALYST_UPDATE_MAX))}
        aria-describedby="catalyst-update-help"
        aria-invalid={error ? true : undefined}
      />
      <p id="catalyst-update-help" className="muted">
        Shown on the challenge page. {left} characters left. Leave it empty to remove your update.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-sm" disabled={busy || !ready} aria-busy={busy}>
        {busy ? 'Posting...' : 'Post update'}
      </button>
    </form>
  );
}
