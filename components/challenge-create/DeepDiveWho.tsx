'use client';
// The Who deep dive (spec 2 §3, §5, §9): ages from 0 with 'from' not after 'to', genders, and lists
// typed comma-separated.
import { AGE_MAX, DEEP_DIVE_ITEM_MAX, DEEP_DIVE_TEXT_MAX, GENDERS } from '@/lib/challenges/assumptions';
import { type Section, listText, textList, typed, FieldError } from './deep-dive-fields';

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
          {(['from', 'to'] as const).map((side) => (
            <label key={side}>
              Age {side}{' '}
              <input
                type="number"
                min={0}
                max={AGE_MAX}
                inputMode="numeric"
                value={who.demograph_age[side] ?? ''}
                onChange={(e) => age(side, e.target.value)}
                aria-invalid={Boolean(ageError)}
              />
            </label>
          ))}
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
