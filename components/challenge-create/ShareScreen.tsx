'use client';
// After publishing (spec 2 §2): the success and share screen with the link to the challenge, which
// carries the creator's scout_id like every share link (issue 20 §5).
import Link from 'next/link';
import { useState, useSyncExternalStore } from 'react';
import { shareLinks, withScoutId } from '@/lib/sharing';
import { href } from '@/lib/routes/table';
import type { Published } from './useCreationFlow';

const subscribeNever = () => () => {};

export function ShareScreen({
  published,
  platformTitle,
  scoutId,
  onAnother,
}: {
  published: Published;
  platformTitle: string;
  scoutId: number;
  onAnother: () => void;
}) {
  const path = href('challenges.show', { challenge: published.slug });
  // The community's own origin, known only in the browser (the server renders the path alone).
  const origin = useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => '',
  );
  // Every share link carries the sharer's scout id (issue 20 §5), as the challenge page's panel does.
  const url = withScoutId(`${origin}${path}`, scoutId);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="share-screen">
      <p className="alert alert-success" role="status">
        Your question is live on {platformTitle}. Ideas can start coming in right away.
      </p>
      <p className="share-title">
        <Link href={path}>{published.title}</Link>
      </p>
      <div className="field">
        <label htmlFor="challenge-link">Link to your challenge</label>
        <div className="copy-row">
          <input id="challenge-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn-ghost" onClick={copy}>
            Copy link
          </button>
        </div>
        <span className="muted" role="status">
          {copied === 'copied'
            ? 'Link copied.'
            : copied === 'failed'
              ? 'Copying is blocked here; select the link and copy it.'
              : ''}
        </span>
      </div>
      <h3>Share it</h3>
      <ul className="create-share-links">
        {shareLinks({ url, text: published.title }).map((link) => (
          <li key={link.provider}>
            <a className="btn btn-ghost btn-sm" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="step-actions">
        <Link className="btn" href={path}>
          View your challenge
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onAnother}>
          Post another question
        </button>
      </div>
    </div>
  );
}
