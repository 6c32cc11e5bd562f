'use client';
// The image upload widget of spec 1 §5: choose a file, drop one on the zone or paste one into it;
// the file is checked (10 MB, 8000 x 8000, a picture) with the spec's messages, then uploaded with
// a progress bar. `onUploaded` gets the stored picture's web path.
import { useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { UPLOAD_ACCEPT } from '@/lib/challenges/image';
import { errorMessage, ApiError } from '@/lib/client/api';
import { UploadRefused, uploadMedia } from '@/lib/client/media-upload';
import { MEDIA_MAX_DIMENSION, MEDIA_MAX_MB, MEDIA_MESSAGES, type MediaPurpose } from '@/lib/media/rules';

type Phase = { kind: 'idle' } | { kind: 'uploading'; progress: number } | { kind: 'error'; message: string };

export function ImageDropzone({
  purpose,
  label,
  onUploaded,
}: {
  purpose: MediaPurpose;
  label: string;
  onUploaded: (url: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [over, setOver] = useState(false);
  const busy = phase.kind === 'uploading';

  async function take(file: File | null | undefined) {
    if (!file || busy) return;
    setPhase({ kind: 'uploading', progress: 0 });
    try {
      const url = await uploadMedia(file, purpose, (progress) => setPhase({ kind: 'uploading', progress }));
      setPhase({ kind: 'idle' });
      onUploaded(url);
    } catch (err) {
      const message =
        err instanceof UploadRefused
          ? err.message
          : err instanceof ApiError
            ? errorMessage(err)
            : MEDIA_MESSAGES.processing;
      setPhase({ kind: 'error', message });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = [...event.clipboardData.files].find((f) => f.type.startsWith('image/'));
    if (!file) return;
    event.preventDefault();
    void take(file);
  };

  return (
    <div className="image-dropzone-wrap">
      <div
        className={`image-dropzone${over ? ' is-over' : ''}`}
        tabIndex={0}
        role="group"
        aria-label="Drop or paste a picture here"
        aria-describedby={`${id}-hint`}
        aria-busy={busy}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        onPaste={onPaste}
      >
        <label htmlFor={`${id}-file`} className="btn btn-ghost">
          {label}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={busy}
          onChange={(event) => void take(event.target.files?.[0])}
        />
        <span className="hint" id={`${id}-hint`}>
          or drop a picture here, or click here and paste one. JPEG, PNG or GIF, up to {MEDIA_MAX_MB} MB and{' '}
          {MEDIA_MAX_DIMENSION} × {MEDIA_MAX_DIMENSION} pixels.
        </span>
      </div>
      {phase.kind === 'uploading' && (
        <progress
          className="image-dropzone-progress"
          max={100}
          value={Math.round(phase.progress * 100)}
          aria-label="Upload progress"
        />
      )}
      {phase.kind === 'error' && (
        <p className="error" role="alert">
          {phase.message}
        </p>
      )}
    </div>
  );
}
