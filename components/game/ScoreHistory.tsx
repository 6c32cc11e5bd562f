// A role's score history (GET /brain/{role}/historical): newest day first, as a table.
import type { BrainHistory } from '@/lib/contracts/brain';
import { formatScore } from '@/lib/game/gamedash';

const SHOWN = 30;

export function ScoreHistory({ history }: { history: BrainHistory }) {
  if (!history.history.length) return <p className="muted">No neurons earned in this role yet.</p>;
  const rows = [...history.history].reverse().slice(0, SHOWN);
  return (
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
  );
}
