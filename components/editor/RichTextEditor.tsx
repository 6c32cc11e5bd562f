'use client';
// The description editor (spec 2 §2 Editor; DESIGN.md "editor"): tiptap with a toolbar and
// @mentions, stored as markdown. Props like CountedField: label, hint, a characters-remaining
// counter over the markdown's length, and the error, all tied to the text area for screen
// readers. The label, hint, counter and error render on the server; the editing surface is its
// own chunk, loaded in the browser only by pages that show an editor.
import dynamic from 'next/dynamic';
import { charactersLeft } from '@/lib/graphemes';
import { counterText } from '../challenge-create/CountedField';

const EditorSurface = dynamic(() => import('./EditorSurface'), {
  ssr: false,
  loading: () => (
    <div className="rte-frame rte-loading" aria-hidden="true">
      <div className="rte-toolbar" />
      <div className="rte-content" />
    </div>
  ),
});

export interface RichTextEditorProps {
  id: string;
  label: string;
  hint?: string;
  /** Markdown. */
  value: string;
  onChange: (markdown: string) => void;
  onBlur?: () => void;
  /** Characters of markdown allowed; shows the counter when set. */
  max?: number;
  error?: string | null;
  disabled?: boolean;
}

export function RichTextEditor({
  id,
  label,
  hint,
  value,
  onChange,
  onBlur,
  max,
  error,
  disabled,
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const remaining = max === undefined ? null : charactersLeft(value, max);
  const describedBy = [hint && `${id}-hint`, remaining !== null && `${id}-counter`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field rte">
      {/* A span names the editable area (aria-labelledby); clicking it focuses the area, as a label would. */}
      <span className="field-label" id={labelId} onClick={() => document.getElementById(`${id}-content`)?.focus()}>
        {label}
      </span>
      {hint && (
        <span className="muted field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <EditorSurface
        id={id}
        labelId={labelId}
        describedBy={describedBy}
        invalid={Boolean(error)}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
      />
      {remaining !== null && (
        <span id={`${id}-counter`} className={`counter ${remaining < 0 ? 'counter-over' : ''}`}>
          {counterText(remaining)}
        </span>
      )}
      {error && (
        <span className="error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
