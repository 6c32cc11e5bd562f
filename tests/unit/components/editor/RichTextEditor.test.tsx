/** @jest-environment jsdom */
// RichTextEditor (spec 2 §2 Editor): labelled text area, toolbar with pressed states and roving
// focus, and the @mention listbox fed by the user search (fetch mocked).
import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { Editor } from '@tiptap/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { RichTextEditor } from '@/components/editor/RichTextEditor';

// ProseMirror measures text positions; jsdom has no layout, so ranges get empty rectangles.
beforeAll(() => {
  const emptyRect = () =>
    ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = emptyRect;
  document.elementFromPoint = () => null;
});

const users = [
  { id: 1, handle: 'AdaLovelace', first_name: 'Ada' },
  { id: 2, handle: 'adam_s', first_name: 'Adam' },
];
let fetchMock: jest.Mock<(url: string, init?: RequestInit) => Promise<unknown>>;
beforeEach(() => {
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ data: users }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
});

function Harness({
  initial = '',
  error,
  disabled,
  onChange,
}: {
  initial?: string;
  error?: string;
  disabled?: boolean;
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="details"
        label="Question Details"
        hint="Say more."
        value={value}
        max={20}
        error={error}
        disabled={disabled}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <button type="button" onClick={() => setValue('## Restored')}>
        restore
      </button>
    </>
  );
}

async function renderEditor(props: Parameters<typeof Harness>[0] = {}) {
  render(<Harness {...props} />);
  const content = await screen.findByRole('textbox', { name: 'Question Details' });
  const editor = (content as HTMLElement & { editor: Editor }).editor;
  return { content, editor };
}

describe('RichTextEditor', () => {
  test('the text area is labelled, described by hint and counter, and shows the error', async () => {
    const { content } = await renderEditor({ initial: '**hi**', error: 'This field is required' });
    // The label names the text area alone (Playwright's getByLabel matches names containing it).
    expect(screen.getAllByLabelText(/Question Details/)).toEqual([content]);
    expect(content).toHaveAttribute('contenteditable', 'true');
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveAccessibleDescription('Say more. 14 characters remaining This field is required');
    expect(content.querySelector('strong')).toHaveTextContent('hi');
  });

  test('edits report markdown and move the counter; a value set from outside is loaded', async () => {
    const changes: string[] = [];
    const { content, editor } = await renderEditor({ onChange: (v) => changes.push(v) });
    act(() => {
      editor.commands.insertContent('Hello');
    });
    expect(changes.at(-1)).toBe('Hello');
    expect(screen.getByText('15 characters remaining')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'restore' }));
    await waitFor(() => expect(content.querySelector('h2')).toHaveTextContent('Restored'));
    // Loading a value is not an edit.
    expect(changes.at(-1)).toBe('Hello');
  });

  test('toolbar: labelled buttons, aria-pressed follows the selection, one tab stop with arrow keys', async () => {
    const changes: string[] = [];
    const { editor } = await renderEditor({ initial: 'word', onChange: (v) => changes.push(v) });
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Strikethrough',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Link',
      'Quote',
      'Bulleted list',
      'Numbered list',
      'Undo',
      'Redo',
    ]);

    act(() => {
      editor.commands.selectAll();
    });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(bold);
    expect(changes.at(-1)).toBe('**word**');
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Heading 3' }));
    expect(changes.at(-1)).toBe('### **word**');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    expect(changes.at(-1)).toBe('**word**');

    // Roving focus: only one button is tabbable; arrows, Home and End move it.
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([bold]);
    act(() => bold.focus());
    fireEvent.keyDown(bold, { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAttribute('aria-label', 'Italic');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toHaveAttribute('aria-label', 'Redo');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(bold);
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([bold]);
  });

  test('disabled: not editable, every toolbar button unavailable', async () => {
    const changes: string[] = [];
    const { content } = await renderEditor({ initial: 'word', disabled: true, onChange: (v) => changes.push(v) });
    await waitFor(() => expect(content).toHaveAttribute('contenteditable', 'false'));
    expect(content).toHaveAttribute('aria-disabled', 'true');
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(changes).toEqual([]);
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
  });

  test('redo is unavailable until something was undone', async () => {
    await renderEditor({ initial: 'word' });
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('link: the form applies an address to the selection and refuses a script address', async () => {
    const changes: string[] = [];
    const { editor } = await renderEditor({ initial: 'report', onChange: (v) => changes.push(v) });
    act(() => {
      editor.commands.selectAll();
    });
    const link = screen.getByRole('button', { name: 'Link' });
    fireEvent.click(link);
    expect(link).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByLabelText('Link address');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(address).toHaveAccessibleDescription(/Enter a web address/);
    fireEvent.change(address, { target: { value: 'example.com/report' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(changes.at(-1)).toBe('[report](https://example.com/report)');
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
  });

  test('@mention: debounced search, listbox by keyboard, Enter inserts @handle', async () => {
    const changes: string[] = [];
    const { content, editor } = await renderEditor({ initial: 'Ask', onChange: (v) => changes.push(v) });
    jest.useFakeTimers();
    act(() => {
      editor.chain().focus('end').insertContent(' @ad').run();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/users/search?query=ad&size=50&filter=active');

    const listbox = screen.getByRole('listbox', { name: 'Mention a user' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['@AdaLovelace Ada', '@adam_s Adam']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(content).toHaveAttribute('aria-controls', listbox.id);
    expect(content).toHaveAttribute('aria-activedescendant', options[0].id);

    fireEvent.keyDown(content, { key: 'ArrowDown' });
    expect(within(listbox).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(content).toHaveAttribute('aria-activedescendant', options[1].id);
    // Both ends wrap around.
    fireEvent.keyDown(content, { key: 'ArrowDown' });
    expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(content, { key: 'ArrowUp' });
    expect(within(listbox).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(content, { key: 'Enter' });

    expect(changes.at(-1)).toBe('Ask @adam_s');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(content).not.toHaveAttribute('aria-activedescendant');
    expect(content.querySelector('.mention')).toHaveTextContent('@adam_s');
  });

  test('@mention: Escape closes the list; typing on cancels the older search', async () => {
    const { content, editor } = await renderEditor({ initial: 'Hi' });
    // The first search never answers: it is still in flight when the query changes.
    fetchMock.mockImplementationOnce(() => new Promise(() => undefined));
    jest.useFakeTimers();
    act(() => {
      editor.chain().focus('end').insertContent(' @a').run();
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    act(() => {
      editor.commands.insertContent('d');
    });
    const firstSignal = fetchMock.mock.calls[0][1]?.signal;
    expect(firstSignal?.aborted).toBe(true);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    expect(fetchMock.mock.calls.map((c) => new URL(c[0], 'http://x').searchParams.get('query'))).toEqual(['a', 'ad']);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.keyDown(content, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('a failed search is only logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => ({
      ok: false,
      status: 500,
      json: async () => ({ errors: [{ field: '*', error: 'Boom' }] }),
    }));
    const { editor } = await renderEditor();
    jest.useFakeTimers();
    act(() => {
      editor.chain().focus('end').insertContent('@zz').run();
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300);
    });
    expect(screen.getByRole('status')).toHaveTextContent('No users found.');
    expect(log).toHaveBeenCalledWith('User search failed', expect.anything());
    log.mockRestore();
  });
});
