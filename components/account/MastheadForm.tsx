'use client';
// /my-account/custom-masthead: the header image of the user's own platform, an uploaded picture
// (spec 1 §5: chosen, dropped or pasted; saved as soon as it is stored) or an https link, kept in
// the preference 'masthead_background_image'. The preview shows the header as visitors will.
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Preferences } from '@/lib/contracts/platform';
import { MASTHEAD_URL_MAX, PREFERENCE, isMastheadImageUrl, readAccountPreferences } from '@/lib/contracts/preferences';
import { ImageDropzone } from '../media/ImageDropzone';
import { mastheadBackground } from '../platform/masthead-style';
import { FieldError, FormError, SaveButton } from './FormBits';
import { useSaveForm } from './useSaveForm';

const KEY = PREFERENCE.mastheadImage;
type Values = { [KEY]: string };

export function MastheadForm({ current, name, screenName }: { current: string; name: string; screenName: string }) {
  const router = useRouter();
  const [saved, setSaved] = useState(current);
  const form = useSaveForm<Values, Preferences>({
    initial: { [KEY]: current },
    path: '/me/preferences',
    body: (v) => v,
    success: 'Masthead saved.',
    onSaved: (bag) => setSaved(readAccountPreferences(bag).mastheadImage),
  });
  const typed = form.values[KEY].trim();
  const previewUrl = isMastheadImageUrl(typed) ? typed : null;
  // Whether the browser could load the picture: a wrong link is worth knowing before saving.
  const [probe, setProbe] = useState<{ url: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!previewUrl) return;
    const img = new Image();
    img.onload = () => setProbe({ url: previewUrl, ok: true });
    img.onerror = () => setProbe({ url: previewUrl, ok: false });
    img.src = previewUrl;
    return () => {
      img.onload = null;
      img.onerror = null;
    };
  }, [previewUrl]);
  const failed = Boolean(previewUrl && probe?.url === previewUrl && !probe.ok);

  return (
    <form className="card account-form" onSubmit={form.onSubmit} noValidate>
      <FormError errors={form.errors} fields={[KEY]} />
      <div className="field">
        <ImageDropzone
          purpose="masthead"
          label="Upload a masthead picture"
          onUploaded={(url) => {
            // The provider saved it as the masthead with the upload: the form only catches up.
            form.set(KEY, url);
            setSaved(url);
            router.refresh();
          }}
        />
      </div>
      <div className="field">
        <label htmlFor="masthead-url">Or a link to a background image</label>
        <input
          id="masthead-url"
          name={KEY}
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={form.values[KEY]}
          onChange={(e) => form.set(KEY, e.target.value)}
          maxLength={MASTHEAD_URL_MAX}
          {...form.describe(KEY, 'masthead-hint')}
        />
        <span className="hint" id="masthead-hint">
          The address of an uploaded picture or an https:// link to a wide picture (at least 1600 × 400 pixels looks
          sharp). Leave it empty for the standard purple header.
        </span>
        <FieldError errorKey={KEY} errors={form.errors} />
      </div>
      <figure className="masthead-preview">
        <div className="masthead" style={mastheadBackground(previewUrl)}>
          <div className="masthead-preview-inner">
            <strong>{name}</strong>
            <span>@{screenName}</span>
          </div>
        </div>
        <figcaption className="hint">
          {!previewUrl
            ? 'Preview of your header with the standard background.'
            : failed
              ? 'This link did not load as a picture in your browser. Check that it opens on its own, then save.'
              : 'Preview of your header.'}
        </figcaption>
      </figure>
      <div className="form-actions">
        <SaveButton busy={form.busy} label="Save masthead" />
        {saved && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={form.busy}
            onClick={() => void form.save({ [KEY]: '' })}
          >
            Remove image
          </button>
        )}
      </div>
    </form>
  );
}
