'use client';
// The share panel (spec 3 §2.6): the link read-only with a Copy button ('Click to copy', then
// 'Copied!' for 5 s and a toast), and one link per network opening its share dialog in a new tab.
// On the owner's challenge, 'Enable Survey Mode?' (spec 3 §2.6, starts on) adds survey=1 to the
// link, and every network link is prepared again from the new link when it is toggled.
import { useEffect, useId, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '@/lib/constants';
import { surveyShareUrl } from '@/lib/challenges/survey';
import { shareLinks } from '@/lib/sharing';
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

export interface SharePanelProps {
  url: string;
  text: string;
  label: string;
  /** Offer 'Enable Survey Mode?': only on the owner's challenge where survey mode is offered (lib/challenges/survey.ts). */
  surveyMode?: boolean;
}

export function SharePanel({ url: baseUrl, text, label, surveyMode = false }: SharePanelProps) {
  const { toast } = useUi();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const [survey, setSurvey] = useState(true);
  const surveyId = useId();
  const url = surveyMode ? surveyShareUrl(baseUrl, survey) : baseUrl;

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
          <input
            id="share-url"
            ref={inputRef}
            type="url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className="btn" title="Click to copy" onClick={copy}>
            {copied ? 'Copied!' : 'Copy'}
          </button>
        </div>
      </div>
      {surveyMode && (
        <div className="check share-survey">
          <input
            id={surveyId}
            type="checkbox"
            checked={survey}
            onChange={(e) => setSurvey(e.target.checked)}
            aria-describedby={`${surveyId}-hint`}
          />
          <label htmlFor={surveyId}>Enable Survey Mode?</label>
          <span id={`${surveyId}-hint`} className="hint muted">
            {survey
              ? 'Visitors without an account who open this link go straight to a one-question survey and can answer without signing up.'
              : 'The link opens the challenge page.'}
          </span>
        </div>
      )}
      <h3 className="share-networks-heading">Share on</h3>
      <ul className="share-networks">
        {shareLinks({ url, text }).map((link) => (
          <li key={link.provider}>
            <a
              className={`btn btn-ghost share-${link.provider}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
