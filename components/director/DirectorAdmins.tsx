'use client';
// The admins of a tournament (spec 3 §2.5 'add admins'): they run it like its director (settings,
// controls, review and pay). Added by screen name, removed after confirming.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { PersonSummary } from '@/lib/contracts/challenge';
import { api, errorMessage } from '@/lib/client/api';
import { useUi } from '../ui/UiProvider';

export function DirectorAdmins({ baseId, admins }: { baseId: number; admins: PersonSummary[] }) {
  const router = useRouter();
  const { confirm, toast } = useUi();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast(done);
      router.refresh();
      return true;
    } catch (err) {
      toast(errorMessage(err), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card" aria-labelledby="admins-heading">
      <h2 id="admins-heading">Admins</h2>
      {admins.length === 0 ? (
        <p className="muted">No admins yet.</p>
      ) : (
        <ul aria-label="Tournament admins">
          {admins.map((a) => (
            <li key={a.id}>
              @{a.handle}{' '}
              <button
                className="btn btn-ghost"
                disabled={busy}
                onClick={async () => {
                  if (!(await confirm())) return;
                  await run(
                    () => api(`/base-olympiads/${baseId}/admins/${a.id}`, { method: 'DELETE' }),
                    `@${a.handle} is no longer an admin.`,
                  );
                }}
              >
                Remove @{a.handle}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="inline-form"
        onSubmit={async (e) => {
          e.preventDefault();
          const added = await run(
            () => api(`/base-olympiads/${baseId}/admins`, { method: 'POST', body: { screen_name: name } }),
            `@${name} is now an admin.`,
          );
          if (added) setName('');
        }}
      >
        <label htmlFor="admin-name">Screen name</label>
        <input id="admin-name" value={name} maxLength={40} required onChange={(e) => setName(e.target.value)} />
        <button className="btn" type="submit" disabled={busy}>
          Add admin
        </button>
      </form>
    </section>
  );
}
