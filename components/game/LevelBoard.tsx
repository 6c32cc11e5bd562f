'use client';
// Level board (spec 3 §2.3): the bar from start_level_score to next_level_score, full with a
// congratulations line at level 100, confetti when the rank position is above 1, the numbering
// preference (stored in /me/preferences) and the brain graphic with its 100 levels.
import { useState } from 'react';
import { api } from '@/lib/client/api';
import type { Brain } from '@/lib/contracts/brain';
import { PREFERENCE, type BrainNumbering } from '@/lib/contracts/preference-keys';
import { formatScore, levelProgressPercent, roleLabel } from '@/lib/game/gamedash';
import { neuronWord } from '@/lib/game/points-toast';
import { levelEndScore, levelStartScore, MAX_LEVEL, rankPositionFromLevel } from '@/lib/game/levels';
import { BrainLevels } from './BrainLevels';
import { Confetti } from './Confetti';
import './game.css';

export const NUMBERING_TEXT =
  'Show numbering on Brain. There\u2019s 10 levels per rank. There\u2019s 100 levels total in the game.';

export function LevelBoard({
  brain,
  numbered: initialNumbered,
  numbering = 'levels',
}: {
  brain: Brain;
  numbered: boolean;
  numbering?: BrainNumbering;
}) {
  const [numbered, setNumbered] = useState(initialNumbered);
  const [saveError, setSaveError] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const percent = levelProgressPercent(brain);
  const top = brain.brain_level >= MAX_LEVEL;

  async function toggle(next: boolean) {
    setNumbered(next);
    setSaveError(false);
    try {
      await api('/me/preferences', { method: 'PUT', body: { [PREFERENCE.brainShowNumbering]: next } });
    } catch {
      setSaveError(true);
    }
  }

  return (
    <section className="card level-board" aria-labelledby="level-board-title">
      {brain.rank_position > 1 && <Confetti />}
      <h2 id="level-board-title">
        {roleLabel(brain.role)}: Level {brain.brain_level}, {brain.rank_label}
      </h2>
      <p className="muted">{brain.rank_description}</p>
      <div className="level-bar-labels" aria-hidden="true">
        <span>{formatScore(brain.start_level_score)}</span>
        <span>{formatScore(brain.next_level_score)}</span>
      </div>
      <div
        className="progress progress-lg"
        role="progressbar"
        aria-label={
          top ? 'Level 100 reached' : `Neurons from level ${brain.brain_level} to level ${brain.brain_level + 1}`
        }
        aria-valuemin={brain.start_level_score}
        aria-valuemax={top ? brain.start_level_score : brain.next_level_score}
        aria-valuenow={top ? brain.start_level_score : Math.min(brain.score, brain.next_level_score)}
        aria-valuetext={`${formatScore(brain.score)} neurons, ${Math.floor(percent)}%`}
      >
        <div className="progress-fill grows" style={{ width: `${percent}%` }} />
      </div>
      {top ? (
        <p className="level-congrats" role="status">
          Congratulations! You reached level 100, the top of the game.
        </p>
      ) : (
        <p>
          {formatScore(Math.max(0, brain.next_level_score - brain.score))}{' '}
          {neuronWord(Math.max(0, brain.next_level_score - brain.score))} to level {brain.brain_level + 1}.
        </p>
      )}
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
      <BrainLevels
        current={brain.brain_level}
        numbered={numbered}
        numbering={numbering}
        selected={selected}
        onSelect={setSelected}
      />
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
    </section>
  );
}
