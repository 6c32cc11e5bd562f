'use client';
// The What deep dive (spec 2 §3, §5, §9): three core causes with their support, the most feasible
// one, and the impact steps with one hardest.
import {
  ASSUMPTION_MESSAGES,
  CORE_CAUSES,
  DEEP_DIVE_LINE_MAX,
  DEEP_DIVE_LIST_MAX,
  DEEP_DIVE_TEXT_MAX,
  FEASIBILITY_CHOICES,
  type DeepDives,
} from '@/lib/challenges/assumptions';
import { type Section, ORDINAL, typed, FieldError } from './deep-dive-fields';

export function DeepDiveWhat({ flow, set }: Section<'what'>) {
  const what = flow.draft.deep_dives.what;
  const stepsError = flow.fieldError('deep_dives.what.impact_steps');
  const setSteps = (impact_steps: DeepDives['what']['impact_steps']) =>
    set({ impact_steps }, 'deep_dives.what.impact_steps');
  return (
    <>
      <aside className="alert alert-info tip" aria-label={ASSUMPTION_MESSAGES.monkeyFirst}>
        <div>
          <p className="alert-title">{ASSUMPTION_MESSAGES.monkeyFirst}</p>
          <p>
            If the job were teaching a monkey to recite Shakespeare on a pedestal, the pedestal is easy. Name the causes
            that make the problem hard, then the hardest step of fixing it.
          </p>
        </div>
      </aside>
      {CORE_CAUSES.map((key) => (
        <fieldset key={key} className="deep-dive-group">
          <legend>{ORDINAL[key]} core cause</legend>
          <div className="field">
            <label htmlFor={`${key}-cause`}>Cause</label>
            <input
              id={`${key}-cause`}
              type="text"
              value={what[key].cause}
              onChange={(e) =>
                set({ [key]: { ...what[key], cause: typed(e, DEEP_DIVE_TEXT_MAX) } }, `deep_dives.what.${key}`)
              }
            />
          </div>
          <div className="field">
            <label htmlFor={`${key}-support`}>What supports it</label>
            <textarea
              id={`${key}-support`}
              rows={2}
              value={what[key].support}
              onChange={(e) =>
                set({ [key]: { ...what[key], support: typed(e, DEEP_DIVE_TEXT_MAX) } }, `deep_dives.what.${key}`)
              }
            />
          </div>
          <FieldError id={`${key}-error`} error={flow.fieldError(`deep_dives.what.${key}`)} />
        </fieldset>
      ))}
      <fieldset className="deep-dive-group">
        <legend>Which cause is the most feasible to tackle?</legend>
        <div className="preset-row">
          {FEASIBILITY_CHOICES.map((choice, i) => (
            <label key={choice} className={`preset ${what.feasibility_choice === choice ? 'preset-on' : ''}`}>
              <input
                type="radio"
                name="feasibility"
                checked={what.feasibility_choice === choice}
                onChange={() => set({ feasibility_choice: choice }, 'deep_dives.what.feasibility_choice')}
              />
              {ORDINAL[CORE_CAUSES[i]]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="deep-dive-group" aria-describedby={stepsError ? 'impact-steps-error' : undefined}>
        <legend>Impact steps (mark the hardest one)</legend>
        <ol className="deep-dive-list">
          {what.impact_steps.map((step, i) => (
            <li key={i}>
              <input
                type="text"
                aria-label={`Impact step ${i + 1}`}
                value={step.text}
                onChange={(e) =>
                  setSteps(
                    what.impact_steps.map((s, j) => (j === i ? { ...s, text: typed(e, DEEP_DIVE_LINE_MAX) } : s)),
                  )
                }
              />
              <label className="inline-check">
                <input
                  type="radio"
                  name="hardest-step"
                  checked={step.selected}
                  onChange={() => setSteps(what.impact_steps.map((s, j) => ({ ...s, selected: j === i })))}
                />
                Hardest
              </label>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove impact step ${i + 1}`}
                onClick={() => setSteps(what.impact_steps.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        {what.impact_steps.length < DEEP_DIVE_LIST_MAX && (
          // A new step is the hardest (spec 2 §3: selected defaults to true) unless one already is.
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() =>
              setSteps([...what.impact_steps, { text: '', selected: !what.impact_steps.some((s) => s.selected) }])
            }
          >
            Add a step
          </button>
        )}
        <FieldError id="impact-steps-error" error={stepsError} />
      </fieldset>
    </>
  );
}
