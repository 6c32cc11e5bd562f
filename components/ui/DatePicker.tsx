'use client';
// The generic date picker (spec 1 §5, spec 3 §5): months 1900-01 to 2099-12, value Y-m-d, shown
// as 'F j, Y' beside the field; emptying clears to null, and a date outside the bounds (typed in a
// browser without a calendar) is no date. A caller's own min and max narrow the calendar's bounds,
// never widen them. The rules live in lib/forms/rules.ts, shared with the tests.
import { DATE_PICKER, formatPickedDate, parsePickedDate } from '@/lib/forms/rules';

export function clampBounds(min?: string, max?: string): { min: string; max: string } {
  const lo = parsePickedDate(min);
  const hi = parsePickedDate(max);
  return {
    min: lo && lo > DATE_PICKER.min ? lo : DATE_PICKER.min,
    max: hi && hi < DATE_PICKER.max ? hi : DATE_PICKER.max,
  };
}

export function DatePicker({
  id,
  value,
  onChange,
  min,
  max,
  invalid,
  describedBy,
}: {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  min?: string;
  max?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const bounds = clampBounds(min, max);
  const shown = formatPickedDate(value);
  const display = `${id}-display`;
  return (
    <span className="date-picker">
      <input
        id={id}
        type="date"
        min={bounds.min}
        max={bounds.max}
        value={value ?? ''}
        // The caller's own bounds are the calendar's; a typed date past them reaches the caller, whose
        // rules say why (a challenge's duration limits), while one outside 1900-2099 is no date.
        onChange={(e) => onChange(parsePickedDate(e.target.value))}
        aria-invalid={invalid || undefined}
        aria-describedby={[display, describedBy].filter(Boolean).join(' ')}
        suppressHydrationWarning
      />
      <output id={display} className="muted date-picker-display" aria-live="polite" suppressHydrationWarning>
        {shown}
      </output>
    </span>
  );
}
