// Level board (spec 3 §2.3): the bar from start_level_score to next_level_score, full with a
// congratulations line at level 100, confetti when the rank position is above 1, the numbering
// preference (stored in /me/preferences) and the brain graphic with its 100 levels. Drawn by the
// server; the checkbox, the brain's keys and the chosen level's range are one client island
// (LevelBoardBrain), so the page hydrates a few elements instead of the whole board (issue 22).
import type { Brain } from '@/lib/contracts/brain';
import type { BrainNumbering } from '@/lib/contracts/preference-keys';
import { formatScore, levelProgressPercent, roleLabel } from '@/lib/game/gamedash';
import { neuronWord } from '@/lib/game/points-toast';
import { MAX_LEVEL } from '@/lib/game/levels';
import { BrainLevels } from './BrainLevels';
import { Confetti } from './Confetti';
import { LevelBoardBrain } from './LevelBoardBrain';
import './game.css';

export function LevelBoard({
  brain,
  numbered,
  numbering = 'levels',
}: {
  brain: Brain;
  numbered: boolean;
  numbering?: BrainNumbering;
}) {
  const percent = levelProgressPercent(brain);
  const top = brain.brain_level >= MAX_LEVEL;
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
      <LevelBoardBrain current={brain.brain_level} numbered={numbered}>
        <BrainLevels current={brain.brain_level} numbering={numbering} />
      </LevelBoardBrain>
    </section>
  );
}
