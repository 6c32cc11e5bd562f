// Small pieces every account form shares: the error under a field, the form-wide error, the
// save button with its busy label.
export function errorId(errorKey: string): string {
  return `${errorKey.replace(/\W/g, '-')}-error`;
}

export function FieldError({ errorKey, errors }: { errorKey: string; errors: Record<string, string> }) {
  if (!errors[errorKey]) return null;
  return (
    <span className="error" id={errorId(errorKey)}>
      {errors[errorKey]}
    </span>
  );
}

/** Errors without a field ('*'), and errors for fields this form does not show. */
export function FormError({ errors, fields }: { errors: Record<string, string>; fields: string[] }) {
  const shown = new Set(fields);
  const other = Object.entries(errors).filter(([key]) => !shown.has(key));
  if (!other.length) return null;
  return (
    <div className="alert alert-danger" role="alert">
      <span>{other.map(([, error]) => error).join(' ')}</span>
    </div>
  );
}

export function SaveButton({ busy, label = 'Save changes' }: { busy: boolean; label?: string }) {
  return (
    <button className="btn" type="submit" disabled={busy} aria-disabled={busy}>
      {busy ? 'Saving…' : label}
    </button>
  );
}
