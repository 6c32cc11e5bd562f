'use client';
// /my-account/email-preferences: which emails Nervus may send, saved as top-level preference keys
// so that other settings in the bag are untouched (PUT /me/preferences merges shallowly). Every
// kind of email is switched off here in one place (lib/contracts/email.ts maps kinds to keys).
import {
  DIGEST_FREQUENCIES,
  EMAIL_PREFERENCES,
  PREFERENCE,
  type DigestFrequency,
  type EmailPreferenceKey,
} from '@/lib/contracts/preferences';
import { FieldError, FormError, SaveButton } from './FormBits';
import { useSaveForm } from './useSaveForm';

type Values = Record<EmailPreferenceKey, boolean> & { [PREFERENCE.digestFrequency]: DigestFrequency };

const FREQUENCY_LABELS: Record<DigestFrequency, string> = { daily: 'Every day', weekly: 'Every Monday' };

export function EmailPreferencesForm({ initial, email }: { initial: Values; email: string }) {
  const form = useSaveForm<Values>({
    initial,
    path: '/me/preferences',
    body: (v) => v,
    success: 'Email preferences saved.',
  });
  const keys = [...EMAIL_PREFERENCES.map((p) => p.key), PREFERENCE.digestFrequency];
  const digestOn = form.values.email_weekly_digest;
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
      <fieldset className="checks" disabled={!digestOn}>
        <legend>How often the digest comes</legend>
        {DIGEST_FREQUENCIES.map((f) => (
          <div className="check" key={f}>
            <input
              type="radio"
              id={`digest-${f}`}
              name={PREFERENCE.digestFrequency}
              value={f}
              checked={form.values[PREFERENCE.digestFrequency] === f}
              onChange={() => form.set(PREFERENCE.digestFrequency, f)}
            />
            <label htmlFor={`digest-${f}`}>{FREQUENCY_LABELS[f]}</label>
          </div>
        ))}
        <FieldError errorKey={PREFERENCE.digestFrequency} errors={form.errors} />
      </fieldset>
      <SaveButton busy={form.busy} label="Save email preferences" />
    </form>
  );
}
