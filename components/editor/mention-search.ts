// The @mention user search (spec 2 §7, §8, §9): debounced 300 ms, size 50, filter 'active', and
// cancellable (lib/client/debounced-search.ts). Failures are only logged; the list stays empty.
import { api } from '@/lib/client/api';
import { createDebouncedSearch, type DebouncedSearch } from '@/lib/client/debounced-search';
import {
  MENTION_SEARCH_DEBOUNCE_MS,
  USER_SEARCH_SIZE,
  userSearchResultSchema,
  type UserSuggestion,
} from '@/lib/contracts/user-search';

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

export type MentionSearch = DebouncedSearch;

export function createMentionSearch({
  fetchUsers = fetchUserSuggestions,
  onResults,
  onError = (error) => console.error('User search failed', error),
  delayMs = MENTION_SEARCH_DEBOUNCE_MS,
}: MentionSearchOptions): MentionSearch {
  return createDebouncedSearch({ fetch: fetchUsers, onResults, onError, delayMs });
}
