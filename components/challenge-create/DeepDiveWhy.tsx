'use client';
// The Why deep dive (spec 2 §3, §5, §9): personal reasons 1 to 10 (default 5) and stakeholder
// reasons -5 to 5 (default 0).
import {
  DEEP_DIVE_LINE_MAX,
  DEEP_DIVE_LIST_MAX,
  DEEP_DIVE_TEXT_MAX,
  PERSONAL_STRENGTH,
  STAKEHOLDER_STRENGTH,
  type DeepDives,
} from '@/lib/challenges/assumptions';
import { type Section, typed, FieldError } from './deep-dive-fields';

function Reasons({
  label,
  field,
  reasons,
  scale,
  onChange,
  error,
}: {
  label: string;
  field: string;
  reasons: DeepDives['why']['personal_reasons'];
  scale: { min: number; max: number; default: number };
  onChange: (reasons: DeepDives['why']['personal_reasons']) => void;
  error: string | null;
}) {
  return (
    <fieldset className="deep-dive-group" aria-describedby={error ? `${field}-error` : undefined}>
      <legend>{label}</legend>
      <ol className="deep-dive-list">
        {reasons.map((r, i) => (
          <li key={i}>
            <input
              type="text"
              aria-label={`${label}: reason ${i + 1}`}
              value={r.reason}
              onChange={(e) =>
                onChange(reasons.map((x, j) => (j === i ? { ...x, reason: typed(e, DEEP_DIVE_LINE_MAX) } : x)))
              }
            />
            <label className="strength">
              <span>Strength {r.strength}</span>
              <input
                type="range"
                min={scale.min}
                max={scale.max}
                step={1}
                value={r.strength}
                onChange={(e) =>
                  onChange(reasons.map((x, j) => (j === i ? { ...x, strength: Number(e.target.value) } : x)))
                }
                aria-label={`${label}: strength of reason ${i + 1}, ${scale.min} to ${scale.max}`}
              />
            </label>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              aria-label={`Remove reason ${i + 1}`}
              onClick={() => onChange(reasons.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {reasons.length < DEEP_DIVE_LIST_MAX && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => onChange([...reasons, { reason: '', strength: scale.default }])}
        >
          Add a reason
        </button>
      )}
      <FieldError id={`${field}-error`} error={error} />
    </fieldset>
  );
}

export function DeepDiveWhy({ flow, set }: Section<'why'>) {
  const why = flow.draft.deep_dives.why;
  return (
    <>
      <Reasons
        label="Personal reasons (1 to 10)"
        field="personal-reasons"
        reasons={why.personal_reasons}
        scale={PERSONAL_STRENGTH}
        error={flow.fieldError('deep_dives.why.personal_reasons')}
        onChange={(personal_reasons) => set({ personal_reasons }, 'deep_dives.why.personal_reasons')}
      />
      <Reasons
        label="Stakeholder reasons (-5 to 5)"
        field="stakeholder-reasons"
        reasons={why.stakeholder_reasons}
        scale={STAKEHOLDER_STRENGTH}
        error={flow.fieldError('deep_dives.why.stakeholder_reasons')}
        onChange={(stakeholder_reasons) => set({ stakeholder_reasons }, 'deep_dives.why.stakeholder_reasons')}
      />
      <div className="field">
        <label htmlFor="why-experiments">Experiments that would show why people act as they do</label>
        <textarea
          id="why-experiments"
          rows={3}
          value={why.anthropology_experiments}
          onChange={(e) =>
            set({ anthropology_experiments: typed(e, DEEP_DIVE_TEXT_MAX) }, 'deep_dives.why.anthropology_experiments')
          }
        />
        <FieldError id="why-experiments-error" error={flow.fieldError('deep_dives.why.anthropology_experiments')} />
      </div>
    </>
  );
}
