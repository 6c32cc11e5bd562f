// The conditions of an unlock page (rating-unlock, idea-unlock) as a checklist: each says whether
// this viewer meets it, in words (the marks are decoration).
import type { UnlockStep } from '@/lib/challenges/rate-flow';

export function UnlockSteps({ steps, label }: { steps: readonly UnlockStep[]; label: string }) {
  return (
    <ul className="unlock-steps" aria-label={label}>
      {steps.map((step) => (
        <li key={step.key} className={step.met ? 'unlock-met' : 'unlock-missing'}>
          <span className="unlock-mark" aria-hidden="true">
            {step.met ? '✓' : '!'}
          </span>
          <span>
            <span className="visually-hidden">{step.met ? 'Done: ' : 'Not yet: '}</span>
            {step.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
