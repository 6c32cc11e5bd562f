'use client';
// My Files (spec 3 §2.4 dashboard.my-files): the player's uploaded pictures, newest first, with a
// preview, size, pixel size and date, a delete button each, the upload widget and the storage used.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { formatBytes, type MediaLibrary } from '@/lib/media/rules';
import { href } from '@/lib/routes/table';
import { RelativeTime } from '../ui/RelativeTime';
import { ImageDropzone } from './ImageDropzone';

const PURPOSE_LABEL = { avatar: 'Picture', masthead: 'Masthead', file: 'File' } as const;

export function MyFiles({ library }: { library: MediaLibrary }) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(id: number) {
    setBusy(id);
    setError(null);
    try {
      await api(`/files/library/${id}`, { method: 'DELETE' });
      router.refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  const percent = Math.min(100, Math.round((library.used / library.quota) * 100));
  return (
    <>
      <section className="card" aria-labelledby="my-files-upload">
        <h2 id="my-files-upload">Upload</h2>
        <ImageDropzone purpose="file" label="Choose a file" onUploaded={() => router.refresh()} />
        <p className="hint">
          {formatBytes(library.used)} of {formatBytes(library.quota)} used ({percent}%).
        </p>
        <progress max={library.quota} value={library.used} aria-label="Storage used" />
      </section>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {library.files.length === 0 ? (
        <p className="card">
          No files yet. Upload a picture above, or set <a href={href('account.profile')}>your picture</a> or{' '}
          <a href={href('account.custom-masthead')}>your masthead</a>.
        </p>
      ) : (
        <ul className="media-files" aria-label="Your files">
          {library.files.map((file) => (
            <li key={file.id} className="card media-file">
              <a href={file.url} target="_blank" rel="noopener">
                <img src={file.url} alt={`${PURPOSE_LABEL[file.purpose]} uploaded`} loading="lazy" />
              </a>
              <dl>
                <dt className="visually-hidden">Used as</dt>
                <dd>{PURPOSE_LABEL[file.purpose]}</dd>
                <dt className="visually-hidden">Size</dt>
                <dd>
                  {formatBytes(file.bytes)} · {file.width} × {file.height} px
                </dd>
                <dt className="visually-hidden">Uploaded</dt>
                <dd>
                  <RelativeTime at={file.created_at} />
                </dd>
              </dl>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={busy === file.id}
                onClick={() => void remove(file.id)}
                aria-label={`Delete ${formatBytes(file.bytes)} ${PURPOSE_LABEL[file.purpose].toLowerCase()}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
