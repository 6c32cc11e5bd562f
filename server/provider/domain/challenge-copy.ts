// Copying a challenge (spec 2 §4, §7 POST /challenges/{slug}/duplicate): its catalyst gets a new
// saved draft with the same question, without the ideas, to edit and publish again.
import { and, eq } from 'drizzle-orm';
import { copyOfChallenge } from '@/lib/challenges/draft-copy';
import { DAY_MS } from '@/lib/challenges/duration';
import type { Draft } from '@/lib/contracts/drafts';
import type { Db } from '../db/client';
import { challenges, platforms } from '../db/schema';
import { createDraft } from './drafts';
import type { UserRow } from './users';

export type CopyResult = { ok: true; draft: Draft } | { ok: false; status: 403 | 404 };

export async function copyChallengeToDraft(db: Db, user: UserRow, slug: string, now = new Date()): Promise<CopyResult> {
  const [row] = await db
    .select({ challenge: challenges, platform: platforms.slug })
    .from(challenges)
    .innerJoin(platforms, eq(platforms.id, challenges.platformId))
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')));
  if (!row) return { ok: false, status: 404 };
  const c = row.challenge;
  if (c.catalystId !== user.id) return { ok: false, status: 403 };
  const form = copyOfChallenge(
    {
      solution_format: c.solutionFormat,
      category_id: c.mainCategoryId,
      question_title: c.questionTitle,
      question_detail: c.questionDetail,
      innovation_scale: c.innovationScale,
      article: c.article ?? null,
      prize_type: c.prizeType,
      prize_money_cents: c.prizeMoneyCents,
      prize_title: c.prizeTitle,
      prize_description: c.prizeDescription,
      idea_entry_fee_cents: c.ideaEntryFeeCents,
      duration_days: Math.round((c.durationEnd.getTime() - c.durationStart.getTime()) / DAY_MS),
      assumptions: { who: c.assumptionWho, what: c.assumptionWhat, why: c.assumptionWhy },
      deep_dives: c.deepDives,
      primary_image: c.primaryImage,
      caption_solution_format: c.captionSolutionFormat,
      location: c.location,
      improve_purpose_idea: c.improvePurpose,
      improve_idea: c.improveIdea,
    },
    now,
  );
  const draft = await createDraft(
    db,
    user.id,
    {
      content: { challenge: { ...form }, platform: row.platform },
      origin: 'challenge-creation-flow',
      draft_type: 'challenge',
    },
    now,
  );
  return { ok: true, draft };
}
