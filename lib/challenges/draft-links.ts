// Where a saved draft opens (spec 2 §4 'Choosing a saved draft replaces the form and jumps to step
// 2'): its own community's creation form, the test-idea route for a test-an-idea draft.
import type { DraftSummary } from '../contracts/drafts';
import { communityHref, type LinkContext } from '../routes/community-links';
import { href } from '../routes/table';

export function draftHref(
  links: LinkContext,
  draft: Pick<DraftSummary, 'id' | 'solution_format' | 'platform'>,
): string {
  const route = draft.solution_format === 'test-an-idea' ? href('challenges.test-idea') : href('challenges.create');
  return communityHref(links, draft.platform, `${route}?draft=${draft.id}`);
}
