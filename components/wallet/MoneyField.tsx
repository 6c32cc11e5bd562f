// A dollar amount field: typed as text ('25', '12.50'), parsed to cents on submit, its error
// (client or provider, keyed 'amount_cents') tied to it for screen readers.
export function MoneyField({
  id,
  label,
  value,
  onChange,
  errors,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: Record<string, string>;
  hint?: string;
}) {
  const invalid = Boolean(errors.amount_cents);
  const described = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-prefixed">
        <span className="prefix" aria-hidden="true">
          <span>$</span>
        </span>
        <input
          id={id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={described || undefined}
        />
      </div>
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {invalid && (
        <span className="error" id={`${id}-error`}>
          {errors.amount_cents}
        </span>
      )}
    </div>
  );
}
