'use client';
// A read-only link with a Copy button: 'Click to copy', then 'Copied!' for 5 seconds (spec 3 §2.6).
import { useEffect, useId, useState } from 'react';

const COPIED_FOR_MS = 5_000;

export function CopyLinkField({ url, label }: { url: string; label: string }) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="copy-link">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className="search-row">
        <input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-ghost btn-sm" title="Click to copy" onClick={copy}>
          {state === 'copied' ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <span className="muted" role="status">
        {state === 'failed' ? 'Copying is blocked here; select the link and copy it.' : ''}
      </span>
    </div>
  );
}
