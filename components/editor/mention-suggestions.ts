// The @mention suggestion list's state, between tiptap's Suggestion plugin (which reports the
// query typed after '@' and the keys pressed while it is active) and the React listbox. A small
// external store (useSyncExternalStore) so the plugin's callbacks, created once with the editor,
// always see the current list.
import type { SuggestionKeyDownProps, SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import type { UserSuggestion } from '@/lib/contracts/user-search';
import { createMentionSearch, type FetchUsers } from './mention-search';

export interface MentionListState {
  open: boolean;
  query: string;
  users: UserSuggestion[];
  /** Index of the highlighted option. */
  active: number;
  /** A search is waiting or in flight for `query`. */
  loading: boolean;
  /** Where the '@query' text ends up inside the editor frame, to place the list under it. */
  anchor: { left: number; top: number } | null;
}

export const CLOSED: MentionListState = { open: false, query: '', users: [], active: 0, loading: false, anchor: null };

/** The mention node's attributes: the handle is both, markdown keeps only '@handle'. */
export type MentionAttrs = { id: string; label: string };

/**
 * The '@query' text's position relative to the editor's frame (the list's positioned parent), so
 * the list stays under it when the page scrolls or the window is resized.
 */
function anchorIn(props: SuggestionProps): MentionListState['anchor'] {
  const rect = props.clientRect?.();
  const frame = props.editor.view.dom.closest('.rte-frame');
  if (!rect || !frame) return null;
  const box = frame.getBoundingClientRect();
  return { left: rect.left - box.left, top: rect.bottom - box.top };
}

export function createMentionSuggestions(fetchUsers?: FetchUsers) {
  let state = CLOSED;
  let command: ((attrs: MentionAttrs) => void) | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Partial<MentionListState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const search = createMentionSearch({
    fetchUsers,
    onResults: (query, users) => {
      if (state.open && query === state.query.trim()) set({ users, active: 0, loading: false });
    },
    onError: (error) => {
      console.error('User search failed', error);
      set({ loading: false });
    },
  });

  const show = (props: SuggestionProps) => {
    command = (attrs) => props.command(attrs);
    const anchor = anchorIn(props);
    if (state.open && props.query === state.query) {
      set({ anchor });
      return;
    }
    set({ open: true, query: props.query, anchor, loading: props.query.trim() !== '', users: [], active: 0 });
    search.search(props.query);
  };

  const close = () => {
    search.cancel();
    command = null;
    set(CLOSED);
  };

  const choose = (index: number) => {
    const user = state.users[index];
    if (!user || !command) return false;
    command({ id: user.handle, label: user.handle });
    return true;
  };

  const keyDown = ({ event }: Pick<SuggestionKeyDownProps, 'event'>): boolean => {
    if (!state.open) return false;
    const count = state.users.length;
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return false;
        set({ active: (state.active + 1) % count });
        return true;
      case 'ArrowUp':
        if (!count) return false;
        set({ active: (state.active - 1 + count) % count });
        return true;
      case 'Enter':
      case 'Tab':
        return choose(state.active);
      case 'Escape':
        // The plugin dismisses the suggestion after this; onExit closes the list.
        close();
        return true;
      default:
        return false;
    }
  };

  /** The `suggestion` option of the Mention extension: no items of its own, our list renders. */
  const suggestion: Partial<SuggestionOptions> = {
    char: '@',
    render: () => ({ onStart: show, onUpdate: show, onKeyDown: keyDown, onExit: close }),
  };

  return {
    suggestion,
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    highlight: (index: number) => set({ active: index }),
    choose,
    close,
    keyDown,
  };
}
export type MentionSuggestions = ReturnType<typeof createMentionSuggestions>;
