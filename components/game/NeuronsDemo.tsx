'use client';
// Neurons-earned demo (spec 3 §2.3): a simulated line chart of neurons earned in a role, one step
// per 100 ms tick up to 100 steps. The numbers are made up and the widget says so.
import { useEffect, useMemo, useState } from 'react';
import { ROLE_PICKER, type BrainRole } from '@/lib/contracts/brain';
import { prefersReducedMotion } from './motion';
import './game.css';

export const NEURONS_DEMO_TICK_MS = 100;
export const NEURONS_DEMO_STEPS = 100;

/** A deterministic simulated series per role (a seeded random walk that only goes up, mostly). */
export function simulatedSeries(role: BrainRole, steps = NEURONS_DEMO_STEPS): number[] {
  let seed = [...role].reduce((a, c) => a * 31 + c.charCodeAt(0), 7) >>> 0;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) % 1000) / 1000;
  const out = [0];
  for (let i = 1; i <= steps; i++) out.push(Math.max(0, out[i - 1] + Math.round(rand() * 12 - 2)));
  return out;
}

const W = 300;
const H = 120;

export function NeuronsDemo() {
  const [role, setRole] = useState<BrainRole>('overall');
  const [step, setStep] = useState(0);
  const series = useMemo(() => simulatedSeries(role), [role]);
  useEffect(() => {
    if (prefersReducedMotion()) {
      const id = setTimeout(() => setStep(NEURONS_DEMO_STEPS), 0);
      return () => clearTimeout(id);
    }
    const id = setInterval(() => setStep((s) => (s >= NEURONS_DEMO_STEPS ? s : s + 1)), NEURONS_DEMO_TICK_MS);
    return () => clearInterval(id);
  }, [role]);
  const max = Math.max(1, ...series);
  const points = series
    .slice(0, step + 1)
    .map((v, i) => `${(i / NEURONS_DEMO_STEPS) * W},${H - (v / max) * H}`)
    .join(' ');
  const label = ROLE_PICKER.find((r) => r.slug === role)?.label ?? role;
  return (
    <section className="card neurons-demo" aria-labelledby="neurons-demo-title">
      <p className="demo-label">Simulation</p>
      <h2 id="neurons-demo-title">Neurons earned demo</h2>
      <p className="muted">
        Simulated data: this chart shows how a player’s neurons might grow, not anyone’s real score.
      </p>
      <div className="field">
        <label htmlFor="neurons-demo-role">Role</label>
        <select
          id="neurons-demo-role"
          value={role}
          onChange={(e) => {
            setRole(e.target.value as BrainRole);
            setStep(0);
          }}
        >
          {ROLE_PICKER.map((r) => (
            <option key={r.slug} value={r.slug}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <svg
        className="neuron-chart"
        viewBox={`-2 -2 ${W + 4} ${H + 4}`}
        role="img"
        aria-label={`Simulated ${label} neurons: ${series[step]} after step ${step} of ${NEURONS_DEMO_STEPS}`}
      >
        <polyline points={points} fill="none" stroke="#8e24aa" strokeWidth={2} />
      </svg>
      <p>
        Step <span data-testid="neurons-demo-step">{step}</span> of {NEURONS_DEMO_STEPS}: {series[step]} simulated
        neurons.
      </p>
    </section>
  );
}
