'use client';
// The three deep-dive worksheets of the assumptions step (spec 2 §3 deep dives, §5, §9): What (three
// core causes with their support, the most feasible one, the impact steps with one hardest), Who
// (ages from 0, 'from' not after 'to'; genders; lists typed comma-separated) and Why (personal
// reasons 1 to 10, default 5; stakeholder reasons -5 to 5, default 0).
import {
  AGE_MAX,
  ASSUMPTION_MESSAGES,
  CORE_CAUSES,
  DEEP_DIVE_ITEM_MAX,
  DEEP_DIVE_LINE_MAX,
  DEEP_DIVE_LIST_MAX,
  DEEP_DIVE_TEXT_MAX,
  FEASIBILITY_CHOICES,
  GENDERS,
  PERSONAL_STRENGTH,
  STAKEHOLDER_STRENGTH,
  type DeepDives,
} from '@/lib/challenges/assumptions';
import { graphemeSlice } from '@/lib/graphemes';
import type { CreationFlowState } from './useCreationFlow';

type Section<K extends keyof DeepDives> = {
  flow: CreationFlowState;
  set: (patch: Partial<DeepDives[K]>, field: string) => void;
};
const ORDINAL = { core_cause_1st: 'First', core_cause_2nd: 'Second', core_cause_3rd: 'Third' } as const;
const listText = (list: string[]) => list.join(', ');
const textList = (text: string) =>
  text
    .split(',')
    .map((s) => graphemeSlice(s.trim(), DEEP_DIVE_ITEM_MAX))
    .filter(Boolean)
    .slice(0, DEEP_DIVE_LIST_MAX);

export function deepDiveSetter(flow: CreationFlowState) {
  const dives = flow.draft.deep_dives;
  return <K extends keyof DeepDives>(key: K) =>
    (patch: Partial<DeepDives[K]>, field: string) =>
      flow.update({ deep_dives: { ...dives, [key]: { ...dives[key], ...patch } } }, [field]);
}

// Typing stops at each limit in characters seen (lib/graphemes.ts), as the server counts: a maxLength
// attribute counts UTF-16 units, so an emoji would use up two or more of it.
const typed = (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>, max: number) =>
  graphemeSlice(e.target.value, max);

function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <span className="error" id={id} role="alert">
      {error}
    </span>
  ) : null;
}

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

export function DeepDiveWho({ flow, set }: Section<'who'>) {
  const who = flow.draft.deep_dives.who;
  const ageError = flow.fieldError('deep_dives.who.demograph_age');
  const age = (side: 'from' | 'to', value: string) =>
    set(
      { demograph_age: { ...who.demograph_age, [side]: value === '' ? null : Math.trunc(Number(value)) } },
      'deep_dives.who.demograph_age',
    );
  const genders = who.demograph_gender;
  const other = genders.find((g) => !(GENDERS as readonly string[]).includes(g)) ?? '';
  const toggle = (g: string) =>
    set(
      { demograph_gender: genders.includes(g) ? genders.filter((x) => x !== g) : [...genders, g] },
      'deep_dives.who.demograph_gender',
    );
  const lists = [
    ['occupation', 'Occupations'],
    ['location', 'Locations'],
    ['who_interests_hobbies', 'Interests and hobbies'],
    ['psychographics', 'Attitudes and values'],
  ] as const;
  return (
    <>
      <fieldset className="deep-dive-group" aria-describedby={ageError ? 'age-error' : undefined}>
        <legend>Age range</legend>
        <div className="age-row">
          <label>
            Age from{' '}
            <input
              type="number"
              min={0}
              max={AGE_MAX}
              inputMode="numeric"
              value={who.demograph_age.from ?? ''}
              onChange={(e) => age('from', e.target.value)}
              aria-invalid={Boolean(ageError)}
            />
          </label>
          <label>
            Age to{' '}
            <input
              type="number"
              min={0}
              max={AGE_MAX}
              inputMode="numeric"
              value={who.demograph_age.to ?? ''}
              onChange={(e) => age('to', e.target.value)}
              aria-invalid={Boolean(ageError)}
            />
          </label>
        </div>
        <FieldError id="age-error" error={ageError} />
      </fieldset>
      <fieldset className="deep-dive-group">
        <legend>Gender</legend>
        <div className="preset-row">
          {GENDERS.map((g) => (
            <label key={g} className={`preset ${genders.includes(g) ? 'preset-on' : ''}`}>
              <input type="checkbox" checked={genders.includes(g)} onChange={() => toggle(g)} />
              {g[0].toUpperCase() + g.slice(1)}
            </label>
          ))}
        </div>
        <label className="field">
          Other{' '}
          <input
            type="text"
            value={other}
            onChange={(e) =>
              set(
                {
                  demograph_gender: [
                    ...genders.filter((g) => (GENDERS as readonly string[]).includes(g)),
                    ...(e.target.value.trim() ? [typed(e, DEEP_DIVE_ITEM_MAX)] : []),
                  ],
                },
                'deep_dives.who.demograph_gender',
              )
            }
          />
        </label>
      </fieldset>
      {lists.map(([key, label]) => (
        <div className="field" key={key}>
          <label htmlFor={`who-${key}`}>{label}</label>
          <span className="muted field-hint" id={`who-${key}-hint`}>
            Separate them with commas.
          </span>
          <input
            id={`who-${key}`}
            type="text"
            aria-describedby={`who-${key}-hint`}
            defaultValue={listText(who[key])}
            onBlur={(e) => set({ [key]: textList(e.target.value) }, `deep_dives.who.${key}`)}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor="who-media">Media they consume</label>
        <textarea
          id="who-media"
          rows={2}
          value={who.media_consumed}
          onChange={(e) => set({ media_consumed: typed(e, DEEP_DIVE_TEXT_MAX) }, 'deep_dives.who.media_consumed')}
        />
        <FieldError id="who-media-error" error={flow.fieldError('deep_dives.who.media_consumed')} />
      </div>
      <div className="field">
        <label htmlFor="who-jobs">Jobs they are trying to get done</label>
        <textarea
          id="who-jobs"
          rows={2}
          value={who.jobs_to_be_done}
          onChange={(e) => set({ jobs_to_be_done: typed(e, DEEP_DIVE_TEXT_MAX) }, 'deep_dives.who.jobs_to_be_done')}
        />
        <FieldError id="who-jobs-error" error={flow.fieldError('deep_dives.who.jobs_to_be_done')} />
      </div>
    </>
  );
}

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
