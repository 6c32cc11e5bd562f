'use client';
// A community's settings (spec 1 §7 PUT /platforms/{slug}): its title, slogan, marketing phrase,
// masthead picture, colour and icon, edited by its owner or an admin. The preview band shows the
// colour and icon as the community's masthead will; a failed save keeps every typed value.
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { COMMUNITY_COLOR } from '@/lib/community-look';
import { PLATFORM_TEXTS, type Platform } from '@/lib/contracts/platform';
import { FieldError, FormError, SaveButton } from '../account/FormBits';
import { useSaveForm } from '../account/useSaveForm';

type Values = {
  title: string;
  slogan: string;
  marketing_phrase: string;
  masthead_background_image: string;
  color: string;
  icon: string;
};
const FIELDS: (keyof Values)[] = ['title', 'slogan', 'marketing_phrase', 'masthead_background_image', 'color', 'icon'];

/** Empty optional fields are sent as null (cleared), the others as typed. */
function toBody(v: Values) {
  const orNull = (s: string) => (s.trim() ? s.trim() : null);
  return {
    title: v.title,
    slogan: v.slogan,
    marketing_phrase: orNull(v.marketing_phrase),
    masthead_background_image: orNull(v.masthead_background_image),
    color: orNull(v.color),
    icon: orNull(v.icon),
  };
}

export function CommunitySettingsForm({
  platform,
  icons,
}: {
  platform: Platform;
  /** Each icon choice drawn on the server: the emoji it stands for and its SVG. */
  icons: { emoji: string; label: string; drawn: ReactNode }[];
}) {
  const router = useRouter();
  const form = useSaveForm<Values>({
    initial: {
      title: platform.title,
      slogan: platform.slogan,
      marketing_phrase: platform.marketing_phrase ?? '',
      masthead_background_image: platform.masthead_background_image ?? '',
      color: platform.color ?? '',
      icon: platform.icon ?? '',
    },
    path: `/platforms/${platform.slug}`,
    body: toBody,
    success: PLATFORM_TEXTS.saved,
    onSaved: () => router.refresh(),
  });
  const { values, errors } = form;
  const validColor = COMMUNITY_COLOR.test(values.color) ? values.color : null;
  const chosen = icons.find((i) => i.emoji === values.icon);

  return (
    <form className="card account-form" onSubmit={form.onSubmit} noValidate aria-label={`${platform.name} settings`}>
      <FormError errors={errors} fields={FIELDS} />
      <div className="field">
        <label htmlFor="community-title">Title</label>
        <input
          id="community-title"
          value={values.title}
          maxLength={80}
          required
          onChange={(e) => form.set('title', e.target.value)}
          {...form.describe('title')}
        />
        <FieldError errorKey="title" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="community-slogan">Slogan</label>
        <input
          id="community-slogan"
          value={values.slogan}
          maxLength={160}
          onChange={(e) => form.set('slogan', e.target.value)}
          {...form.describe('slogan')}
        />
        <FieldError errorKey="slogan" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="community-phrase">Marketing phrase</label>
        <textarea
          id="community-phrase"
          rows={2}
          value={values.marketing_phrase}
          maxLength={280}
          onChange={(e) => form.set('marketing_phrase', e.target.value)}
          {...form.describe('marketing_phrase')}
        />
        <FieldError errorKey="marketing_phrase" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="community-masthead">Masthead picture</label>
        <input
          id="community-masthead"
          type="text"
          inputMode="url"
          placeholder="https://… or /uploads/…"
          value={values.masthead_background_image}
          maxLength={2048}
          onChange={(e) => form.set('masthead_background_image', e.target.value)}
          {...form.describe('masthead_background_image', 'community-masthead-hint')}
        />
        <span className="hint" id="community-masthead-hint">
          An https:// link or a path on this site. Leave it empty for the community&apos;s colour band.
        </span>
        <FieldError errorKey="masthead_background_image" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="community-color">Colour</label>
        <div className="community-color-row">
          <input
            type="color"
            aria-label="Pick the colour"
            value={validColor ?? '#4b32c3'}
            onChange={(e) => form.set('color', e.target.value)}
          />
          <input
            id="community-color"
            value={values.color}
            placeholder="#a21caf"
            maxLength={7}
            spellCheck={false}
            onChange={(e) => form.set('color', e.target.value)}
            {...form.describe('color', 'community-color-hint')}
          />
        </div>
        <span className="hint" id="community-color-hint">
          {platform.is_main
            ? 'The main community keeps the look of Nervus; its colour is kept for later.'
            : 'Paints the masthead band, the top bar and the community’s card.'}
        </span>
        <FieldError errorKey="color" errors={errors} />
      </div>
      <fieldset className="field community-icons" {...form.describe('icon')}>
        <legend>Icon</legend>
        <div className="community-icon-grid">
          {icons.map(({ emoji, label, drawn }) => (
            <label key={emoji} className="community-icon-choice" title={label}>
              <input
                type="radio"
                name="community-icon"
                value={emoji}
                checked={values.icon === emoji}
                onChange={() => form.set('icon', emoji)}
                aria-label={label}
              />
              {drawn}
            </label>
          ))}
        </div>
        <FieldError errorKey="icon" errors={errors} />
      </fieldset>
      <figure className="community-preview">
        <div
          className="community-preview-band"
          style={validColor ? { background: validColor } : undefined}
          data-testid="community-preview"
        >
          {chosen?.drawn}
          <strong>{values.title || platform.name}</strong>
          {values.slogan && <span>{values.slogan}</span>}
        </div>
        <figcaption className="hint">Preview of the masthead band.</figcaption>
      </figure>
      <div className="form-actions">
        <SaveButton busy={form.busy} label="Save community" />
      </div>
    </form>
  );
}
