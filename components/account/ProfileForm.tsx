'use client';
// /my-account/profile: names, slogan, bio (markdown) and up to 3 interests, saved with
// PUT /api/me/profile. Limits come from the shared contract so browser and provider agree.
import type { PublicUser } from '@/lib/contracts/account';
import { PROFILE_LIMITS } from '@/lib/contracts/profile';
import { charactersLeft, graphemeSlice } from '@/lib/graphemes';
import { FieldError, FormError, SaveButton, errorId } from './FormBits';
import { TagsInput } from './TagsInput';
import { useSaveForm } from './useSaveForm';

type Values = { first_name: string; last_name: string; slogan: string; bio: string; interests: string[] };
const FIELDS = ['first_name', 'last_name', 'slogan', 'bio', 'interests'];

export function ProfileForm({ user }: { user: PublicUser }) {
  const form = useSaveForm<Values, PublicUser>({
    initial: {
      first_name: user.first_name,
      last_name: user.last_name,
      slogan: user.slogan,
      bio: user.bio,
      interests: user.interests,
    },
    path: '/me/profile',
    body: (v) => v,
    success: 'Profile saved.',
  });
  const { values, errors, set } = form;
  // Cut at the limit in characters seen (lib/graphemes.ts), as the contract counts: a maxLength
  // attribute counts UTF-16 units, so an emoji would use up two or more of the limit.
  const text = (key: Exclude<keyof Values, 'interests'>, max: number) => ({
    id: key,
    name: key,
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, graphemeSlice(e.target.value, max)),
  });
  const bioLeft = charactersLeft(values.bio, PROFILE_LIMITS.bio);
  // Older profiles may hold more interests than a profile shows; say so before the save fails.
  const extra = values.interests.length - PROFILE_LIMITS.interests;
  // Interest errors may name one item ('interests.1'); show them all under the field.
  const interestError = Object.entries(errors).find(([k]) => k === 'interests' || k.startsWith('interests.'));

  return (
    <form className="card account-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={errors} fields={[...FIELDS, ...(interestError ? [interestError[0]] : [])]} />
      <div className="form-row">
        <div className="field">
          <label htmlFor="first_name">First name</label>
          <input
            {...text('first_name', PROFILE_LIMITS.name)}
            autoComplete="given-name"
            required
            {...form.describe('first_name')}
          />
          <FieldError errorKey="first_name" errors={errors} />
        </div>
        <div className="field">
          <label htmlFor="last_name">
            Last name <span className="optional">(optional)</span>
          </label>
          <input
            {...text('last_name', PROFILE_LIMITS.name)}
            autoComplete="family-name"
            {...form.describe('last_name')}
          />
          <FieldError errorKey="last_name" errors={errors} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="slogan">
          Slogan <span className="optional">(optional)</span>
        </label>
        <input {...text('slogan', PROFILE_LIMITS.slogan)} {...form.describe('slogan', 'slogan-hint')} />
        <span className="hint" id="slogan-hint">
          A line under your name, up to {PROFILE_LIMITS.slogan} characters.
        </span>
        <FieldError errorKey="slogan" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="bio">
          Bio <span className="optional">(optional)</span>
        </label>
        <textarea {...text('bio', PROFILE_LIMITS.bio)} rows={6} {...form.describe('bio', 'bio-hint bio-count')} />
        <div className="field-foot">
          <span className="hint" id="bio-hint">
            Markdown works: **bold**, *italic*, [links](https://example.org). Mention people with @handle.
          </span>
          <span className={`hint count${bioLeft < 50 ? ' count-low' : ''}`} id="bio-count">
            {bioLeft} {bioLeft === 1 ? 'character' : 'characters'} left
          </span>
        </div>
        <FieldError errorKey="bio" errors={errors} />
      </div>
      <TagsInput
        id="interests"
        label={`Interests (up to ${PROFILE_LIMITS.interests})`}
        tags={values.interests}
        onChange={(tags) => set('interests', tags, interestError?.[0] ?? 'interests')}
        max={PROFILE_LIMITS.interests}
        maxLength={PROFILE_LIMITS.interest}
        hint={
          extra > 0
            ? `Your profile shows at most ${PROFILE_LIMITS.interests} interests: remove ${extra} before saving.`
            : 'Press Enter, Tab, comma or semicolon to add one; Backspace in the empty field removes the last.'
        }
        error={interestError ? { id: errorId(interestError[0]), message: interestError[1] } : undefined}
      />
      <SaveButton busy={form.busy} label="Save profile" />
    </form>
  );
}
