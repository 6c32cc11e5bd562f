import 'server-only';
// Loaders of saved ideas (the Nerve-on A-ha pages), an idea's iterations and the catalyst's idea
// review (lib/contracts/idea-notes.ts). Signed-in reads, per request.
import { cache } from 'react';
import {
  catalystIdeasSchema,
  ideaIterationsSchema,
  savedIdeaListSchema,
  type Visibility,
} from '@/lib/contracts/idea-notes';
import { throwIfProviderFailed } from './loaders';
import { provider } from './provider';

export const getMySavedIdeas = cache(async (visibility: Visibility) => {
  const res = await provider('/me/saved-ideas', { schema: savedIdeaListSchema, query: { visibility } });
  if (res.ok) return res.data;
  throwIfProviderFailed(res, 'saved ideas');
  return [];
});

export const getPublicSavedIdeas = cache(async (screenName: string) => {
  const res = await provider(`/saved-ideas/${encodeURIComponent(screenName)}`, { schema: savedIdeaListSchema });
  if (res.ok) return res.data;
  throwIfProviderFailed(res, `public saved ideas of ${screenName}`);
  return [];
});

/** An idea's versions, or null when the viewer may not read them yet. */
export const getIdeaIterations = cache(async (ideaId: number) => {
  const res = await provider(`/ideas/${ideaId}/iterations`, { schema: ideaIterationsSchema });
  if (res.ok) return res.data;
  throwIfProviderFailed(res, `iterations of idea ${ideaId}`);
  return null;
});

/** The catalyst's review of their challenge's ideas, or null when not theirs. */
export const getCatalystIdeas = cache(async (slug: string) => {
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/catalyst/ideas`, { schema: catalystIdeasSchema });
  if (res.ok) return res.data;
  throwIfProviderFailed(res, `catalyst ideas of ${slug}`);
  return null;
});
