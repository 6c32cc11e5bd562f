// Shared set-up of the mentoring tests: fresh open challenges by MayaChen with ideas by named
// authors (MayaChen's own is her test idea), and the calls of http/mentoring.ts.
import type { challenges } from '@/server/provider/db/schema';
import { makeChallengeWithIdeas } from './fixtures';
import type { TestProvider } from './harness';

export const IDEA_TITLES = ['First idea', 'Second idea', 'Third idea'];

export const GOOD_ADVICE = {
  what_i_like: 'It costs almost nothing to try and the first week would show whether people use it.',
  what_could_improve: 'Say who looks after it when the person who started it moves away.',
};

/** Titles that name nobody: the anonymity tests look for the raters' names in what the mentor reads. */
export const makeChallenge = (
  provider: TestProvider,
  authors: string[],
  over: Partial<typeof challenges.$inferInsert> = {},
) => makeChallengeWithIdeas(provider, authors, { over, ideaTitle: (_author, i) => IDEA_TITLES[i] });

export const mentorCall = (provider: TestProvider) => ({
  comment: (token: string | undefined, slug: string, ideaId: number | string, body: unknown = GOOD_ADVICE) =>
    provider.request(`/challenges/${slug}/ideas/${ideaId}/mentor-comments`, { method: 'POST', token, body }),
  rate: (token: string | undefined, commentId: number | string, body: unknown) =>
    provider.request(`/game/mentoring/${commentId}/rates`, { method: 'POST', token, body }),
  list: (slug: string) => provider.request(`/challenges/${slug}/mentor-comments`),
  mine: (token: string | undefined, slug: string) => provider.request(`/challenges/${slug}/my-mentoring`, { token }),
  toRate: (token: string | undefined, slug: string, ideaId: number | string) =>
    provider.request(`/challenges/${slug}/mentoring-to-rate/${ideaId}`, { token }),
  received: (token: string | undefined, slug: string, ideaId: number | string) =>
    provider.request(`/me/innovator/${slug}/ideas/${ideaId}/mentor_comments`, { token }),
  dashboard: (token: string | undefined, platform: string) =>
    provider.request(`/${platform}/dashboards/mentor`, { token }),
});
