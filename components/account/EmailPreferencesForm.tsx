'use client';
// /my-account/email-preferences: which emails Nervus may send, saved as top-level preference keys
// so that other settings in the bag are untouched (PUT /me/preferences merges shallowly).
import { EMAIL_PREFERENCES, type EmailPreferenceKey } from '@/lib/contracts/preferences';
import { FieldError, FormError, SaveButton } from './FormBits';
import { useSaveForm } from './useSaveForm';

type Values = Record<EmailPreferenceKey, boolean>;

export function EmailPreferencesForm({ initial, email }: { initial: Values; email: string }) {
  const form = useSaveForm<Values>({
    initial,
    path: '/me/preferences',
    body: (v) => v,
    success: 'Email preferences saved.',
  });
  const keys = EMAIL_PREFERENCES.map((p) => p.key);
  return (
    <form className="card account-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={form.errors} fields={keys} />
      <fieldset className="checks">
        <legend>
          Send emails to <strong>{email}</strong> about
        </legend>
        {EMAIL_PREFERENCES.map((p) => (
          <div className="check" key={p.key}>
            <input
              type="checkbox"
              id={p.key}
              name={p.key}
              checked={form.values[p.key]}
              onChange={(e) => form.set(p.key, e.target.checked)}
              {...form.describe(p.key)}
            />
            <label htmlFor={p.key}>{p.label}</label>
            <FieldError errorKey={p.key} errors={form.errors} />
          </div>
        ))}
      </fieldset>
      <SaveButton busy={form.busy} label="Save email preferences" />
    </form>
  );
}
