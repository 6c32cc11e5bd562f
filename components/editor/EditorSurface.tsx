'use client';
// The tiptap part of RichTextEditor, in its own chunk (loaded with next/dynamic) so pages without
// an editor never download it. Markdown in, markdown out: `value` is parsed when it changes from
// outside (a restored draft, a copy), and every edit reports the document as markdown.
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { editorExtensions, editorMarkdown } from './extensions';
import { MentionList, mentionOptionId } from './MentionList';
import { CLOSED, createMentionSuggestions } from './mention-suggestions';

export interface EditorSurfaceProps {
  id: string;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  value: string;
  onChange: (markdown: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

export default function EditorSurface({
  id,
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
  onBlur,
  disabled = false,
}: EditorSurfaceProps) {
  // Created once: the editor keeps its extensions for life, and their callbacks read this store.
  const [mentions] = useState(() => createMentionSuggestions());
  const [extensions] = useState(() => editorExtensions(mentions.suggestion));
  const [initialValue] = useState(value);
  const list = useSyncExternalStore(mentions.subscribe, mentions.getState, () => CLOSED);
  /** The markdown this editor last reported, to tell our own echo from a value set from outside. */
  const reported = useRef(value);
  const listId = `${id}-mentions`;
  const listShown = list.open && list.users.length > 0;

  const attributes = useMemo(() => {
    const attrs: Record<string, string> = {
      id: `${id}-content`,
      class: 'rte-content',
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-invalid': String(invalid),
      'aria-autocomplete': 'list',
    };
    if (describedBy) attrs['aria-describedby'] = describedBy;
    if (disabled) attrs['aria-disabled'] = 'true';
    if (listShown) {
      attrs['aria-controls'] = listId;
      attrs['aria-activedescendant'] = mentionOptionId(listId, list.active);
    }
    return attrs;
  }, [id, labelId, describedBy, invalid, disabled, listShown, listId, list.active]);

  const editor = useEditor({
    extensions,
    content: initialValue,
    contentType: 'markdown',
    // Rendered in the browser only; never during server rendering or hydration.
    immediatelyRender: false,
    editable: !disabled,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const markdown = editorMarkdown(current);
      reported.current = markdown;
      onChange(markdown);
    },
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => () => mentions.close(), [mentions]);

  return (
    <div className={`rte-frame${invalid ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}>
      {editor ? (
        <EditorToolbar editor={editor} id={id} disabled={disabled} />
      ) : (
        <div className="rte-toolbar" aria-hidden="true" />
      )}
      <EditorContent editor={editor} />
      <MentionList listId={listId} state={list} onHighlight={mentions.highlight} onChoose={mentions.choose} />
    </div>
  );
}
