// Publishing a challenge (POST /challenges, spec 2 §4, §7): on the community the catalyst chose
// (platform_domain), with a unique slug from the title, open from now for the chosen length, the
// catalyst's own idea stored as an ordinary idea for test-an-idea (anonymous until closing like
// every idea), the catalyst's ChallengePublished neurons in the ledger, and its saved draft removed.
// All in one transaction.
import { and, eq, like, or } from 'drizzle-orm';
import type { ChallengeCreateData } from '@/lib/contracts/challenge-create';
import type { FieldError } from '@/lib/contracts/errors';
import { categoryTraits, flattenCategories, type CategoryTraits } from '@/lib/challenges/categories';
import { challengeErrors } from '@/lib/challenges/validation';
import { isCaptionChallenge } from '@/lib/challenges/variants';
import { WHAT_ASSUMPTION_POINTS, WHAT_ASSUMPTION_REASON, whatAssumptionCount } from '@/lib/challenges/assumptions';
import { CATALYST_PUBLISH_POINTS, CATALYST_ROLE, CHALLENGE_PUBLISHED_REASON } from '@/lib/challenges/points';
import { durationDays, DAY_MS } from '@/lib/challenges/duration';
import { CREATE_MESSAGES } from '@/lib/challenges/messages';
import { maxUserIdeasFor } from '@/lib/challenges/idea-entry';
import type { Db, Tx } from '../db/client';
import { challenges, drafts, ideas } from '../db/schema';
import { uniqueViolationConstraint } from './accounts';
import { loadPlatformCategoryTree } from './categories';
import { findPlatform } from './platforms';
import { kebabSlug, uniqueSlug } from './slugs';
import type { UserRow } from './users';
import { awardPoints } from './points';
import { becomeDirectorOnFirstQuestion } from './directors';
import { InsufficientFunds } from './ledger';
import { holdPrizeMoney } from './prize-money';
import { prizeShortMessage } from '@/lib/payments';

export const UNKNOWN_COMMUNITY = 'This community does not exist.';
/** Two catalysts publishing equal titles at the same instant: the loser takes the next free slug. */
export const SLUG_ATTEMPTS = 5;
/** The creation flow publishes standard challenges; suggestion boxes (AMA) are made elsewhere. */
const PUBLISHED_FORMAT = 'standard';

export type PublishResult =
  { ok: true; slug: string; id: number } | { ok: false; status: 402 | 422; errors: FieldError[] };

export async function takenSlugs(db: Db | Tx, base: string): Promise<Set<string>> {
  // kebab slugs hold only [a-z0-9-], so the LIKE pattern has no wildcard to escape.
  const rows = await db
    .select({ slug: challenges.slug })
    .from(challenges)
    .where(or(eq(challenges.slug, base), like(challenges.slug, `${base}-%`)));
  return new Set(rows.map((row) => row.slug));
}

/**
 * The rules again, with what only the category can tell (spec 2 §2, §5): whether this is a caption
 * challenge (then its caption format) and a comedy one (then a suggested word). The body's schema
 * ran them with what the body claimed; here the category decides.
 */
function categoryRuleErrors(input: ChallengeCreateData, traits: CategoryTraits): FieldError[] {
  return challengeErrors({ ...input, caption: traits.caption, comedy: traits.comedy });
}

