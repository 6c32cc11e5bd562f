'use client';
// The share popup's tweet preview (spec 3 §2.6, §4, §5, §8), loaded only when Twitter is chosen:
// the editable text with the weighted counter (twitter-text: 280, links 23; orange under 10, red
// and 'Tweet now' disabled below 0), the optional image, the thread of top rated ideas, 'Cancel'
// and 'Tweet now' ('Tweeting...'). With a connected X account the provider posts the tweet and its
// thread (success closes after 3 s; anything but data.shared === true is 'Unable to finish sharing,
// please try again.'); without one the X share window opens with the text. The popup supports
// only Twitter: any other provider is '{provider} is not supported yet'.
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SharingContent } from '@/lib/contracts/sharing';
import { SHARING_TEXTS } from '@/lib/contracts/sharing-texts';
import { api } from '@/lib/client/api';
import { composeTweet, tweetCount } from '@/lib/tweet';

const SUCCESS_CLOSE_MS = 3_000;

export function TweetPreview({
  provider,
  content,
  onClose,
}: {
  provider: string;
  content: SharingContent;
  onClose: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(() => composeTweet(content));
  const [withImage, setWithImage] = useState(Boolean(content.image));
  const [state, setState] = useState<'editing' | 'sending' | 'shared' | 'error'>('editing');
  const area = useRef<HTMLTextAreaElement>(null);
  const count = tweetCount(text);
  const connected = content.metadata.credentials.includes('twitter');

  useEffect(() => area.current?.focus(), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => {
    if (state !== 'shared') return;
    const timer = setTimeout(onClose, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state, onClose]);

  const thread = content.thread.map((entry) => entry.text);
  const subjectPath = `${encodeURIComponent(content.metadata.subject)}/${encodeURIComponent(content.metadata.target)}`;

  async function tweetNow() {
    if (!connected) {
      // No connected account (spec 3 §5): X's own share window, with the text as edited here.
      const popup = window.open(`https://twitter.com/intent/tweet?${new URLSearchParams({ text })}`, '_blank');
      if (popup) popup.opener = null;
      api(`/sharing/twitter/${subjectPath}`, { method: 'POST' }).catch(() => undefined);
      onClose();
      return;
    }
    setState('sending');
    try {
      const result = await api<{ shared?: boolean }>('/sharing/share/twitter', {
        method: 'POST',
        body: { text, image: withImage ? content.image : null, thread },
      });
      setState(result?.shared === true ? 'shared' : 'error');
    } catch {
      setState('error');
    }
  }

  const body =
    provider !== 'twitter' ? (
      <>
        <p role="alert">{SHARING_TEXTS.notSupported(provider)}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </>
    ) : (
      <>
        <div className="field">
          <label htmlFor={`${id}-text`}>Your tweet</label>
          <textarea
            id={`${id}-text`}
            ref={area}
            rows={5}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={count.state === 'over'}
            aria-describedby={`${id}-count`}
          />
          <span id={`${id}-count`} className={`tweet-count tweet-count-${count.state}`} aria-live="polite">
            {count.remaining}
            <span className="visually-hidden"> characters left</span>
          </span>
        </div>
        {content.image && (
          <div className="check">
            <input
              id={`${id}-image`}
              type="checkbox"
              checked={withImage}
              onChange={(e) => setWithImage(e.target.checked)}
            />
            <label htmlFor={`${id}-image`}>Include the image</label>
            {withImage && <img src={content.image} alt="" className="tweet-image" width={120} height={63} />}
          </div>
        )}
        {thread.length > 0 && (
          <section aria-labelledby={`${id}-thread`}>
            <h3 id={`${id}-thread`} className="muted">
              {SHARING_TEXTS.threadLabel}
            </h3>
            <ol className="tweet-thread">
              {content.thread.map((entry) => (
                <li key={entry.metadata.position}>{entry.text}</li>
              ))}
            </ol>
          </section>
        )}
        {state === 'shared' && <p role="status">{SHARING_TEXTS.shared}</p>}
        {state === 'error' && (
          <p className="alert alert-danger" role="alert">
            {SHARING_TEXTS.tweetFailed}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn"
            onClick={tweetNow}
            disabled={count.state === 'over' || state === 'sending' || state === 'shared'}
          >
            {state === 'sending' ? SHARING_TEXTS.tweeting : SHARING_TEXTS.tweetNow}
          </button>
        </div>
      </>
    );

  return createPortal(
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="dialog tweet-preview" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Share on {provider === 'twitter' ? 'X (Twitter)' : provider}</h2>
        {body}
      </div>
    </div>,
    document.body,
  );
}
