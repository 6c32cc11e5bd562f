'use client';
// /my-account/social: one handle per provider; saved as the complete set with PUT /api/me/profile,
// shown as links on the user's platform. An empty field removes that account.
import { socialProviders, type PublicUser } from '@/lib/contracts/account';
import { PROFILE_LIMITS } from '@/lib/contracts/profile';
import { SOCIAL_BASE, SOCIAL_LABEL, type SocialProvider } from '@/lib/social';
import { FieldError, FormError, SaveButton } from './FormBits';
import { useSaveForm } from './useSaveForm';

type Values = Record<SocialProvider, string>;

export function SocialForm({ user }: { user: PublicUser }) {
  const initial = Object.fromEntries(socialProviders.map((p) => [p, user.social[p]?.handle ?? ''])) as Values;
  const form = useSaveForm<Values>({
    initial,
    path: '/me/profile',
    body: (social) => ({ social }),
    success: 'Social accounts saved.',
  });
  const { values, errors } = form;
  return (
    <form className="card account-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={errors} fields={socialProviders.map((p) => `social.${p}`)} />
      {socialProviders.map((p) => {
        const key = `social.${p}`;
        return (
          <div className="field" key={p}>
            <label htmlFor={`social-${p}`}>{SOCIAL_LABEL[p]}</label>
            <div className="input-prefixed">
              <span className="prefix" aria-hidden="true">
                <span>{SOCIAL_BASE[p].replace(/^https:\/\/(www\.)?/, '')}</span>
              </span>
              <input
                id={`social-${p}`}
                name={p}
                value={values[p]}
                onChange={(e) => form.set(p, e.target.value, key)}
                maxLength={PROFILE_LIMITS.socialHandle}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                {...form.describe(key, `social-${p}-hint`)}
              />
            </div>
            <span className="visually-hidden" id={`social-${p}-hint`}>
              Your handle after {SOCIAL_BASE[p]}
            </span>
            <FieldError errorKey={key} errors={errors} />
          </div>
        );
      })}
      <SaveButton busy={form.busy} label="Save social accounts" />
    </form>
  );
}
