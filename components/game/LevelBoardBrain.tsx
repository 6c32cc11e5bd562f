'use client';
// The level board's interactive part (spec 3 §2.3), a client island under the server-drawn board:
// the numbering checkbox (saved in /me/preferences as brain_show_numbering), the brain's keys and
// clicks (BrainLevelKeys around the drawing the server passes in) and the chosen level's range.
import { useState, type ReactNode } from 'react';
import { api } from '@/lib/client/api';
import { PREFERENCE } from '@/lib/contracts/preference-keys';
import { levelEndScore, levelStartScore, MAX_LEVEL, rankPositionFromLevel } from '@/lib/game/levels';
import { BrainLevelKeys } from './BrainLevelKeys';

export const NUMBERING_TEXT =
  'Show numbering on Brain. There\u2019s 10 levels per rank. There\u2019s 100 levels total in the game.';

export function LevelBoardBrain({
  current,
  numbered: initialNumbered,
  children,
}: {
  current: number;
  numbered: boolean;
  /** The brain drawing: BrainLevels. */
  children: ReactNode;
}) {
  const [numbered, setNumbered] = useState(initialNumbered);
  const [saveError, setSaveError] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);

  async function toggle(next: boolean) {
    setNumbered(next);
    setSaveError(false);
    try {
      await api('/me/preferences', { method: 'PUT', body: { [PREFERENCE.brainShowNumbering]: next } });
    } catch {
      setSaveError(true);
    }
  }

  // A fragment: each part stays an item of the board's grid, as when the whole board was one component.
  return (
    <>
      <div className="check">
        <input
          type="checkbox"
          id="brain-numbering"
          checked={numbered}
          onChange={(e) => void toggle(e.target.checked)}
        />
        <label htmlFor="brain-numbering">{NUMBERING_TEXT}</label>
      </div>
      {saveError && (
        <p role="alert" className="field-error">
          Your numbering choice could not be saved. Please try again.
        </p>
      )}
      <BrainLevelKeys numbered={numbered} current={current} selected={selected} onSelect={setSelected}>
        {children}
      </BrainLevelKeys>
      <p aria-live="polite" className="brain-level-detail">
        {selected !== null && (
          <>
            Level {selected} (rank {rankPositionFromLevel(selected)} of 10) starts at{' '}
            {levelStartScore(selected).toLocaleString('en-US')} neurons
            {selected < MAX_LEVEL
              ? ` and ends at ${levelEndScore(selected).toLocaleString('en-US')}.`
              : '; it is the last level.'}
          </>
        )}
      </p>
    </>
  );
}
