'use client';
// The description editor's toolbar (spec 2 §2 Editor): bold, italic, strike, headings 2/3/4, link,
// blockquote, bulleted and numbered lists, undo and redo. One tab stop (WAI-ARIA toolbar pattern):
// arrow keys, Home and End move between buttons; toggles say whether they are on (aria-pressed).
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { HEADING_LEVELS } from './extensions';
import { LinkForm } from './LinkForm';

interface ToolbarItem {
  key: string;
  label: string;
  glyph: ReactNode;
  shortcut?: string;
  /** A toggle (aria-pressed) when set. */
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  can?: (editor: Editor) => boolean;
}

/** A chain link; no emoji, which not every system font draws. */
const LINK_ICON = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  </svg>
);

const ITEMS: ToolbarItem[] = [
  {
    key: 'bold',
    label: 'Bold',
    glyph: 'B',
    shortcut: 'Ctrl+B',
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'Italic',
    glyph: 'I',
    shortcut: 'Ctrl+I',
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'strike',
    label: 'Strikethrough',
    glyph: 'S',
    shortcut: 'Ctrl+Shift+S',
    isActive: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  ...HEADING_LEVELS.map((level): ToolbarItem => ({
    key: `h${level}`,
    label: `Heading ${level}`,
    glyph: `H${level}`,
    isActive: (e) => e.isActive('heading', { level }),
    run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  })),
  { key: 'link', label: 'Link', glyph: LINK_ICON, isActive: (e) => e.isActive('link'), run: () => undefined },
  {
    key: 'blockquote',
    label: 'Quote',
    glyph: '❝',
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    key: 'bulletList',
    label: 'Bulleted list',
    glyph: '•',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: 'Numbered list',
    glyph: '1.',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'undo',
    label: 'Undo',
    glyph: '↶',
    shortcut: 'Ctrl+Z',
    run: (e) => e.chain().focus().undo().run(),
    can: (e) => e.can().undo(),
  },
  {
    key: 'redo',
    label: 'Redo',
    glyph: '↷',
    shortcut: 'Ctrl+Shift+Z',
    run: (e) => e.chain().focus().redo().run(),
    can: (e) => e.can().redo(),
  },
];

const NAVIGATION_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Named 'Text formatting', not after the field: the field's label must name only its text area. */
export function EditorToolbar({ editor, id, disabled }: { editor: Editor; id: string; disabled?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(
        ITEMS.map((item) => [item.key, { active: item.isActive?.(e) ?? false, enabled: item.can?.(e) ?? true }]),
      ) as Record<string, { active: boolean; enabled: boolean }>,
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NAVIGATION_KEYS[event.key];
    if (!move || !(event.target instanceof HTMLButtonElement)) return;
    event.preventDefault();
    const next = move(focusIndex, ITEMS.length);
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const press = (item: ToolbarItem) => {
    if (disabled || !state[item.key].enabled) return;
    if (item.key === 'link') setLinkOpen((open) => !open);
    else item.run(editor);
  };

  const linkFormId = `${id}-link-form`;
  return (
    <>
      <div
        className="rte-toolbar"
        role="toolbar"
        aria-label="Text formatting"
        aria-controls={`${id}-content`}
        onKeyDown={onKeyDown}
      >
        {ITEMS.map((item, index) => {
          const { active, enabled } = state[item.key];
          return (
            <button
              key={item.key}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              className={`rte-button rte-button-${item.key}`}
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={item.label}
              title={item.shortcut ? `${item.label} (${item.shortcut})` : item.label}
              aria-pressed={item.isActive ? active : undefined}
              aria-expanded={item.key === 'link' ? linkOpen : undefined}
              aria-controls={item.key === 'link' && linkOpen ? linkFormId : undefined}
              aria-disabled={disabled || !enabled ? true : undefined}
              onFocus={() => setFocusIndex(index)}
              // A mouse press keeps the text selection in the editor; keyboard presses still work.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => press(item)}
            >
              <span aria-hidden="true">{item.glyph}</span>
            </button>
          );
        })}
      </div>
      {linkOpen && !disabled && (
        <LinkForm
          id={linkFormId}
          editor={editor}
          onDone={(applied) => {
            setLinkOpen(false);
            // Applying returns to the text; cancelling returns to the button that opened the form.
            if (!applied) buttons.current[ITEMS.findIndex((item) => item.key === 'link')]?.focus();
          }}
        />
      )}
    </>
  );
}
