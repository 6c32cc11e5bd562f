'use client';
// The catalyst's Top 3 picker (spec 2 §5, spec 3 §2.4). Easy mode: each idea has 'Put in 1st',
// '2nd' and '3rd' buttons. Advanced mode: the picks are a reorderable list, by drag and drop or by
// keyboard (focus a pick, Alt+Arrow Up/Down moves it, Delete takes it out), and an idea is dragged
// onto a place. Either way a dropped-in idea pushes out the 3rd (the provider applies placePick)
// and missing places show the crowd's choices. The catalyst's own idea cannot be picked.
import { useRouter } from 'next/navigation';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { PICK_PLACES, placeLabel, type PickerState } from '@/lib/challenges/picker';
import { formatScore } from '@/lib/challenges/ranking';
import { api, errorMessage } from '@/lib/client/api';
import { MESSAGES } from '@/lib/constants';
import { useHydrated } from '../../ui/useHydrated';
import { useUi } from '../../ui/UiProvider';
import { CountBadge } from '@/components/ui/CountBadge';

const DRAG_TYPE = 'application/x-nervus-idea';

export function TopThreePicker({ initial, mode }: { initial: PickerState; mode: 'easy' | 'advanced' }) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const { toast } = useUi();
  const router = useRouter();
  const ready = useHydrated();
  const titleOf = (id: number) => state.ideas.find((idea) => idea.id === id)?.title ?? `Idea ${id}`;
  const pickedPlace = new Map(state.picks.map((p) => [p.idea_id, p.place]));
  const disabled = busy || !ready || state.closed;

  async function put(ideaId: number, place: number | null) {
    setBusy(true);
    try {
      const next = await api<PickerState>(`/challenges/${encodeURIComponent(state.slug)}/catalyst/picker`, {
        method: 'PUT',
        body: { idea_id: ideaId, place },
      });
      setState(next);
      const now = next.picks.find((p) => p.idea_id === ideaId);
      setSaid(
        now
          ? `${titleOf(ideaId)} is now ${placeLabel(now.place)} in your Top 3.`
          : `${titleOf(ideaId)} is out of your Top 3.`,
      );
      router.refresh();
    } catch (err) {
      toast(errorMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  }

  function onPickKey(event: KeyboardEvent, ideaId: number, place: number) {
    if (disabled) return;
    if (event.altKey && event.key === 'ArrowUp' && place > 1) {
      event.preventDefault();
      void put(ideaId, place - 1);
    }
    if (event.altKey && event.key === 'ArrowDown' && place < state.picks.length) {
      event.preventDefault();
      void put(ideaId, place + 1);
    }
    if (event.key === 'Delete') {
      event.preventDefault();
      void put(ideaId, null);
    }
  }
  const onDrop = (place: number) => (event: DragEvent) => {
    event.preventDefault();
    const id = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (Number.isInteger(id) && id > 0 && !disabled) void put(id, place);
  };
  const dragStart = (ideaId: number) => (event: DragEvent) => event.dataTransfer.setData(DRAG_TYPE, String(ideaId));

  return (
    <section className="card top3-picker" aria-labelledby="top3-heading">
      <h2 id="top3-heading">Your Top 3</h2>
      <p className="muted">
        {state.closed
          ? 'This challenge is closed: its Top 3 is final.'
          : 'Your picks come first; places you leave empty are filled from the crowd’s ranking. Putting an idea at a taken place moves the others down and the 3rd drops out. Your own idea cannot be picked.'}
      </p>
      <ol className="top3-list" aria-label="Top 3">
        {PICK_PLACES.map((place) => {
          const entry = state.top3.find((t) => t.place === place);
          return (
            <li
              key={place}
              className={`top3-place${entry?.picked ? ' top3-picked' : ''}`}
              onDragOver={(e) => mode === 'advanced' && e.preventDefault()}
              onDrop={mode === 'advanced' ? onDrop(place) : undefined}
            >
              <span className="rank-badge">{placeLabel(place)}</span>{' '}
              {entry ? (
                <span
                  className="top3-title"
                  tabIndex={mode === 'advanced' && entry.picked ? 0 : undefined}
                  draggable={mode === 'advanced' && entry.picked && !disabled}
                  onDragStart={dragStart(entry.idea_id)}
                  onKeyDown={entry.picked ? (e) => onPickKey(e, entry.idea_id, place) : undefined}
                  aria-keyshortcuts={
                    mode === 'advanced' && entry.picked ? 'Alt+ArrowUp Alt+ArrowDown Delete' : undefined
                  }
                >
                  {titleOf(entry.idea_id)}{' '}
                  <span className="muted">{entry.picked ? '(your pick)' : '(crowd’s choice)'}</span>
                </span>
              ) : (
                <span className="muted">Empty: no ranked idea yet</span>
              )}
              {mode === 'advanced' && entry?.picked && !state.closed && (
                <span className="top3-move">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={disabled || place === 1}
                    onClick={() => put(entry.idea_id, place - 1)}
                    aria-label={`Move up: ${titleOf(entry.idea_id)}`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={disabled || place >= state.picks.length}
                    onClick={() => put(entry.idea_id, place + 1)}
                    aria-label={`Move down: ${titleOf(entry.idea_id)}`}
                  >
                    ↓
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {mode === 'advanced' && !state.closed && (
        <p className="muted">
          Drag an idea onto a place, or focus a pick and press Alt+↑ / Alt+↓ to move it, Delete to take it out.
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>

      <h3>
        Ideas <CountBadge n={state.ideas.length} />
      </h3>
      {state.ideas.length === 0 ? (
        <p className="muted">{MESSAGES.noIdeas}</p>
      ) : (
        <ul className="picker-ideas">
          {state.ideas.map((idea) => (
            <li
              key={idea.id}
              className="picker-idea"
              draggable={mode === 'advanced' && !idea.own && !disabled}
              onDragStart={dragStart(idea.id)}
            >
              <div>
                <strong>{idea.title}</strong>
                <span className="muted picker-score">
                  {idea.average !== null ? ` Average ${formatScore(idea.average)}` : ' No ratings yet'} ·{' '}
                  {idea.rating_count} {idea.rating_count === 1 ? 'rating' : 'ratings'}
                  {idea.rank !== null ? ` · crowd rank #${idea.rank}` : ' · unranked'}
                </span>
              </div>
              {idea.own ? (
                <span className="muted">Your own idea: it cannot be picked.</span>
              ) : (
                !state.closed && (
                  <div className="picker-actions" role="group" aria-label={`Top 3 place for ${idea.title}`}>
                    {PICK_PLACES.map((place) => (
                      <button
                        key={place}
                        type="button"
                        className="btn btn-ghost btn-sm"
                        disabled={disabled || pickedPlace.get(idea.id) === place}
                        onClick={() => put(idea.id, place)}
                        aria-label={`Put in ${placeLabel(place)}: ${idea.title}`}
                      >
                        {mode === 'easy' ? `Put in ${placeLabel(place)}` : placeLabel(place)}
                      </button>
                    ))}
                    {pickedPlace.has(idea.id) && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        disabled={disabled}
                        onClick={() => put(idea.id, null)}
                        aria-label={`Remove from Top 3: ${idea.title}`}
                      >
                        Remove
                      </button>
                    )}
                  </div>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
