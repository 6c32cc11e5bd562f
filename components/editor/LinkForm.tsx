'use client';
// The Link button's small form: the address for the selected text (or, with nothing selected,
// a new link showing its address), Remove link on a link, Escape or Cancel to leave it. Not a
// <form>: the editor often sits inside one.
import type { Editor } from '@tiptap/react';
import { useState, type KeyboardEvent } from 'react';
import { LINK_MESSAGES, normalizeLinkHref } from './link';

export function LinkForm({ id, editor, onDone }: { id: string; editor: Editor; onDone: (applied: boolean) => void }) {
  const current = editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : '';
  const [address, setAddress] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const inputId = `${id}-address`;

  const apply = () => {
    if (!address.trim()) return remove();
    const href = normalizeLinkHref(address);
    if (!href) {
      setError(LINK_MESSAGES.invalid);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: address.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    onDone(true);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone(false);
    }
  };

  return (
    <div className="rte-link-form" id={id} role="group" aria-label="Link">
      <label htmlFor={inputId}>Link address</label>
      <input
        id={inputId}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        value={address}
        // The form opens on request, so its field takes focus.
        autoFocus
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="btn btn-sm" onClick={apply}>
        Apply
      </button>
      {current && (
        <button type="button" className="btn btn-sm btn-ghost" onClick={remove}>
          Remove link
        </button>
      )}
      <button type="button" className="btn btn-sm btn-ghost" onClick={() => onDone(false)}>
        Cancel
      </button>
      {error && (
        <span className="error" id={`${inputId}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
