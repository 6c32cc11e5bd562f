// Opening an ask-me-anything box (POST /suggestion-box/ama; spec 2 §1, §2 suggestion-box.ama): a
// published challenge with solution_format 'ama' and challenge_format 'suggestion' on the chosen
// community, 10 questions per person (spec 2 §5), open from now for a preset length. Like every
// published challenge it earns the catalyst ChallengePublished neurons, in the same transaction.
// One open box per person: suggestion-box.ama names a box by its catalyst alone, and it keeps the
// publishing neurons from being farmed with empty boxes. A first box makes its owner a director.
import { and, eq } from 'drizzle-orm';
import type { AmaCreated } from '@/lib/contracts/ama';
import { AMA_MESSAGES, amaCreateSchema } from '@/lib/contracts/ama';
import type { z } from 'zod';
import type { FieldError } from '@/lib/contracts/errors';
import { DAY_MS } from '@/lib/challenges/duration';
import { maxUserIdeasFor } from '@/lib/challenges/idea-entry';
import { CATALYST_PUBLISH_POINTS, CATALYST_ROLE, CHALLENGE_PUBLISHED_REASON } from '@/lib/challenges/points';
import type { Db } from '../db/client';
import { challenges } from '../db/schema';
import { uniqueViolationConstraint } from './accounts';
import { isClosedRow } from './challenge-filters';
import { SLUG_ATTEMPTS, takenSlugs } from './challenge-publish';
import { findPlatform } from './platforms';
import { kebabSlug, uniqueSlug } from './slugs';
import type { UserRow } from './users';
import { awardPoints } from './points';
import { becomeDirectorOnFirstQuestion } from './directors';

export const AMA_FORMAT = { solution: 'ama', challenge: 'suggestion' } as const;

export type AmaResult = { ok: true; created: AmaCreated } | { ok: false; status: 409 | 422; errors: FieldError[] };

/** The catalyst's open AMA box, newest first, or null. */
export async function openAmaBox(db: Db, catalystId: number, now = new Date()) {
  const rows = await db
    .select()
    .from(challenges)
    .where(
      and(
        eq(challenges.catalystId, catalystId),
        eq(challenges.solutionFormat, AMA_FORMAT.solution),
        eq(challenges.state, 'published'),
      ),
    );
  return (
    rows
      .filter((row) => !isClosedRow(row, now))
      .sort((a, b) => b.durationStart.getTime() - a.durationStart.getTime())[0] ?? null
  );
}

export async function createAmaBox(
  db: Db,
  catalyst: UserRow,
  input: z.output<typeof amaCreateSchema>,
  now = new Date(),
): Promise<AmaResult> {
  const platform = await findPlatform(db, input.platform_domain);
  if (!platform)
    return { ok: false, status: 422, errors: [{ field: 'platform_domain', error: AMA_MESSAGES.unknownCommunity }] };
  if (await openAmaBox(db, catalyst.id, now))
    return { ok: false, status: 409, errors: [{ field: '*', error: AMA_MESSAGES.alreadyOpen }] };
  const base = kebabSlug(input.question_title);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slug = uniqueSlug(base, await takenSlugs(tx, base));
        const [row] = await tx
          .insert(challenges)
          .values({
            slug,
            platformId: platform.id,
            catalystId: catalyst.id,
            questionTitle: input.question_title,
            questionDetail: input.question_detail,
            solutionFormat: AMA_FORMAT.solution,
            challengeFormat: AMA_FORMAT.challenge,
            maxUserIdeas: maxUserIdeasFor(AMA_FORMAT.challenge),
            // The catalyst is the subject: the box's pages and share image show their avatar.
            primaryImage: null,
            durationStart: now,
            durationEnd: new Date(now.getTime() + input.duration_days * DAY_MS),
            // Mentor pay: each question pays this from the asker's wallet into the box's escrow.
            ideaEntryFeeCents: input.entry_fee_cents,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: challenges.id, slug: challenges.slug });
        // An AMA box is a published question (spec 2 §1 lists it among the challenge types), so a
        // person's first one makes them a director like any first question (spec 3 §1); before the
        // award, as in challenge-publish.ts (lock order with a closing olympiad).
        await becomeDirectorOnFirstQuestion(tx, {
          userId: catalyst.id,
          platformId: platform.id,
          challengeId: row.id,
          now,
        });
        await awardPoints(tx, {
          userId: catalyst.id,
          platformId: platform.id,
          role: CATALYST_ROLE,
          reason: CHALLENGE_PUBLISHED_REASON,
          points: CATALYST_PUBLISH_POINTS,
          contextType: 'challenge',
          contextId: row.id,
          createdAt: now,
        });
        return { ok: true as const, created: { slug: row.slug, id: row.id, platform: platform.slug } };
      });
    } catch (err) {
      const constraint = uniqueViolationConstraint(err);
      if (constraint === null || !constraint.includes('challenges_slug') || attempt >= SLUG_ATTEMPTS) throw err;
    }
  }
}
