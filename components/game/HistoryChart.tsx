// A line chart of one series of the score history (issue 22 item 4), drawn on the server as SVG: no
// chart library in the bundle. The figure names what it shows; the numbers stay in a table below.
import { axisTop, CHART_BOX, plotPoints, type HistoryDay } from '@/lib/game/history-chart';
import { formatScore } from '@/lib/game/gamedash';
import './game.css';

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

export function HistoryChart({
  days,
  series,
  title,
  step = false,
}: {
  days: HistoryDay[];
  series: 'score' | 'level';
  title: string;
  /** Levels change in steps: the line stays flat until the next day's level. */
  step?: boolean;
}) {
  const values = days.map((d) => d[series]);
  const top = series === 'level' ? Math.max(1, Math.ceil(Math.max(...values) / 5) * 5) : axisTop(Math.max(...values));
  const points = plotPoints(values, top);
  const at = (n: number) => n.toFixed(1);
  const path = points
    .map((p, i) => (i === 0 ? `M${at(p.x)},${at(p.y)}` : step ? `H${at(p.x)}V${at(p.y)}` : `L${at(p.x)},${at(p.y)}`))
    .join('');
  const { width, height, left, right, top: padTop, bottom } = CHART_BOX;
  const baseline = height - bottom;
  const ticks = [0, top / 2, top];
  const first = days[0];
  const last = days[days.length - 1];
  const summary = `${title}: ${formatScore(values[0])} on ${label(first.date)}, ${formatScore(values[values.length - 1])} on ${label(last.date)}`;
  return (
    <figure className="history-chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
        {ticks.map((t) => {
          const y = padTop + (baseline - padTop) * (1 - t / top);
          return (
            <g key={t}>
              <line x1={left} x2={width - right} y1={y} y2={y} className="history-grid" />
              <text x={left - 8} y={y + 4} textAnchor="end" className="history-tick">
                {series === 'level' ? t : formatScore(t)}
              </text>
            </g>
          );
        })}
        {points.length > 1 && <path d={`${path}V${baseline}H${at(points[0].x)}Z`} className="history-area" />}
        <path d={path} className="history-line" />
        {points.length === 1 && <circle cx={points[0].x} cy={points[0].y} r={4} className="history-dot" />}
        <text x={left} y={height - 8} className="history-tick">
          {label(first.date)}
        </text>
        {days.length > 1 && (
          <text x={width - right} y={height - 8} textAnchor="end" className="history-tick">
            {label(last.date)}
          </text>
        )}
      </svg>
    </figure>
  );
}
