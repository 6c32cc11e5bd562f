'use client';
// Duration (spec 2 §4, §9): 30 days by default, presets 15/30/90, or a closing date; the preset shown
// is the bucket of the chosen length. The challenge opens when it is published.
import {
  calendarDaysUntil,
  DAY_MS,
  displayedPreset,
  DURATION_PRESETS,
  durationDays,
  durationFromDays,
  localDateValue,
  MAX_DURATION_DAYS,
  MIN_DURATION_DAYS,
} from '@/lib/challenges/duration';
import { DatePicker } from '@/components/ui/DatePicker';
import { daysText, formatDate } from './format';
import type { CreationFlowState } from './useCreationFlow';

export function DurationStep({ flow }: { flow: CreationFlowState }) {
  const { draft, update, fieldError } = flow;
  const preset = displayedPreset(draft);
  const days = durationDays(draft);
  const error = fieldError('duration_end');
  const today = new Date();

  function setDays(value: number) {
    update(durationFromDays(new Date(), value), ['duration_end']);
  }

  function setDate(value: string) {
    const until = calendarDaysUntil(new Date(), value);
    if (Number.isFinite(until)) setDays(until);
    else update({ duration_end: '' }, ['duration_end']);
  }

  return (
    <>
      <fieldset className="duration-presets">
        <legend>How long should your question stay open?</legend>
        <div className="preset-row">
          {DURATION_PRESETS.map((p) => (
            <label key={p} className={`preset ${preset === p ? 'preset-on' : ''}`}>
              <input type="radio" name="duration-preset" value={p} checked={preset === p} onChange={() => setDays(p)} />
              {daysText(p)}
            </label>
          ))}
        </div>
        <p className="muted field-hint">
          A custom closing date shows the nearest of these: under 20 days counts as 15, under 45 as 30, longer as 90.
        </p>
      </fieldset>
      <div className="field">
        <label htmlFor="duration-end">Closing date</label>
        <DatePicker
          id="duration-end"
          min={localDateValue(new Date(today.getTime() + MIN_DURATION_DAYS * DAY_MS))}
          max={localDateValue(new Date(today.getTime() + MAX_DURATION_DAYS * DAY_MS))}
          value={draft.duration_end ? localDateValue(new Date(draft.duration_end)) : null}
          onChange={(value) => setDate(value ?? '')}
          invalid={Boolean(error)}
          describedBy={error ? 'duration-end-error' : 'duration-summary'}
        />
        {error && (
          <span className="error" id="duration-end-error">
            {error}
          </span>
        )}
      </div>
      {!error && Number.isFinite(days) && (
        <p id="duration-summary" suppressHydrationWarning>
          Your challenge opens when you publish it and runs for <strong>{daysText(days)}</strong>, closing on{' '}
          <strong>{formatDate(draft.duration_end)}</strong>.
        </p>
      )}
    </>
  );
}
