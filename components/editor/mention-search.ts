// The @mention user search (spec 2 §7, §8, §9): debounced 300 ms, size 50, filter 'active', and
// cancellable: a newer query or closing the list aborts the request in flight, whose answer (or
// abort error) is then ignored. Other failures are only logged; the list just stays empty.
import { api } from '../../lib/client/api';
import { MENTION_SEARCH_DEBOUNCE_MS, USER_SEARCH_SIZE, userSearchResultSchema, type UserSuggestion } from '../../lib/contracts/user-search';

export type FetchUsers = (query: string, signal: AbortSignal) => Promise<UserSuggestion[]>;

/** GET /api/users/search?query=&size=50&filter=active, the answer checked against the contract. */
export const fetchUserSuggestions: FetchUsers = async (query, signal) => {
  const params = new URLSearchParams({ query, size: String(USER_SEARCH_SIZE), filter: 'active' });
  return userSearchResultSchema.parse(await api<unknown>(`/users/search?${params}`, { signal }));
};

export interface MentionSearchOptions {
  fetchUsers?: FetchUsers;
  /** The users for `query`; an empty query answers [] at once, without a request. */
  onResults: (query: string, users: UserSuggestion[]) => void;
  onError?: (error: unknown) => void;
  delayMs?: number;
}

export interface MentionSearch {
  /** Starts (or restarts) the wait for `query`; the previous wait or request is dropped. */
  search: (query: string) => void;
  /** Drops the pending wait and aborts the request in flight. */
  cancel: () => void;
}

export function createMentionSearch({ fetchUsers = fetchUserSuggestions, onResults, onError = (error) => console.error('User search failed', error), delayMs = MENTION_SEARCH_DEBOUNCE_MS }: MentionSearchOptions): MentionSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };

  const run = (query: string) => {
    const controller = new AbortController();
    inFlight = controller;
    fetchUsers(query, controller.signal).then(
      (users) => {
        if (controller.signal.aborted) return;
        inFlight = undefined;
        onResults(query, users);
      },
      (error: unknown) => {
        // A cancelled search is ignored (spec 2 §8).
        if (controller.signal.aborted) return;
        inFlight = undefined;
        onError(error);
      },
    );
  };

  return {
    search(raw) {
      cancel();
      const query = raw.trim();
      if (!query) {
        onResults(query, []);
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        run(query);
      }, delayMs);
    },
    cancel,
  };
}
