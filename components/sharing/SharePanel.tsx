'use client';
// The share panel (spec 3 §2.6): the link read-only with a Copy button ('Click to copy', then
// 'Copied!' for 5 s and a toast), and one link per network opening its share dialog in a new tab.
import { useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../../lib/constants';
import { shareLinks } from '../../lib/sharing';
import { useUi } from '../ui/UiProvider';

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or not a secure context: fall back to the selection below.
    }
  }
  if (!input) return false;
  input.focus();
  input.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

export function SharePanel({ url, text, label }: { url: string; text: string; label: string }) {
  const { toast } = useUi();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(url, inputRef.current)) {
      setCopied(true);
      toast('Link copied');
    } else {
      inputRef.current?.select();
      toast('Copying was blocked by the browser. The link is selected: press Ctrl+C (or ⌘C) to copy it.', 'error');
    }
  };

  return (
    <div className="share-panel">
      <div className="field">
        <label htmlFor="share-url">{label}</label>
        <div className="copy-row">
          <input id="share-url" ref={inputRef} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn" title="Click to copy" onClick={copy}>
            {copied ? 'Copied!' : 'Copy'}
          </button>
        </div>
      </div>
      <h3 className="share-networks-heading">Share on</h3>
      <ul className="share-networks">
        {shareLinks({ url, text }).map((link) => (
          <li key={link.provider}>
            <a className={`btn btn-ghost share-${link.provider}`} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
