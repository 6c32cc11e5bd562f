// The generic form rules of spec 1 §4-§5 and spec 3 §5, pure so every form and its tests share
// them: required messages and the 'Validation failed' resolution, the once option, the date
// picker's bounds and display, and the autocomplete's match.

export const FORM_TEXTS = {
  required: 'This field is required',
  requiredNamed: (field: string) => `The field ${field} is required`,
  validationFailed: 'Validation failed',
  noAction: 'No action provided',
  beforeSubmit: 'Before submit callback returned false',
  middleware: 'Middleware failed',
  cancelled: 'User cancelled the action',
  noItems: 'No items were found!',
} as const;

/** 'The field {label} is required', or 'This field is required' for a field with no label. */
export function requiredMessage(label?: string): string {
  return label?.trim() ? FORM_TEXTS.requiredNamed(label.trim()) : FORM_TEXTS.required;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export type RequiredField = { name: string; label?: string; value: unknown };

/**
 * Every registered required field with an empty value fails with its message; any failure
 * resolves the form as 'Validation failed' (spec 3 §5).
 */
export function checkRequired(
  fields: RequiredField[],
): { ok: true } | { ok: false; reason: typeof FORM_TEXTS.validationFailed; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const field of fields) if (isEmpty(field.value)) errors[field.name] = requiredMessage(field.label);
  return Object.keys(errors).length ? { ok: false, reason: FORM_TEXTS.validationFailed, errors } : { ok: true };
}

/** The once option: a second submit is blocked while busy, and after a success. */
export function maySubmit(state: { busy: boolean; success: boolean }, once: boolean): boolean {
  if (state.busy) return false;
  return !(once && state.success);
}

/** Date picker (spec 1 §5): months 1900-01 to 2099-12; values Y-m-d; display 'F j, Y'. */
export const DATE_PICKER = { min: '1900-01-01', max: '2099-12-31' } as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A picked value: a real Y-m-d date within the bounds, or null (emptying clears to null, and an
 * impossible or out-of-range date is no date).
 */
export function parsePickedDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const text = match[0];
  return text < DATE_PICKER.min || text > DATE_PICKER.max ? null : text;
}

/** 'F j, Y': 'January 5, 2026' for 2026-01-05; '' for no date. */
export function formatPickedDate(value: string | null | undefined): string {
  const date = parsePickedDate(value);
  if (!date) return '';
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/**
 * Autocomplete (spec 1 §5): suggestions start at 4 typed characters, the field takes 40, at most
 * 45 items are offered, matched case-insensitively anywhere in the item.
 */
export const AUTOCOMPLETE = { minChars: 4, maxItems: 45, maxLength: 40 } as const;

export function autocompleteMatches(query: string, items: readonly string[]): string[] | null {
  const typed = query.trim().slice(0, AUTOCOMPLETE.maxLength).toLowerCase();
  // Too short to search: no list at all, rather than an empty one.
  if (typed.length < AUTOCOMPLETE.minChars) return null;
  return items.filter((item) => item.toLowerCase().includes(typed)).slice(0, AUTOCOMPLETE.maxItems);
}
