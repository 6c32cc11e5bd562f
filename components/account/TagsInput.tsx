'use client';
// Tags input of spec 1 §5: Enter, Tab, comma, semicolon or leaving the field adds the typed tag;
// Backspace in the empty field removes the last one. The rule itself lives in lib/tags.ts.
import { useState, type KeyboardEvent } from 'react';
import { graphemeSlice } from '@/lib/graphemes';
import { addTag, isTagCommitKey, splitTyped } from '@/lib/tags';

const REFUSED = {
  duplicate: (tag: string) => `“${tag}” is already in the list.`,
  full: (_tag: string, max?: number) => `You can add up to ${max}. Remove one first.`,
} as const;

export function TagsInput(props: {
  id: string;
  label: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  max?: number;
  hint: string;
  /** Longest tag in characters seen (lib/graphemes.ts); the field stops there. */
  maxLength?: number;
  /** A server error for the list, shown under the field. */
  error?: { id: string; message: string };
}) {
  const { id, tags, onChange, max } = props;
  const [draft, setTyped] = useState('');
  // Not a maxLength attribute: that counts UTF-16 units, so an emoji would use up two or more.
  const setDraft = (text: string) => setTyped(props.maxLength ? graphemeSlice(text, props.maxLength) : text);
  const [notice, setNotice] = useState('');

  /** Adds each text in turn; returns the list and whether every one was taken. */
  function commit(texts: string[], from: string[] = tags): { list: string[]; allTaken: boolean } {
    let list = from;
    let allTaken = true;
    for (const text of texts) {
      const result = addTag(list, text, max);
      list = result.tags;
      if (!result.added && result.reason !== 'empty') {
        allTaken = false;
        setNotice(REFUSED[result.reason](text.trim(), max));
      }
    }
    if (list !== from) onChange(list);
    if (allTaken) setNotice('');
    return { list, allTaken };
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Backspace' && draft === '' && tags.length) {
      e.preventDefault();
      remove(tags.length - 1);
      return;
    }
    if (!isTagCommitKey(e.key)) return;
    // Tab in an empty field moves on as usual; Enter never submits the form from here.
    if (e.key === 'Tab' && draft.trim() === '') return;
    e.preventDefault();
    const { allTaken } = commit([draft]);
    if (allTaken) setDraft('');
  }

  function onType(value: string) {
    // Pasted or typed separators: every complete part becomes a tag.
    const { complete, rest } = splitTyped(value);
    if (!complete.length) return setDraft(rest);
    // A refused part stays in the field (without its separator) so nothing typed is lost.
    setDraft(commit(complete).allTaken ? rest : value.replace(/[,;]/g, ''));
  }

  function remove(index: number) {
    const gone = tags[index];
    onChange(tags.filter((_, i) => i !== index));
    setNotice(`Removed “${gone}”.`);
  }

  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;
  const full = max !== undefined && tags.length >= max;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className={`tags-input${props.error ? ' is-invalid' : ''}`}>
        {tags.length > 0 && (
          <ul className="tags-list" aria-label={`Chosen: ${tags.length}${max ? ` of ${max}` : ''}`}>
            {tags.map((tag, i) => (
              <li key={tag} className="tag">
                <span>{tag}</span>
                <button type="button" className="tag-remove" aria-label={`Remove ${tag}`} onClick={() => remove(i)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          value={draft}
          placeholder={full ? 'Limit reached' : 'Type and press Enter'}
          autoComplete="off"
          onChange={(e) => onType(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft.trim() && commit([draft]).allTaken) setDraft('');
          }}
          aria-invalid={Boolean(props.error)}
          aria-describedby={[hintId, noticeId, props.error?.id].filter(Boolean).join(' ')}
        />
      </div>
      <span className="hint" id={hintId}>
        {props.hint}
      </span>
      <span className="hint" id={noticeId} role="status" aria-live="polite">
        {notice}
      </span>
      {props.error && (
        <span className="error" id={props.error.id}>
          {props.error.message}
        </span>
      )}
    </div>
  );
}
