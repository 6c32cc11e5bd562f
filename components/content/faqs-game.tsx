// The game-layer FAQ pages (spec 3 §2.8): brain-level-demo and scoring-points. Every figure is
// read from the constants the provider awards with, so this page cannot drift from the game.
import Link from 'next/link';
import { WHAT_ASSUMPTION_POINTS } from '@/lib/challenges/assumptions';
import { CLOSING_BONUS_POINTS, POPULAR_CHALLENGE_MIN_PLAYERS } from '@/lib/challenges/closing-bonuses';
import { CLOSING_POINTS, EARLY_INNOVATOR_COUNT, TOP3_SIZE } from '@/lib/challenges/closing';
import { IDEA_CREATED_POINTS } from '@/lib/challenges/idea-entry';
import {
  IDEA_MENTORED_POINTS,
  MENTOR_COMMENT_POINTS,
  MENTOR_RATED_POINTS_PER_STEP,
  mentorRatedPoints,
} from '@/lib/challenges/mentoring';
import { CATALYST_PUBLISH_POINTS } from '@/lib/challenges/points';
import { MIN_RATINGS_TO_RANK } from '@/lib/challenges/ranking';
import { IDEA_RATED_POINTS_PER_STAR, RATING_CREATED_POINTS } from '@/lib/challenges/rating';
import { levelEndScore, levelStartScore, LEVELS_PER_RANK, MAX_LEVEL } from '@/lib/game/levels';
import { BrainLevelDemo } from '../game/BrainLevelDemo';
import { NeuronsDemo } from '../game/NeuronsDemo';
import { href } from '@/lib/routes/table';

const n = (v: number) => v.toLocaleString('en-US');

/** Levels shown in the threshold table: the first and last of every rank. */
const TABLE_LEVELS = Array.from({ length: MAX_LEVEL / LEVELS_PER_RANK }, (_, r) => [
  r * LEVELS_PER_RANK + 1,
  (r + 1) * LEVELS_PER_RANK,
]);

