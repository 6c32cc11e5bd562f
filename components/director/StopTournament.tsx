'use client';
// Stop a tournament (spec 3 §2.5 'stop or suspend it'): no further cycles after the running one,
// which still closes and pays; start it again for a new cycle from now. Asks 'Do you want to
// continue with this action?' first. Suspending the running cycle is its Pause control.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { useUi } from '../ui/UiProvider';

export function StopTournament({ baseId, stopped }: { baseId: number; stopped: boolean }) {
  const router = useRouter();
  const { confirm, toast } = useUi();
  const [busy, setBusy] = useState(false);
  const act = async () => {
    if (!(await confirm())) return;
    setBusy(true);
    try {
      await api(`/base-olympiads/${baseId}/stop`, { method: 'POST', body: { action: stopped ? 'start' : 'stop' } });
      toast(stopped ? 'Tournament started again.' : 'Tournament stopped: no further cycles.');
      router.refresh();
    } catch (err) {
      toast(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card" aria-labelledby="stop-heading">
      <h2 id="stop-heading">{stopped ? 'Stopped' : 'Stop the tournament'}</h2>
      <p className="muted">
        {stopped
          ? 'No further cycles are created. Start it again for a new cycle from now.'
          : 'The running cycle still closes and pays at its end; no further cycles are created.'}
      </p>
      <button className="btn btn-ghost" disabled={busy} onClick={act}>
        {stopped ? 'Start the tournament' : 'Stop the tournament'}
      </button>
    </section>
  );
}
