'use client';
// An olympiad's review (issue 17 §3, §5, §6): close it now, see the allocation after 'Do you want
// to continue with this action?', decide each fair-play flag (release, or reverse with a public
// reason), pay every eligible player at once, and the olympiad controls. Admins and its director.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FAIR_PLAY_LABELS, type OlympiadAllocation, type OlympiadControl } from '@/lib/contracts/olympiads';
import { api, errorMessage } from '@/lib/client/api';
import { formatMoneyCents } from '@/lib/money';
import { useUi } from '../ui/UiProvider';
import '../platform/tournaments.css';

export function OlympiadReview({ data }: { data: OlympiadAllocation }) {
  const { olympiad } = data;
  const router = useRouter();
  const { confirm, toast } = useUi();
  const [busy, setBusy] = useState(false);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [days, setDays] = useState('7');

  const run = async (work: () => Promise<unknown>, done: string, ask = true) => {
    if (ask && !(await confirm())) return;
    setBusy(true);
    try {
      await work();
      toast(done);
      router.refresh();
    } catch (err) {
      toast(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  };
  const control = (body: OlympiadControl, done: string, ask = true) =>
    run(() => api(`/olympiads/${olympiad.id}/controls`, { method: 'POST', body }), done, ask);
  const unpaid = data.allocation.filter((s) => !s.paid && !s.held && s.prize_cents > 0);
  const payable = unpaid.reduce((sum, s) => sum + s.prize_cents, 0);

  return (
    <div className="olympiad-review">
      {olympiad.state === 'open' ? (
        <section className="card" aria-labelledby="controls-heading">
          <h2 id="controls-heading">Olympiad controls</h2>
          <p className="muted">
            {olympiad.paused
              ? 'Paused: it will not close until resumed.'
              : `Ends ${new Date(olympiad.end_time).toUTCString()}.`}{' '}
            Profanity is {olympiad.profanity_allowed ? 'allowed' : 'not allowed'}.
          </p>
          <div className="button-row">
            <button
              className="btn"
              disabled={busy}
              onClick={() => control({ action: 'close' }, 'Tournament closed; review the allocation.')}
            >
              Close and calculate prizes
            </button>
            <button
              className="btn btn-ghost"
              disabled={busy}
              onClick={() =>
                control(
                  { action: olympiad.paused ? 'resume' : 'pause' },
                  olympiad.paused ? 'Resumed.' : 'Paused.',
                  false,
                )
              }
            >
              {olympiad.paused ? 'Resume' : 'Pause'}
            </button>
            <button
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => control({ action: 'schedule-next' }, 'Next cycle scheduled.', false)}
            >
              Schedule next
            </button>
            <button
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => control({ action: 'profanity', allowed: !olympiad.profanity_allowed }, 'Saved.', false)}
            >
              {olympiad.profanity_allowed ? 'Disallow profanity' : 'Allow profanity'}
            </button>
          </div>
          <form
            className="inline-form"
            onSubmit={(e) => {
              e.preventDefault();
              void control({ action: 'extend', days: Number(days) }, 'Duration increased.', false);
            }}
          >
            <label htmlFor="extend-days">Increase duration by (days)</label>
            <input
              id="extend-days"
              type="number"
              min={1}
              max={60}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
            <button className="btn btn-ghost" disabled={busy} type="submit">
              Increase duration
            </button>
          </form>
        </section>
      ) : (
        <section className="card" aria-labelledby="allocation-heading">
          <h2 id="allocation-heading">Prize allocation</h2>
          <p>
            Pool {formatMoneyCents(data.pool_cents)} left · {data.players.toLocaleString('en-US')} players ranked · the
            top one-third share in proportion to their neurons (largest-remainder rounding, exact to the cent).
          </p>
          {data.allocation.length === 0 ? (
            <p className="muted">Nobody earned neurons in this tournament, so there is nothing to pay.</p>
          ) : (
            <div className="table-scroll">
              <table className="data-table">
                <caption className="visually-hidden">Prize allocation</caption>
                <thead>
                  <tr>
                    <th scope="col">Rank</th>
                    <th scope="col">Player</th>
                    <th scope="col">Neurons</th>
                    <th scope="col">Prize</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.allocation.map((s) => (
                    <tr key={s.user.id}>
                      <td>{s.rank}</td>
                      <td>@{s.user.handle}</td>
                      <td>{s.neurons.toLocaleString('en-US')}</td>
                      <td>{formatMoneyCents(s.prize_cents)}</td>
                      <td>
                        {s.paid
                          ? 'Paid'
                          : s.held
                            ? 'Held (fair play)'
                            : s.prize_cents > 0
                              ? 'Ready to pay'
                              : 'Reversed'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p>
            <button
              className="btn"
              disabled={busy || unpaid.length === 0}
              onClick={() =>
                run(() => api(`/olympiads/${olympiad.id}/pay`, { method: 'POST' }), `Paid ${unpaid.length} player(s).`)
              }
            >
              Pay {unpaid.length} eligible player{unpaid.length === 1 ? '' : 's'} ({formatMoneyCents(payable)})
            </button>
          </p>
        </section>
      )}
      {data.flags.length > 0 && (
        <section className="card" aria-labelledby="flags-heading">
          <h2 id="flags-heading">Fair-play check</h2>
          <ul className="fair-play-flags" role="list">
            {data.flags.map((f) => (
              <li key={f.id}>
                <p>
                  <strong>@{f.screen_name}</strong> · {FAIR_PLAY_LABELS[f.kind]} · {f.neurons.toLocaleString('en-US')}{' '}
                  neurons · <em>{f.state}</em>
                </p>
                <p className="muted">
                  {Object.entries(f.evidence)
                    .map(([k, v]) => `${k.replaceAll('_', ' ')}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
                    .join(' · ')}
                </p>
                {f.state === 'held' && (
                  <div className="inline-form">
                    <button
                      className="btn btn-ghost"
                      disabled={busy}
                      onClick={() =>
                        run(
                          () => api(`/olympiads/flags/${f.id}`, { method: 'POST', body: { action: 'release' } }),
                          'Released.',
                        )
                      }
                    >
                      Release
                    </button>
                    <label htmlFor={`reason-${f.id}`}>Public reason</label>
                    <input
                      id={`reason-${f.id}`}
                      value={reasons[f.id] ?? ''}
                      maxLength={300}
                      onChange={(e) => setReasons({ ...reasons, [f.id]: e.target.value })}
                    />
                    <button
                      className="btn btn-danger"
                      disabled={busy}
                      onClick={() =>
                        run(
                          () =>
                            api(`/olympiads/flags/${f.id}`, {
                              method: 'POST',
                              body: { action: 'reverse', reason: reasons[f.id] ?? '' },
                            }),
                          'Reversed; listed on the fair-play log.',
                        )
                      }
                    >
                      Reverse
                    </button>
                  </div>
                )}
                {f.state === 'reversed' && f.reason && <p>Reason: {f.reason}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