function LevelTable() {
  return (
    <table>
      <caption>Neurons needed, rank by rank</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Levels</th>
          <th scope="col">Starts at</th>
          <th scope="col">Last level ends at</th>
        </tr>
      </thead>
      <tbody>
        {TABLE_LEVELS.map(([first, last], i) => (
          <tr key={first}>
            <th scope="row">{i + 1}</th>
            <td>
              {first}–{last}
            </td>
            <td>{n(levelStartScore(first))}</td>
            <td>{last === MAX_LEVEL ? 'top of the game' : n(levelEndScore(last))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FaqBrainLevelDemo() {
  return (
    <>
      <p>
        Your brain has 100 levels: ten ranks of ten levels each. Every neuron you earn counts toward the next level, and
        each level costs more than the one before. Watch the demo climb from level 0 to 100, pause it, or drag the
        slider to any level.
      </p>
      <BrainLevelDemo />
      <h2>How many neurons is a level?</h2>
      <p>
        Level <em>n</em> ends when your score reaches <em>n</em>³ + 50 <em>n</em>² neurons: level 1 runs from 0 to{' '}
        {n(levelEndScore(1))}, level 2 ends at {n(levelEndScore(2))}, level 10 at {n(levelEndScore(10))}, level 50 at{' '}
        {n(levelEndScore(50))}, and level 100 starts at {n(levelEndScore(99))}.
      </p>
      <LevelTable />
      <p>
        Your own level number shows on your dashboard; other players see “n/a”. See how points are earned on{' '}
        <Link href={href('faqs.scoring-points')}>Scoring points</Link>.
      </p>
    </>
  );
}

const ROWS: { role: string; action: string; points: string }[] = [
  { role: 'Innovator', action: 'Enter an idea', points: `${IDEA_CREATED_POINTS}` },
  {
    role: 'Innovator',
    action: 'Your idea is rated',
    points: `${IDEA_RATED_POINTS_PER_STAR} per star (a 4 earns ${4 * IDEA_RATED_POINTS_PER_STAR})`,
  },
  { role: 'Innovator', action: 'Your idea is mentored', points: `${IDEA_MENTORED_POINTS}` },
  {
    role: 'Innovator',
    action: `One of the first ${EARLY_INNOVATOR_COUNT} innovators of a challenge (at close)`,
    points: `${CLOSING_POINTS.earlyIdea}`,
  },
  { role: 'Innovator', action: 'Your idea finishes in the crowd’s Top 5', points: `${CLOSING_POINTS.top5}` },
  { role: 'Innovator', action: `Your idea is in the Top ${TOP3_SIZE}`, points: `${CLOSING_POINTS.top3}` },
  { role: 'Analyst Rater', action: 'Rate an idea', points: `${RATING_CREATED_POINTS}` },
  {
    role: 'Analyst Rater',
    action: 'Your ratings follow the crowd’s verdict (at close)',
    points: `${CLOSING_BONUS_POINTS.correlatedCrowd}`,
  },
  {
    role: 'Analyst Rater',
    action: 'You gave (nearly) the same rating to everything (at close)',
    points: `${CLOSING_BONUS_POINTS.varianceLow}`,
  },
  { role: 'Mentor', action: 'Give advice on an idea', points: `${MENTOR_COMMENT_POINTS}` },
  {
    role: 'Mentor',
    action: 'Your advice is rated 0 to 5',
    points: `${MENTOR_RATED_POINTS_PER_STEP} per step above 1: ${mentorRatedPoints(0)} for 0, ${mentorRatedPoints(1)} for 1, up to ${mentorRatedPoints(5)} for 5`,
  },
  { role: 'Catalyst', action: 'Publish a challenge', points: `${CATALYST_PUBLISH_POINTS}` },
  { role: 'Catalyst', action: 'Your challenge closes', points: `${CLOSING_POINTS.challengeClosed}` },
  {
    role: 'Catalyst',
    action: `Your challenge drew at least ${POPULAR_CHALLENGE_MIN_PLAYERS} players (at close)`,
    points: `${CLOSING_BONUS_POINTS.popularChallenge}`,
  },
  { role: 'Catalyst', action: 'Each “what” assumption worked out in a deep dive', points: `${WHAT_ASSUMPTION_POINTS}` },
];

export function FaqScoringPoints() {
  return (
    <>
      <p>
        Neurons are the points of Nervus. You earn them in each role you play, and together they make your Nerve Score.
        Scores are calculated to three decimals. These are the amounts the game awards today:
      </p>
      <table>
        <caption>Neurons per action</caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">Action</th>
            <th scope="col">Neurons</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((r) => (
            <tr key={r.action}>
              <td>{r.role}</td>
              <td>{r.action}</td>
              <td>{r.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>The other roles</h2>
      <dl>
        <dt>Scout</dt>
        <dd>
          Recruiting players and sharing. You earn one tenth of your recruits’ variable points; recruits stay yours for
          nine months.
        </dd>
        <dt>Director</dt>
        <dd>Curating and hosting a tournament. Director points don’t count toward your Idea Race position.</dd>
        <dt>Insightful, Patron, Commentator</dt>
        <dd>Challenging a question’s assumptions, funding players and challenges (from $1), and forum reputation.</dd>
      </dl>
      <h2>Things to know</h2>
      <ul>
        <li>Some events are deductions, so a score can go down as well as up.</li>
        <li>An idea needs at least {MIN_RATINGS_TO_RANK} ratings to be ranked.</li>
        <li>Neurons accumulate forever; activity points reset each tournament cycle.</li>
        <li>
          Levels run from 0 to 100, ten per rank: see the{' '}
          <Link href={href('faqs.brain-level-demo')}>brain level demo</Link>.
        </li>
      </ul>
      <NeuronsDemo />
      <p>
        Track your progress on the <Link href={href('scores-stats')}>scores and stats</Link> page and the{' '}
        <Link href={href('nerve-boards')}>Nerve Boards</Link>.
      </p>
    </>
  );
}
