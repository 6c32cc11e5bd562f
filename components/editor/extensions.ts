// The description editor's schema (spec 2 §2 Editor): what the toolbar can make and nothing the
// markdown renderer would refuse. Stored as markdown (DESIGN.md): every node and mark here
// serialises to markdown that lib/markdown.ts renders and its sanitize-html allowlist keeps;
// code, code blocks, rules and underline are left out because the allowlist has no tag for them.
import { Extension, type AnyExtension, type Editor, type JSONContent } from '@tiptap/core';
import Mention, { type MentionOptions } from '@tiptap/extension-mention';
import { Markdown } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';
import { isMention } from '@/lib/markdown';

/** Spec 2 §9 editor history: typing within 2000 ms is one undo step, at most 500 steps. */
export const EDITOR_HISTORY = { newGroupDelay: 2000, depth: 500 } as const;
/** The toolbar's headings; the schema keeps all six so stored '# Title' loads back as a heading. */
export const HEADING_LEVELS = [2, 3, 4] as const;

/** '@' then a handle (spec 1 §5), as lib/markdown.ts MENTION_PATTERN reads it. */
const MENTION_AT_START = /^@([A-Za-z0-9_.-]*[A-Za-z0-9_-])/;
/** What may stand right before a mention's '@' (lib/markdown.ts: not a word character, '@' or '/'). */
const MENTION_LEAD = /(^|[^\w@/])@[A-Za-z0-9_-]/;

/**
 * A mention is the handle in markdown, '@handle', exactly what lib/markdown.ts links to
 * '/{handle}' when the page renders; typed '@handle' text reads back as a mention too. The node
 * keeps the handle as both id and label, since markdown has nowhere to keep a user id.
 */
export const MarkdownMention = Mention.extend({
  markdownTokenName: 'mention',
  markdownTokenizer: {
    name: 'mention',
    level: 'inline',
    start: (src: string) => {
      const match = MENTION_LEAD.exec(src);
      return match ? match.index + match[1].length : -1;
    },
    tokenize: (src, tokens) => {
      const match = MENTION_AT_START.exec(src);
      if (!match || !isMention(match[1])) return undefined;
      const before = tokens.at(-1)?.raw ?? '';
      if (/[\w@/]$/.test(before)) return undefined;
      return { type: 'mention', raw: match[0], handle: match[1] };
    },
  },
  parseMarkdown: (token, helpers) => helpers.createNode('mention', { id: token.handle, label: token.handle }),
  renderMarkdown: (node) => `@${node.attrs?.label ?? node.attrs?.id ?? ''}`,
});

/**
 * Code has no tag in the allowlist, so the editor cannot make it; code already in a stored text
 * (a copy, a draft written elsewhere) loads as its plain words instead of vanishing.
 */
const CodeAsText = Extension.create({
  name: 'codeAsText',
  markdownTokenName: 'codespan',
  parseMarkdown: (token, helpers) => helpers.createTextNode(String(token.text ?? '')),
});
const CodeBlockAsText = Extension.create({
  name: 'codeBlockAsText',
  markdownTokenName: 'code',
  parseMarkdown: (token, helpers) => {
    const lines = String(token.text ?? '').split('\n');
    const content: JSONContent[] = lines.flatMap((line, i) => [
      ...(i ? [{ type: 'hardBreak' }] : []),
      ...(line ? [helpers.createTextNode(line)] : []),
    ]);
    return helpers.createNode('paragraph', undefined, content);
  },
});

export function editorExtensions(suggestion?: MentionOptions['suggestion']): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      underline: false,
      undoRedo: EDITOR_HISTORY,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // Pasted or typed links too: only the schemes the renderer keeps (http, https, mailto).
        isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && /^(https?:|mailto:)/i.test(url),
      },
    }),
    MarkdownMention.configure({ HTMLAttributes: { class: 'mention' }, ...(suggestion ? { suggestion } : {}) }),
    CodeAsText,
    CodeBlockAsText,
    Markdown.configure({ markedOptions: { gfm: true, breaks: true } }),
  ];
}

/**
 * The document as stored: markdown without trailing blank lines (the empty paragraph tiptap keeps
 * after a last heading, list or quote would otherwise count against the limit).
 */
export function editorMarkdown(editor: Pick<Editor, 'getMarkdown'>): string {
  return editor.getMarkdown().replace(/\s+$/, '');
}
