// User search for @mentions (spec 2 §7, §9): GET /users/search?query=&size=50&filter=active,
// answered with [{id, handle, first_name}]. Shared by the provider, the BFF and the editor.
import { z } from 'zod';

/** Spec 2 §9: mention search asks for 50 users; larger sizes are capped, not refused. */
export const USER_SEARCH_SIZE = 50;
/** Longer than any handle or name prefix worth typing; beyond it the query is refused. */
export const USER_SEARCH_QUERY_MAX = 50;
/** Spec 2 §9: the mention search waits this long after the last keystroke. */
export const MENTION_SEARCH_DEBOUNCE_MS = 300;
export const USER_SEARCH_FILTERS = ['active'] as const;

export const USER_SEARCH_MESSAGES = {
  queryRequired: 'Type at least one character to search for a user.',
  queryTooLong: `Use at most ${USER_SEARCH_QUERY_MAX} characters.`,
  size: 'Use a whole number of results of at least 1.',
  filter: "The only filter is 'active'.",
} as const;

/**
 * The query is a handle or name prefix; a leading '@' (as typed in the editor) is dropped. An
 * empty query is refused (422) rather than answered with everybody: the editor only asks once
 * something follows the '@'.
 */
export const userSearchQuerySchema = z.object({
  query: z
    .string({ error: USER_SEARCH_MESSAGES.queryRequired })
    .trim()
    .transform((v) => v.replace(/^@/, ''))
    .pipe(
      z
        .string()
        .min(1, USER_SEARCH_MESSAGES.queryRequired)
        .max(USER_SEARCH_QUERY_MAX, USER_SEARCH_MESSAGES.queryTooLong),
    ),
  size: z.coerce
    .number({ error: USER_SEARCH_MESSAGES.size })
    .int(USER_SEARCH_MESSAGES.size)
    .min(1, USER_SEARCH_MESSAGES.size)
    .default(USER_SEARCH_SIZE)
    .transform((n) => Math.min(n, USER_SEARCH_SIZE)),
  filter: z.enum(USER_SEARCH_FILTERS, { error: USER_SEARCH_MESSAGES.filter }).default('active'),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

export const userSuggestionSchema = z.object({ id: z.number().int(), handle: z.string(), first_name: z.string() });
export type UserSuggestion = z.infer<typeof userSuggestionSchema>;
export const userSearchResultSchema = z.array(userSuggestionSchema);
