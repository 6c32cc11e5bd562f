'use client';
// Article Source (spec 2 §2, §4, §8): an optional article that frames the question. Retrieve reads
// its title, description, picture and keywords through the provider (disabled while the address
// breaks the URL rule); 'Retrieving' while busy; Remove clears it. The picture, when there is one,
// stands in as the challenge's image.
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { ARTICLE_MESSAGES, isArticleUrl, type ArticleScrape } from '@/lib/challenges/article';
import type { CreationFlowState } from './useCreationFlow';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string } | { kind: 'image-failed' };

export function ArticleStep({ flow }: { flow: CreationFlowState }) {
  const { draft, update } = flow;
  const [address, setAddress] = useState(draft.article?.url ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [blurred, setBlurred] = useState(false);
  const valid = isArticleUrl(address);
  const invalid = blurred && address.trim() !== '' && !valid;
  const article = draft.article;

  async function retrieve() {
    if (!valid) return;
    setStatus({ kind: 'busy' });
    try {
      const { image_failed: imageFailed, ...found } = await api<ArticleScrape>(
        `/article?uri=${encodeURIComponent(address.trim())}`,
      );
      update({ article: found }, ['article']);
      setStatus(imageFailed ? { kind: 'image-failed' } : { kind: 'idle' });
    } catch (err) {
      setStatus({ kind: 'error', message: errorMessage(err) });
    }
  }

  const message = invalid ? ARTICLE_MESSAGES.invalidUrl : status.kind === 'error' ? status.message : null;
  return (
    <>
      <p className="muted">
        Optional. Link a news story or post that shows why your question matters; its summary appears with your
        challenge.
      </p>
      <div className="field">
        <label htmlFor="article-url">Article address</label>
        <div className="article-fetch">
          <input
            id="article-url"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://news.example.com/story"
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              setStatus({ kind: 'idle' });
            }}
            onBlur={() => setBlurred(true)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void retrieve();
              }
            }}
            aria-invalid={Boolean(message)}
            aria-describedby={message ? 'article-url-error' : undefined}
          />
          <button
            type="button"
            className="btn"
            onClick={retrieve}
            disabled={!valid || status.kind === 'busy'}
            aria-busy={status.kind === 'busy'}
          >
            {status.kind === 'busy' ? 'Retrieving' : 'Retrieve'}
          </button>
        </div>
        {message && (
          <span className="error" id="article-url-error" role="alert">
            {message}
          </span>
        )}
        <span className="visually-hidden" role="status">
          {status.kind === 'busy' ? 'Retrieving the article…' : ''}
        </span>
      </div>
      {status.kind === 'image-failed' && (
        <div className="alert alert-info" role="status">
          <span>{ARTICLE_MESSAGES.imageFailed}</span>
          {/* The article step comes after the image step, so that step is always open here. */}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => flow.goTo('image')}>
            Go to the Image step
          </button>
        </div>
      )}
      {article && (
        <article className="article-card" aria-label="Linked article">
          {article.image_url && <img src={article.image_url} alt="" width={160} height={90} />}
          <div>
            <h3>
              <a href={article.url} target="_blank" rel="noopener noreferrer nofollow">
                {article.title}
              </a>
            </h3>
            {article.description && <p className="muted">{article.description}</p>}
            {article.keywords.length > 0 && (
              <ul className="chips chips-plain">
                {article.keywords.map((k) => (
                  <li key={k} className="chip">
                    {k}
                  </li>
                ))}
              </ul>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                update({ article: null }, ['article']);
                setStatus({ kind: 'idle' });
              }}
            >
              Remove article
            </button>
          </div>
        </article>
      )}
    </>
  );
}
