'use client';
// The catalyst's 'Copy this challenge' (spec 2 §4): a new saved draft with the same question and
// none of the ideas, opened in the creation form of the challenge's own community.
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import type { Draft } from '@/lib/contracts/drafts';
import { communityHref, type LinkContext } from '@/lib/routes/community-links';
import { href } from '@/lib/routes/table';
import { useHydrated } from '../../ui/useHydrated';
import { useUi } from '../../ui/UiProvider';

export function CopyChallengeButton({ slug, links }: { slug: string; links: LinkContext }) {
  const [busy, setBusy] = useState(false);
  const { toast } = useUi();
  const ready = useHydrated();

  async function copy() {
    setBusy(true);
    try {
      const draft = await api<Draft>(`/challenges/${encodeURIComponent(slug)}/duplicate`, { method: 'POST' });
      const route = draft.solution_format === 'test-an-idea' ? href('challenges.test-idea') : href('challenges.create');
      window.location.assign(communityHref(links, draft.platform, `${route}?draft=${draft.id}`));
    } catch (err) {
      toast(errorMessage(err), 'error');
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-ghost btn-sm" onClick={copy} disabled={busy || !ready} aria-busy={busy}>
      {busy ? 'Copying...' : 'Copy this challenge'}
    </button>
  );
}
