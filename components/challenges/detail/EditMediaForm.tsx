'use client';
// 'Edit Details' for the catalyst (spec 2 §2 after publishing): add pictures (uploaded, resized to
// 1200 px in the browser) and links, or remove them. Each change is saved at once; when saving
// fails, what was typed stays in the form and the saved lists stay as they were.
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { graphemeSlice } from '@/lib/graphemes';
import { uploadImage, UploadRefused } from '@/lib/client/image-upload';
import { ARTICLE_MESSAGES, articleFetchUrl } from '@/lib/challenges/article';
import { IMAGE_MESSAGES, UPLOAD_ACCEPT } from '@/lib/challenges/image';
import {
  MEDIA_LINK_TITLE_MAX,
  MEDIA_LINKS_MAX,
  MEDIA_MESSAGES,
  MEDIA_PICTURES_MAX,
  linkLabel,
  type ChallengeMedia,
} from '@/lib/challenges/media';
import { useHydrated } from '../../ui/useHydrated';
import { useUi } from '../../ui/UiProvider';

const errorText = (err: unknown) => (err instanceof UploadRefused ? err.message : errorMessage(err));

export function EditMediaForm({ slug, media: initial }: { slug: string; media: ChallengeMedia }) {
  const [media, setMedia] = useState<ChallengeMedia>(initial);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkTitle, setLinkTitle] = useState('');
  const [busy, setBusy] = useState<'picture' | 'link' | 'remove' | null>(null);
  const [error, setError] = useState<{ field: 'picture' | 'link' | '*'; message: string } | null>(null);
  const { toast } = useUi();
  const ready = useHydrated();
  const router = useRouter();
  const id = useId();

  async function save(next: ChallengeMedia): Promise<boolean> {
    const saved = await api<ChallengeMedia>(`/challenges/${encodeURIComponent(slug)}/media`, {
      method: 'PUT',
      body: next,
    });
    setMedia(saved);
    toast(MEDIA_MESSAGES.saved);
    router.refresh();
    return true;
  }

  async function run(kind: 'picture' | 'link' | 'remove', work: () => Promise<unknown>) {
    setBusy(kind);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError({ field: kind === 'remove' ? '*' : kind, message: errorText(err) });
    } finally {
      setBusy(null);
    }
  }

  const addPicture = (file: File | undefined) =>
    file && run('picture', async () => save({ ...media, pictures: [...media.pictures, await uploadImage(file)] }));

  function addLink(event: FormEvent) {
    event.preventDefault();
    const url = articleFetchUrl(linkUrl);
    if (!url) return setError({ field: 'link', message: ARTICLE_MESSAGES.invalidUrl });
    void run('link', async () => {
      await save({ ...media, links: [...media.links, { url, title: linkTitle.trim() }] });
      setLinkUrl('');
      setLinkTitle('');
    });
  }

  const fieldError = (field: 'picture' | 'link') =>
    error?.field === field && (
      <span className="error" id={`${id}-${field}-error`} role="alert">
        {error.message}
      </span>
    );
  const disabled = !ready || busy !== null;
  return (
    <section className="card edit-media" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Pictures and links</h3>
      <p className="muted">
        Add up to {MEDIA_PICTURES_MAX} pictures and {MEDIA_LINKS_MAX} links that help players understand your question.
        Everyone sees them on the challenge page.
      </p>
      {media.pictures.length > 0 && (
        <ul className="edit-media-list" aria-label="Your pictures">
          {media.pictures.map((url, i) => (
            <li key={url}>
              <img src={url} alt={`Picture ${i + 1}`} width={96} height={64} />
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={disabled}
                onClick={() =>
                  run('remove', () => save({ ...media, pictures: media.pictures.filter((p) => p !== url) }))
                }
                aria-label={`Remove picture ${i + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={`${id}-picture`}>Add a picture</label>
        <input
          id={`${id}-picture`}
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={disabled || media.pictures.length >= MEDIA_PICTURES_MAX}
          onChange={(e) => {
            void addPicture(e.target.files?.[0]);
            e.target.value = '';
          }}
          aria-describedby={`${id}-picture-hint`}
        />
        <span className="muted field-hint" id={`${id}-picture-hint`}>
          {media.pictures.length >= MEDIA_PICTURES_MAX ? MEDIA_MESSAGES.picturesMax : IMAGE_MESSAGES.hint}
        </span>
        {busy === 'picture' && <span role="status">Uploading...</span>}
        {fieldError('picture')}
      </div>
      {media.links.length > 0 && (
        <ul className="edit-media-list" aria-label="Your links">
          {media.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                {linkLabel(link)}
              </a>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={disabled}
                onClick={() =>
                  run('remove', () => save({ ...media, links: media.links.filter((l) => l.url !== link.url) }))
                }
                aria-label={`Remove link ${linkLabel(link)}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="edit-media-row" onSubmit={addLink} noValidate>
        <div className="field">
          <label htmlFor={`${id}-link-url`}>Link address</label>
          <input
            id={`${id}-link-url`}
            type="url"
            inputMode="url"
            placeholder="https://news.example.com/story"
            value={linkUrl}
            onChange={(e) => {
              setLinkUrl(e.target.value);
              setError(null);
            }}
            aria-invalid={error?.field === 'link'}
            aria-describedby={error?.field === 'link' ? `${id}-link-error` : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-link-title`}>
            Link title <span className="muted">(optional)</span>
          </label>
          <input
            id={`${id}-link-title`}
            type="text"
            value={linkTitle}
            // Cut at the limit in characters seen: maxLength counts UTF-16 units, an emoji as two or more.
            onChange={(e) => setLinkTitle(graphemeSlice(e.target.value, MEDIA_LINK_TITLE_MAX))}
          />
        </div>
        <button
          type="submit"
          className="btn"
          disabled={disabled || media.links.length >= MEDIA_LINKS_MAX || !linkUrl.trim()}
          aria-busy={busy === 'link'}
        >
          {busy === 'link' ? 'Saving...' : 'Add link'}
        </button>
      </form>
      {fieldError('link')}
      {error?.field === '*' && (
        <p className="alert alert-danger" role="alert">
          {error.message}
        </p>
      )}
    </section>
  );
}
