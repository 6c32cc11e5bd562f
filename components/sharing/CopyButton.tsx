'use client';
// Copy with 'Click to copy' as its tooltip and 'Copied!' for 5 seconds (spec 3 §2.6, §9). Where the
// clipboard is refused, the field's text is selected for the keyboard shortcut.
import { useEffect, useState } from 'react';

const COPIED_FOR_MS = 5_000;

export function CopyButton({ text, inputId, disabled = false }: { text: string; inputId: string; disabled?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      input?.focus();
      input?.select();
      try {
        setCopied(document.execCommand('copy'));
      } catch {
        // The text stays selected for Ctrl+C.
      }
    }
  }

  return (
    <button type="button" className="btn" title="Click to copy" onClick={copy} disabled={disabled}>
      {copied ? 'Copied!' : 'Copy'}
    </button>
  );
}
