// A role's score history (GET /brain/{role}/historical) from the player's sign-up on (issue 22):
// two server-drawn charts, score and level, with the numbers behind them in a table, newest first.
import Link from 'next/link';
import { href } from '@/lib/routes/table';
import type { BrainHistory } from '@/lib/contracts/brain';
import { formatScore } from '@/lib/game/gamedash';
import { historySinceSignUp } from '@/lib/game/history-chart';
import { HistoryChart } from './HistoryChart';

export function ScoreHistory({ history, signedUpAt }: { history: BrainHistory; signedUpAt: string }) {
  const days = historySinceSignUp(history.history, signedUpAt);
  if (!days.length)
    return (
      <p className="muted">
        No neurons earned in this role yet. <Link href={href('home.challenges')}>Find a challenge to play</Link>.
      </p>
    );
  const rows = [...days].reverse();
  return (
    <>
      <div className="history-charts">
        <HistoryChart days={days} series="score" title="Score" />
        <HistoryChart days={days} series="level" title="Level" step />
      </div>
      <details className="history-numbers">
        <summary>The numbers by day</summary>
        <table className="table">
          <caption className="visually-hidden">Score by day, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Neurons that day</th>
              <th scope="col">Score</th>
              <th scope="col">Level</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((h) => (
              <tr key={h.date}>
                <td>{h.date.slice(0, 10)}</td>
                <td>{formatScore(h.points)}</td>
                <td>{formatScore(h.score)}</td>
                <td>{h.level}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
