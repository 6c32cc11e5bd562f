'use client';
// The Image step of challenge creation (spec 2 §2, §5 Image, §7, §8): the challenge's primary image
// comes from an upload (resized to 1200 px in the browser), the random gallery, or the meme maker.
// The chosen image shows with its credit and a Remove button. `value` is the image URL (credit in
// its query, lib/challenges/image-credit.ts); onChange(null) removes it. A failed call never drops
// the image already chosen. Not wired into the stepper here: CreationFlow passes draft.primary_image.
import { useId, useState } from 'react';
import { ApiError } from '@/lib/client/api';
import { IMAGE_MESSAGES, UPLOAD_ACCEPT } from '@/lib/challenges/image';
import { imageCredit } from '@/lib/challenges/image-credit';
import { uploadImage, UploadRefused } from '@/lib/client/image-upload';
import { ImageGallery } from './ImageGallery';
import { MemeCanvas } from './MemeCanvas';
import './image-step.css';

export interface ImageStepProps {
  /** The primary image URL, or null when none is chosen. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Words the gallery ranks by: the question title and description, or the category. */
  keywords: string;
  /** Once published the image is locked (spec 2 §2). */
  disabled?: boolean;
}

type Mode = 'upload' | 'gallery' | 'meme';
const MODES: { key: Mode; label: string }[] = [
  { key: 'upload', label: 'Upload an image' },
  { key: 'gallery', label: 'Random images' },
  { key: 'meme', label: 'Make a meme' },
];

export function ImageStep({ value, onChange, keywords, disabled = false }: ImageStepProps) {
  const [mode, setMode] = useState<Mode>('upload');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await uploadImage(file));
    } catch (err) {
      setError(err instanceof UploadRefused || err instanceof ApiError ? err.message : IMAGE_MESSAGES.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="image-step">
      {value && <ChosenImage url={value} onRemove={() => onChange(null)} disabled={disabled} />}
      {!disabled && (
        <>
          <div className="image-modes" role="group" aria-label="Where the image comes from">
            {MODES.map((m) => (
              <button
                key={m.key}
                type="button"
                className={`btn btn-sm ${mode === m.key ? '' : 'btn-ghost'}`}
                aria-pressed={mode === m.key}
                onClick={() => setMode(m.key)}
              >
                {m.label}
              </button>
            ))}
          </div>
          {mode === 'upload' && (
            <div className="field">
              <label htmlFor={`${id}-file`}>{value ? 'Upload a different image' : 'Upload an image'}</label>
              <input
                id={`${id}-file`}
                type="file"
                accept={UPLOAD_ACCEPT}
                disabled={busy}
                onChange={(e) => {
                  void upload(e.target.files?.[0]);
                  e.target.value = '';
                }}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              />
              <span className="muted field-hint" id={`${id}-hint`}>
                {IMAGE_MESSAGES.hint}
              </span>
              {busy && <span role="status">Uploading...</span>}
              {error && (
                <span className="error" id={`${id}-error`} role="alert">
                  {error}
                </span>
              )}
            </div>
          )}
          {mode === 'gallery' && <ImageGallery key={keywords} keywords={keywords} onPick={onChange} />}
          {mode === 'meme' && <MemeCanvas current={value} onDone={onChange} />}
        </>
      )}
    </div>
  );
}

function ChosenImage({ url, onRemove, disabled }: { url: string; onRemove: () => void; disabled: boolean }) {
  const credit = imageCredit(url);
  return (
    <figure className="chosen-image">
      <img src={url} alt="The challenge image" width={600} height={400} />
      <figcaption>
        {credit && (
          <span className="muted">
            Image{credit.user ? ` by ${credit.user}` : ''} on{' '}
            {credit.link ? (
              <a href={credit.link} rel="noopener noreferrer nofollow" target="_blank">
                {credit.source}
              </a>
            ) : (
              credit.source
            )}
          </span>
        )}
        {!disabled && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onRemove}>
            Remove
          </button>
        )}
      </figcaption>
    </figure>
  );
}
