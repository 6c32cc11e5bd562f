'use client';
// 'Decline to pay' on the catalyst's closed dashboard (spec 2 §6): after a confirmation that says
// the trust score goes down, with optional feedback for the idea's author.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { DECLINE_FEEDBACK_MAX, DECLINE_MESSAGES } from '@/lib/challenges/prize-decline';
import { api, errorMessage } from '@/lib/client/api';
import { graphemeSlice } from '@/lib/graphemes';
import { useHydrated } from '../../ui/useHydrated';
import { useUi } from '../../ui/UiProvider';

export function DeclinePrizeButton({ ideaId, title }: { ideaId: number; title: string }) {
  const [open, setOpen] = useState(false);
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState(false);
  const { confirm, toast } = useUi();
  const router = useRouter();
  const ready = useHydrated();

  async function decline(event: React.FormEvent) {
    event.preventDefault();
    if (!(await confirm({ title: 'Decline to pay', message: DECLINE_MESSAGES.question, confirm: 'Decline to pay' })))
      return;
    setBusy(true);
    try {
      const res = await api<{ trust_score: number }>(`/ideas/${ideaId}/decline`, {
        method: 'POST',
        body: { feedback },
      });
      toast(`Prize declined. Your trust score is now ${res.trust_score}.`);
      router.refresh();
    } catch (err) {
      toast(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <button
        type="button"
        className="link-button"
        disabled={!ready}
        onClick={() => setOpen(true)}
        aria-label={`Decline to pay: ${title}`}
      >
        Decline to pay
      </button>
    );
  return (
    <form className="decline-form" onSubmit={decline}>
      <label htmlFor={`decline-${ideaId}`}>Feedback for the author (optional)</label>
      <textarea
        id={`decline-${ideaId}`}
        rows={2}
        value={feedback}
        // Cut at the limit in characters seen: maxLength counts UTF-16 units, an emoji as two or more.
        onChange={(e) => setFeedback(graphemeSlice(e.target.value, DECLINE_FEEDBACK_MAX))}
      />
      <button type="submit" className="btn btn-sm" disabled={busy} aria-busy={busy}>
        Decline to pay
      </button>{' '}
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}
