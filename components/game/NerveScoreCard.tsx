// Nerve Score card (spec 3 §2.2): title, a score counter (750 ms), 'You're at Level N', a progress
// bar (3 s, a CSS animation in game.css) and a level badge N/10 with tooltips for the brain level
// and rank position. The level number is the owner's alone: others see 'n/a'. The card links to
// score-stats. No client code of its own (the server draws it on My Progress); the counter is the
// ScoreCounter island.
import Link from 'next/link';
import type { Brain } from '@/lib/contracts/brain';
import { formatScore, levelMeter, levelProgressPercent, scoreCardTitle } from '@/lib/game/gamedash';
import { neuronWord } from '@/lib/game/points-toast';
import { href } from '@/lib/routes/table';
import { ScoreCounter } from './ScoreCounter';
import './game.css';

export function NerveScoreCard({ brain, screenName, isOwner }: { brain: Brain; screenName: string; isOwner: boolean }) {
  const percent = levelProgressPercent(brain);
  const meter = levelMeter(brain.brain_level);
  const level = isOwner ? String(brain.brain_level) : 'n/a';
  const statsHref = href(
    'dashboard.my-progress.score-stats',
    { platformSlug: screenName },
    { tab: 'nerve-score', role: brain.role === 'overall' ? undefined : brain.role },
  );
  const levelTip = `Brain level ${level} of 100`;
  const rankTip = `Rank ${brain.rank_position} of 10: ${brain.rank_label}`;
  return (
    <section className="card score-card" aria-label={scoreCardTitle(brain.role)}>
      <h2 className="score-card-title">
        <Link href={statsHref}>{scoreCardTitle(brain.role)}</Link>
      </h2>
      {/* The visible counter animates; assistive technology reads the final score once. */}
      <p className="score-card-score">
        <span aria-hidden="true">
          <ScoreCounter score={brain.score} />
        </span>
        <span className="visually-hidden">
          {formatScore(brain.score)} {neuronWord(brain.score)}
        </span>
      </p>
      <p className="score-card-level" title={levelTip}>
        You’re at Level {level}
      </p>
      <div
        className="progress"
        role="progressbar"
        aria-label={`Progress to level ${Math.min(100, brain.brain_level + 1)}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div className="progress-fill grows" style={{ width: `${percent}%` }} />
      </div>
      <p className="score-card-foot">
        <span
          className="level-badge"
          title={`${rankTip}. ${levelTip}`}
          aria-label={isOwner ? `${meter} of 10 levels in rank ${brain.rank_position}` : 'Level n/a'}
        >
          {isOwner ? `${meter}/10` : 'n/a'}
        </span>
        <span className="muted" title={rankTip}>
          {brain.rank_label}
        </span>
        <Link href={statsHref} className="score-card-more">
          Score stats
        </Link>
      </p>
    </section>
  );
}
