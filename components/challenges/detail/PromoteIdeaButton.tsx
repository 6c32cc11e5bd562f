'use client';
// 'Save to promote' on an idea of the catalyst's own QQ or suggestion-box challenge (spec 2 §2, §4):
// the idea becomes a saved draft listed under 'Saved QQs to promote' in the creation flow. The
// list of ideas already saved is read once per page (SWR shares it between the buttons).
import useSWR from 'swr';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import type { PromotedIdea } from '@/lib/contracts/drafts';
import { href } from '@/lib/routes/table';

export function PromoteIdeaButton({ slug, ideaId }: { slug: string; ideaId: number }) {
  const path = `/challenges/${encodeURIComponent(slug)}/promoted`;
  const { data, mutate } = useSWR(path, (key: string) => api<PromotedIdea[]>(key), { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saved = data?.some((p) => p.idea_id === ideaId) ?? false;

  async function promote() {
    setBusy(true);
    setError(null);
    try {
      const promoted = await api<PromotedIdea>(`/challenges/${encodeURIComponent(slug)}/ideas/${ideaId}/promote`, {
        method: 'POST',
      });
      await mutate((list = []) => [...list.filter((p) => p.idea_id !== promoted.idea_id), promoted], {
        revalidate: false,
      });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (saved) {
    return (
      <p className="promote-idea" role="status">
        Saved to promote. <a href={`${href('challenges.create')}?start=promotions`}>Open Saved QQs to promote</a>
      </p>
    );
  }
  return (
    <p className="promote-idea">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={promote}
        disabled={busy || data === undefined}
        aria-busy={busy}
      >
        {busy ? 'Saving…' : 'Save to promote'}
      </button>
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
    </p>
  );
}
