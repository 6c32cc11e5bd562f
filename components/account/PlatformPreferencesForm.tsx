'use client';
// /my-account/platform-preferences: default landing community, how brain levels are numbered
// (brain_numbering: how the level board numbers the brain when 'Show numbering on Brain' is on)
// and whether helpful tips are shown.
import { PREFERENCE, type BrainNumbering } from '@/lib/contracts/preferences';
import { FieldError, FormError, SaveButton } from './FormBits';
import { useSaveForm } from './useSaveForm';

type Values = { landing_community: string; brain_numbering: BrainNumbering; show_tips: boolean };
const FIELDS = [PREFERENCE.landingCommunity, PREFERENCE.brainNumbering, PREFERENCE.showTips];

const NUMBERING: { value: BrainNumbering; label: string; hint: string }[] = [
  { value: 'levels', label: 'Levels', hint: 'Number the brain’s circles 1 to 100.' },
  { value: 'ranks', label: 'Ranks', hint: 'Number the circles 1 to 10 within each of the ten ranks.' },
];

export function PlatformPreferencesForm({
  initial,
  communities,
}: {
  initial: Values;
  communities: { slug: string; title: string }[];
}) {
  const form = useSaveForm<Values>({
    initial,
    path: '/me/preferences',
    // An empty choice is stored as null: no preferred community.
    body: (v) => ({ ...v, landing_community: v.landing_community || null }),
    success: 'Platform preferences saved.',
  });
  const { values, errors } = form;
  return (
    <form className="card account-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={errors} fields={FIELDS} />
      <div className="field">
        <label htmlFor="landing_community">Default landing community</label>
        <select
          id="landing_community"
          name="landing_community"
          value={values.landing_community}
          onChange={(e) => form.set('landing_community', e.target.value)}
          {...form.describe('landing_community', 'landing-hint')}
        >
          <option value="">No preference</option>
          {communities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title}
            </option>
          ))}
        </select>
        <span className="hint" id="landing-hint">
          The community you think of as home on Nervus.
        </span>
        <FieldError errorKey="landing_community" errors={errors} />
      </div>
      <fieldset className="checks">
        <legend>Numbering of brain levels</legend>
        {NUMBERING.map((n) => (
          <div className="check" key={n.value}>
            <input
              type="radio"
              id={`brain-${n.value}`}
              name="brain_numbering"
              value={n.value}
              checked={values.brain_numbering === n.value}
              onChange={() => form.set('brain_numbering', n.value)}
              aria-describedby={`brain-${n.value}-hint`}
            />
            <label htmlFor={`brain-${n.value}`}>{n.label}</label>
            <span className="hint" id={`brain-${n.value}-hint`}>
              {n.hint}
            </span>
          </div>
        ))}
        <FieldError errorKey="brain_numbering" errors={errors} />
      </fieldset>
      <fieldset className="checks">
        <legend>Help</legend>
        <div className="check">
          <input
            type="checkbox"
            role="switch"
            id="show_tips"
            name="show_tips"
            checked={values.show_tips}
            onChange={(e) => form.set('show_tips', e.target.checked)}
            {...form.describe('show_tips', 'tips-hint')}
          />
          <label htmlFor="show_tips">Show helpful tips</label>
          <span className="hint" id="tips-hint">
            Short pointers beside new features until you dismiss them with ‘Got it’.
          </span>
          <FieldError errorKey="show_tips" errors={errors} />
        </div>
      </fieldset>
      <SaveButton busy={form.busy} label="Save platform preferences" />
    </form>
  );
}
