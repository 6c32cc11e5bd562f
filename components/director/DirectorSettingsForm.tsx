'use client';
// Tournament settings a director changes (spec 3 §2.5; base olympiad, spec 3 §7 PUT
// /olympiad/base-olympiads/{id}): title, weekly or monthly cycle, races each with a name and a
// prize, profanity. The cycle, title and races apply from the next cycle; profanity at once.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { BaseOlympiad } from '@/lib/contracts/directors';
import { api, errorMessage } from '@/lib/client/api';
import { useUi } from '../ui/UiProvider';

type RaceRow = { name: string; dollars: string };

export function DirectorSettingsForm({ base }: { base: BaseOlympiad }) {
  const router = useRouter();
  const { toast } = useUi();
  const [title, setTitle] = useState(base.title);
  const [cycle, setCycle] = useState(base.cycle);
  const [profanity, setProfanity] = useState(base.profanity_allowed);
  const [races, setRaces] = useState<RaceRow[]>(
    base.races.map((r) => ({ name: r.name, dollars: (r.prize_cents / 100).toFixed(2) })),
  );
  const [busy, setBusy] = useState(false);
  const setRace = (i: number, patch: Partial<RaceRow>) =>
    setRaces(races.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await api(`/base-olympiads/${base.id}`, {
        method: 'PUT',
        body: {
          title,
          cycle,
          profanity_allowed: profanity,
          races: races.map((r) => ({ name: r.name, prize_cents: Math.round(Number(r.dollars) * 100) })),
        },
      });
      toast('Tournament settings saved; they apply from the next cycle.');
      router.refresh();
    } catch (err) {
      toast(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card stack-form" onSubmit={save} aria-labelledby="settings-heading">
      <h2 id="settings-heading">Tournament settings</h2>
      <label htmlFor="t-title">Title</label>
      <input
        id="t-title"
        value={title}
        minLength={3}
        maxLength={80}
        required
        onChange={(e) => setTitle(e.target.value)}
      />
      <fieldset>
        <legend>Cycle</legend>
        {(['weekly', 'monthly'] as const).map((c) => (
          <label key={c}>
            <input type="radio" name="cycle" value={c} checked={cycle === c} onChange={() => setCycle(c)} />{' '}
            {c === 'weekly' ? 'Weekly' : 'Monthly'}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Races</legend>
        {races.map((race, i) => (
          <div className="inline-form" key={i}>
            <label htmlFor={`race-name-${i}`}>Race {i + 1} name</label>
            <input
              id={`race-name-${i}`}
              value={race.name}
              maxLength={60}
              required
              onChange={(e) => setRace(i, { name: e.target.value })}
            />
            <label htmlFor={`race-prize-${i}`}>Race {i + 1} prize ($)</label>
            <input
              id={`race-prize-${i}`}
              type="number"
              min={0}
              step="0.01"
              value={race.dollars}
              onChange={(e) => setRace(i, { dollars: e.target.value })}
            />
            <button type="button" className="btn btn-ghost" onClick={() => setRaces(races.filter((_, j) => j !== i))}>
              Remove race {i + 1}
            </button>
          </div>
        ))}
        {races.length < 10 && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setRaces([...races, { name: '', dollars: '0' }])}
          >
            Add a race
          </button>
        )}
      </fieldset>
      <label>
        <input type="checkbox" checked={profanity} onChange={(e) => setProfanity(e.target.checked)} /> Profanity allowed
      </label>
      <button className="btn" type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save settings'}
      </button>
    </form>
  );
}
