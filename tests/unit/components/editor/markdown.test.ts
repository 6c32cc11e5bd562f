/** @jest-environment jsdom */
// The editor stores markdown (DESIGN.md): each toolbar mark serialises to markdown that reads back
// to the same document, mentions are '@handle', and the server renderer (lib/markdown.ts) keeps
// everything the toolbar can make through its sanitize-html allowlist.
import { afterEach, describe, expect, test } from '@jest/globals';
import { Editor } from '@tiptap/core';
import { editorExtensions, editorMarkdown, EDITOR_HISTORY } from '@/components/editor/extensions';
import { renderMarkdown } from '@/lib/markdown';

const editors: Editor[] = [];
afterEach(() => {
  editors.splice(0).forEach((e) => e.destroy());
});

function editorWith(markdown = '') {
  const editor = new Editor({ extensions: editorExtensions(), content: markdown, contentType: 'markdown' });
  editors.push(editor);
  return editor;
}

/** Types `text` as one paragraph, selects it, applies the toolbar command, returns the markdown. */
function applyToWord(run: (editor: Editor) => void, text = 'word') {
  const editor = editorWith(text);
  editor.commands.selectAll();
  run(editor);
  return editorMarkdown(editor);
}

const reload = (markdown: string) => editorMarkdown(editorWith(markdown));

describe('each toolbar action round-trips through markdown', () => {
  const cases: Array<[string, (e: Editor) => void, string]> = [
    ['bold', (e) => e.chain().toggleBold().run(), '**word**'],
    ['italic', (e) => e.chain().toggleItalic().run(), '*word*'],
    ['strike', (e) => e.chain().toggleStrike().run(), '~~word~~'],
    ['heading 2', (e) => e.chain().toggleHeading({ level: 2 }).run(), '## word'],
    ['heading 3', (e) => e.chain().toggleHeading({ level: 3 }).run(), '### word'],
    ['heading 4', (e) => e.chain().toggleHeading({ level: 4 }).run(), '#### word'],
    [
      'link',
      (e) => e.chain().setLink({ href: 'https://example.com/a?b=1' }).run(),
      '[word](https://example.com/a?b=1)',
    ],
    ['blockquote', (e) => e.chain().toggleBlockquote().run(), '> word'],
    ['bulleted list', (e) => e.chain().toggleBulletList().run(), '- word'],
    ['numbered list', (e) => e.chain().toggleOrderedList().run(), '1. word'],
  ];
  test.each(cases)('%s', (_name, run, expected) => {
    const markdown = applyToWord(run);
    expect(markdown).toBe(expected);
    expect(reload(markdown)).toBe(expected);
  });

  test('undo and redo restore the markdown', () => {
    const editor = editorWith('word');
    editor.commands.selectAll();
    editor.commands.toggleBold();
    expect(editorMarkdown(editor)).toBe('**word**');
    editor.commands.undo();
    expect(editorMarkdown(editor)).toBe('word');
    editor.commands.redo();
    expect(editorMarkdown(editor)).toBe('**word**');
  });

  test('history groups 2000 ms of typing, 500 steps deep (spec 2 §9)', () => {
    expect(EDITOR_HISTORY).toEqual({ newGroupDelay: 2000, depth: 500 });
  });
});

describe('markdown from drafts and copies loads back faithfully', () => {
  test.each([
    '## Who\n\n### What\n\n#### Why',
    'Some **bold**, *italic* and ~~struck~~ text with [a link](https://example.com).',
    '> Quoted\n\n- one\n- two\n\n1. first\n2. second',
    'Ask @AdaLovelace and @maya.chen please.',
    'line one  \nline two',
    '# A top heading',
  ])('%j', (markdown) => {
    expect(reload(markdown)).toBe(markdown);
  });

  test('literal markdown characters typed as text stay text', () => {
    const editor = editorWith();
    editor.commands.insertContent('2*3 is _not_ [a link] <b>');
    const markdown = editorMarkdown(editor);
    expect(reload(markdown)).toBe(markdown);
    expect(editorWith(markdown).getText()).toBe('2*3 is _not_ [a link] <b>');
    expect(renderMarkdown(markdown)).not.toMatch(/<em>|<a |<b>/);
  });

  test('inline code, which the allowlist has no tag for, keeps its words', () => {
    expect(editorWith('use `npm start` now').getText()).toBe('use npm start now');
  });
});