export async function publishChallenge(
  db: Db,
  catalyst: UserRow,
  input: ChallengeCreateData,
  now = new Date(),
): Promise<PublishResult> {
  const platform = await findPlatform(db, input.platform_domain);
  if (!platform) return { ok: false, status: 422, errors: [{ field: 'platform_domain', error: UNKNOWN_COMMUNITY }] };
  const tree = await loadPlatformCategoryTree(db, platform);
  const entry = flattenCategories(tree).find((e) => e.category.id === input.platform_category) ?? null;
  if (!entry)
    return { ok: false, status: 422, errors: [{ field: 'platform_category', error: CREATE_MESSAGES.categoryMissing }] };
  const traits = categoryTraits(entry);
  const improving = input.solution_format === 'improve-an-idea';
  const caption = isCaptionChallenge({ solution_format: input.solution_format, caption: traits.caption });
  const traitErrors = categoryRuleErrors(input, traits);
  if (traitErrors.length) return { ok: false, status: 422, errors: traitErrors };

  // The client's dates only carry the chosen length; the challenge opens now.
  const end = new Date(now.getTime() + Math.round(durationDays(input) * DAY_MS));
  const base = kebabSlug(input.question_title);

  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slug = uniqueSlug(base, await takenSlugs(tx, base));
        const [challenge] = await tx
          .insert(challenges)
          .values({
            slug,
            platformId: platform.id,
            catalystId: catalyst.id,
            questionTitle: input.question_title,
            questionDetail: input.question_detail,
            mainCategoryId: input.platform_category,
            solutionFormat: input.solution_format,
            challengeFormat: PUBLISHED_FORMAT,
            // 3 ideas per person, 10 in a suggestion box (spec 2 §5).
            maxUserIdeas: maxUserIdeasFor(PUBLISHED_FORMAT),
            innovationScale: input.innovation_scale,
            article: input.article,
            captionSolutionFormat: caption ? input.caption_solution_format : null,
            captionReactionType: caption ? (input.caption_reaction_type ?? 'funny') : null,
            location: traits.localCivics ? input.location : null,
            tags: [...new Set(input.tags)],
            improvePurpose: improving ? input.improve_purpose_idea || null : null,
            improveIdea: improving ? (input.idea ?? null) : null,
            assumptionWho: input.assumption_who || null,
            assumptionWhat: input.assumption_what || null,
            assumptionWhy: input.assumption_why || null,
            deepDives: input.deep_dives,
            // The article's picture stands in for a primary image while there is none (spec 2 §5).
            primaryImage: input.primary_image ?? input.article?.image_url ?? null,
            prizeType: input.prize_type,
            prizeMoneyCents: input.prize_money_cents,
            prizeTitle: input.prize_title || null,
            prizeDescription: input.prize_description || null,
            ideaEntryFeeCents: input.idea_entry_fee_cents,
            durationStart: now,
            durationEnd: end,
            isClosed: false,
            state: 'published',
            status: 'open',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: challenges.id, slug: challenges.slug });
        // A test idea hides among the crowd's; the idea to improve is part of the question instead.
        if (input.idea && !improving) {
          await tx.insert(ideas).values({
            challengeId: challenge.id,
            authorId: catalyst.id,
            title: input.idea.title,
            description: input.idea.description,
            createdAt: now,
            updatedAt: now,
          });
        }
        // The saved draft of this question is done with; only its owner's is removed.
        if (input.draft_id)
          await tx.delete(drafts).where(and(eq(drafts.id, input.draft_id), eq(drafts.ownerId, catalyst.id)));
        // A person's first question (new or re-nerved from a copy) makes them a director (spec 3 §1).
        // Before the award: it may update the open olympiad's row, and a row lock taken after the
        // ledger trigger's board lock (migration 0046) could deadlock with a closing olympiad.
        await becomeDirectorOnFirstQuestion(tx, {
          userId: catalyst.id,
          platformId: platform.id,
          challengeId: challenge.id,
          now,
        });
        const earned = (reason: string, points: number) => ({
          userId: catalyst.id,
          platformId: platform.id,
          role: CATALYST_ROLE,
          reason,
          points,
          contextType: 'challenge',
          contextId: challenge.id,
          createdAt: now,
        });
        await awardPoints(tx, [
          earned(CHALLENGE_PUBLISHED_REASON, CATALYST_PUBLISH_POINTS),
          // +12 for each 'What' assumption written (spec 2 issue: catalyst neurons per What assumption).
          ...Array.from({ length: whatAssumptionCount(input.deep_dives) }, () =>
            earned(WHAT_ASSUMPTION_REASON, WHAT_ASSUMPTION_POINTS),
          ),
        ]);
        // The prize money waits in the challenge's escrow until closing (issue 16 §4).
        await holdPrizeMoney(tx, {
          challengeId: challenge.id,
          catalystId: catalyst.id,
          totalCents: input.prize_money_cents,
          at: now,
        });
        return { ok: true as const, slug: challenge.slug, id: challenge.id };
      });
    } catch (err) {
      if (err instanceof InsufficientFunds)
        return {
          ok: false,
          status: 402,
          errors: [{ field: 'prize_money', error: prizeShortMessage(err.neededCents, err.balanceCents) }],
        };
      const constraint = uniqueViolationConstraint(err);
      if (constraint === null || !constraint.includes('challenges_slug') || attempt >= SLUG_ATTEMPTS) throw err;
    }
  }
}
