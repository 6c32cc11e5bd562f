'use client';
// The @mention suggestions: a listbox under the typed '@query'. Focus stays in the editor; the
// editor points at the highlighted option with aria-activedescendant (ArrowUp/Down move it,
// Enter picks, Escape closes). A status line tells screen readers what the search found.
import type { MentionListState } from './mention-suggestions';

export function mentionOptionId(listId: string, index: number) {
  return `${listId}-option-${index}`;
}

function statusText(state: MentionListState): string {
  if (!state.query.trim()) return 'Type a name or handle to mention someone.';
  if (state.loading) return 'Searching…';
  if (!state.users.length) return 'No users found.';
  return `${state.users.length} ${state.users.length === 1 ? 'user' : 'users'} found. Use the arrow keys and Enter to choose.`;
}

export function MentionList({
  listId,
  state,
  onHighlight,
  onChoose,
}: {
  listId: string;
  state: MentionListState;
  onHighlight: (index: number) => void;
  onChoose: (index: number) => void;
}) {
  if (!state.open) return null;
  return (
    // Under the '@query' text, kept inside the frame on narrow screens.
    <div
      className="rte-mentions"
      style={
        state.anchor
          ? { left: `max(0px, min(${state.anchor.left}px, calc(100% - 14rem)))`, top: state.anchor.top + 4 }
          : undefined
      }
    >
      <p className="rte-mentions-status" role="status">
        {statusText(state)}
      </p>
      {state.users.length > 0 && (
        <ul id={listId} role="listbox" aria-label="Mention a user">
          {state.users.map((user, index) => (
            <li
              key={user.id}
              id={mentionOptionId(listId, index)}
              role="option"
              aria-selected={index === state.active}
              className={index === state.active ? 'is-active' : undefined}
              // Keep the editor focused: the choice is made on click, not on focus.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHighlight(index)}
              onClick={() => onChoose(index)}
            >
              <span className="rte-mention-handle">@{user.handle}</span>
              {user.first_name && <span className="muted"> {user.first_name}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