describe('mentions', () => {
  const mentionsIn = (editor: Editor) => {
    const handles: string[] = [];
    editor.state.doc.descendants((node) => {
      if (node.type.name === 'mention') handles.push(node.attrs.label);
    });
    return handles;
  };

  test('a chosen mention serialises as @handle', () => {
    const editor = editorWith();
    editor.commands.insertContent(
      ['Thanks ', { type: 'mention', attrs: { id: 'ada_l', label: 'ada_l' } }, '!'].map((part) =>
        typeof part === 'string' ? { type: 'text', text: part } : part,
      ),
    );
    expect(editorMarkdown(editor)).toBe('Thanks @ada_l!');
  });

  test('@handle in stored markdown becomes a mention; emails, domains and mid-word @ do not', () => {
    const editor = editorWith('Hi @ada_l, (@Bob-2) mail a@b.org, see @example.com or x@y');
    expect(mentionsIn(editor)).toEqual(['ada_l', 'Bob-2']);
    expect(editorMarkdown(editor)).toContain('@ada_l, (@Bob-2)');
  });

  test('a handle may hold dots but not end with one, nor like a domain (as the renderer reads it)', () => {
    const editor = editorWith('by @ada.l. and @maya.chen');
    expect(mentionsIn(editor)).toEqual(['ada.l']);
    expect(editorMarkdown(editor)).toBe('by @ada.l. and @maya.chen');
  });
});

describe('editor markdown through the page renderer (lib/markdown.ts)', () => {
  test('headings 2-4, lists, quote, link, strike, bold, italic and mentions survive sanitising', () => {
    const editor = editorWith();
    editor.commands.setContent(
      '## Background\n\n### Who\n\n#### Detail\n\nPlease ask @AdaLovelace about **this** and *that*, not ~~those~~.\n\n> A quote\n\n- one\n- two\n\n1. first\n2. second\n\nSee [the report](https://example.com/report).',
      { contentType: 'markdown' },
    );
    const html = renderMarkdown(editorMarkdown(editor));
    expect(html).toContain('<h2>Background</h2>');
    expect(html).toContain('<h3>Who</h3>');
    expect(html).toContain('<h4>Detail</h4>');
    expect(html).toContain('<a href="/AdaLovelace">@AdaLovelace</a>');
    expect(html).toContain('<strong>this</strong>');
    expect(html).toContain('<em>that</em>');
    expect(html).toMatch(/<(del|s)>those<\/(del|s)>/);
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>\s*<\/blockquote>/);
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
    expect(html).toContain(
      '<a href="https://example.com/report" target="_blank" rel="noopener noreferrer nofollow">the report</a>',
    );
    // Nothing escaped as text: every tag the editor made is on the allowlist.
    expect(html).not.toContain('&lt;');
  });

  test('a line break (Shift+Enter) stays a <br>', () => {
    const editor = editorWith('one');
    editor.commands.focus('end');
    editor.commands.setHardBreak();
    editor.commands.insertContent('two');
    expect(renderMarkdown(editorMarkdown(editor))).toBe('<p>one<br />two</p>\n');
  });
});

describe('links the renderer would drop are not made', () => {
  test('a javascript: or ftp: href is refused, an https one kept', () => {
    expect(applyToWord((e) => e.chain().setLink({ href: 'javascript:alert(1)' }).run())).toBe('word');
    expect(applyToWord((e) => e.chain().setLink({ href: 'ftp://example.com' }).run())).toBe('word');
    expect(applyToWord((e) => e.chain().setLink({ href: 'mailto:a@example.com' }).run())).toBe(
      '[word](mailto:a@example.com)',
    );
  });
});
