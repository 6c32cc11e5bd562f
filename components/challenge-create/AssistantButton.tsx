'use client';
// The AI assistant button (spec 2 §6, §7, §8), shown only while the developer flag is on (the page
// asks server/bff/challenge-create.ts isAiAssistantEnabled()). It asks the 'suggest-challenge' tool
// for a title, details and tags from the chosen category path and the mandatory keywords, and hands
// them to `onSuggest`. Busy while it asks; a failure is only logged (spec 2 §8 'Assistant error:
// Logged, no user message').
import { useId, useState } from 'react';
import { api } from '@/lib/client/api';
// Type only: the engine's module (and what it imports) stays out of the browser bundle.
import type { AssistantSuggestion } from '@/lib/challenges/assistant';

export interface AssistantButtonProps {
  /** Breadcrumb names of the chosen category, from the top group down. */
  categories: string[];
  keywords: string[];
  onSuggest(suggestion: AssistantSuggestion): void;
  disabled?: boolean;
}

export function assistantPath(categories: string[], keywords: string[]): string {
  const query = new URLSearchParams({ categories: categories.join(','), mandatory_keywords: keywords.join(',') });
  return `/assistant/suggest-challenge?${query}`;
}

export function AssistantButton({ categories, keywords, onSuggest, disabled = false }: AssistantButtonProps) {
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function suggest() {
    setBusy(true);
    setDone(false);
    try {
      onSuggest(await api<AssistantSuggestion>(assistantPath(categories, keywords)));
      setDone(true);
    } catch (err) {
      console.error('[assistant] suggest-challenge failed', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="assistant">
      <button
        type="button"
        className="btn btn-ghost"
        onClick={suggest}
        disabled={disabled || busy || categories.length === 0}
        aria-busy={busy}
        aria-describedby={hintId}
      >
        <span aria-hidden="true">✨</span> {busy ? 'Suggesting…' : 'Suggest a question'}
      </button>
      <span id={hintId} className="field-hint muted">
        Drafts a title, details and tags from your category{keywords.length ? ' and keywords' : ''}; you can edit them.
      </span>
      <span className="visually-hidden" role="status">
        {busy ? 'Writing a suggestion…' : done ? 'Suggestion added. Review the title and details.' : ''}
      </span>
    </div>
  );
}
