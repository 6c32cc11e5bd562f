// The browser's calls for server drafts (spec 2 §4, §7): save (create on the first Save, update
// later; a draft removed elsewhere is created again), open and list. Publishing removes the draft
// (draft_id in the body of POST /challenges).
import { ApiError, api } from '@/lib/client/api';
import type { Draft, DraftSummary } from '@/lib/contracts/drafts';
import type { ChallengeDraft } from '@/lib/challenges/draft';

export async function saveServerDraft(draft: ChallengeDraft, platform: string): Promise<number> {
  const content = { challenge: { ...draft }, platform };
  if (draft.server_draft_id) {
    try {
      return (await api<Draft>(`/drafts/${draft.server_draft_id}`, { method: 'PUT', body: { content } })).id;
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    }
  }
  return (
    await api<Draft>('/drafts', {
      method: 'POST',
      body: { content, origin: 'challenge-creation-flow', draft_type: 'challenge' },
    })
  ).id;
}

export const fetchServerDraft = (id: number) => api<Draft>(`/drafts/${id}`);

export const listServerDrafts = (origins: readonly DraftSummary['origin'][]) =>
  api<DraftSummary[]>(`/drafts?origin=${origins.join(',')}`);

/** `?draft={id}` on a creation route opens that saved draft (the list links there). */
export function draftIdFromLocation(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('draft'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
