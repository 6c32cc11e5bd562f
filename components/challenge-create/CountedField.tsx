'use client';
// A labelled input or textarea with a characters-remaining counter, a hint and its error
// (beside the field, announced through aria-describedby). Characters are counted as a person sees
// them (lib/graphemes.ts), as the server counts them.
import { charactersLeft } from '@/lib/graphemes';

export interface CountedFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  max: number;
  /** Defaults to max minus the value's length; the question title counts without its '?'. */
  remaining?: number;
  error?: string | null;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  required?: boolean;
}

export function counterText(remaining: number): string {
  if (remaining >= 0) return `${remaining} ${remaining === 1 ? 'character' : 'characters'} remaining`;
  return `${-remaining} ${remaining === -1 ? 'character' : 'characters'} over the limit`;
}

export function CountedField({
  id,
  label,
  value,
  onChange,
  onBlur,
  max,
  remaining = charactersLeft(value, max),
  error,
  hint,
  multiline,
  rows = 6,
  placeholder,
  required = true,
}: CountedFieldProps) {
  const describedBy = [hint && `${id}-hint`, `${id}-counter`, error && `${id}-error`].filter(Boolean).join(' ');
  const common = {
    id,
    name: id,
    value,
    placeholder,
    required,
    onBlur,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span className="muted field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" autoComplete="off" onChange={(e) => onChange(e.target.value)} />
      )}
      <span id={`${id}-counter`} className={`counter ${remaining < 0 ? 'counter-over' : ''}`}>
        {counterText(remaining)}
      </span>
      {error && (
        <span className="error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
