'use client';
// The catalyst's 'End challenge' (spec 2 §4): after 'Do you want to end this challenge?' the
// challenge closes at once, revealing, ranking and paying its ideas; the page then shows it closed.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { useHydrated } from '../../ui/useHydrated';
import { useUi } from '../../ui/UiProvider';

export const END_CHALLENGE_QUESTION = 'Do you want to end this challenge?';

export function EndChallengeButton({ slug }: { slug: string }) {
  const [busy, setBusy] = useState(false);
  const { confirm, toast } = useUi();
  const router = useRouter();
  const ready = useHydrated();

  async function end() {
    if (!(await confirm({ title: 'End challenge', message: END_CHALLENGE_QUESTION, confirm: 'End challenge' }))) return;
    setBusy(true);
    try {
      await api(`/challenges/${encodeURIComponent(slug)}/end`, { method: 'POST' });
      toast('Your challenge is closed: its ideas are ranked and revealed.');
      router.refresh();
    } catch (err) {
      toast(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-ghost btn-sm" onClick={end} disabled={busy || !ready} aria-busy={busy}>
      {busy ? 'Ending...' : 'End challenge'}
    </button>
  );
}
