// Survey replies (spec 1 §7 POST /surveys, spec 2 §2 challenges.survey): an anonymous answer to a
// challenge that takes them (lib/challenges/survey.ts surveyModeOffered), and the catalyst's list.
// Nothing about the sender is stored.
import { and, count, desc, eq } from 'drizzle-orm';
import { FLAG } from '@/lib/contracts/flags';
import type { FieldError } from '@/lib/contracts/errors';
import type { SurveyReplies, SurveyReplyCreated } from '@/lib/contracts/survey';
import { SURVEY_MESSAGES, SURVEY_REPLIES_SHOWN, surveyModeOffered } from '@/lib/challenges/survey';
import type { Db } from '../db/client';
import { categories, challenges, surveyReplies } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import { isFlagEnabled } from './flags';
import type { UserRow } from './users';

type Status = 403 | 404 | 409;
type Refusal = { ok: false; status: Status; errors: FieldError[] };
const refuse = (status: Status, error: string): Refusal => ({ ok: false, status, errors: [{ field: '*', error }] });

async function findPublished(db: Db, slug: string) {
  const [row] = await db
    .select({ challenge: challenges, category: { slug: categories.slug, name: categories.name } })
    .from(challenges)
    .leftJoin(categories, eq(categories.id, challenges.mainCategoryId))
    .where(and(eq(challenges.slug, slug), eq(challenges.state, 'published')))
    .limit(1);
  return row ?? null;
}

export async function createSurveyReply(
  db: Db,
  input: { challenge: string; answer: string },
  now = new Date(),
): Promise<{ ok: true; reply: SurveyReplyCreated } | Refusal> {
  const found = await findPublished(db, input.challenge);
  if (!found) return refuse(404, SURVEY_MESSAGES.notFound);
  const { challenge, category } = found;
  const closed = isClosedRow(challenge, now);
  if (closed) return refuse(409, SURVEY_MESSAGES.closed);
  const facts = {
    solution_format: challenge.solutionFormat,
    caption_solution_format: challenge.captionSolutionFormat,
    main_category: category,
    closed,
    idea_entry_fee_cents: challenge.ideaEntryFeeCents,
  };
  // The survey-mode flag as the challenge's community runs it (issue 21 §6), as its page shows it.
  if (!surveyModeOffered(facts, await isFlagEnabled(db, FLAG.surveyModeLink, challenge.platformId)))
    return refuse(403, SURVEY_MESSAGES.notOffered);
  const [reply] = await db
    .insert(surveyReplies)
    .values({ challengeId: challenge.id, answer: input.answer, createdAt: now })
    .returning({ id: surveyReplies.id });
  return {
    ok: true,
    reply: { id: reply.id, challenge: { slug: challenge.slug, question_title: challenge.questionTitle } },
  };
}

/** The catalyst's replies, newest first; only the challenge's owner reads them (spec 3 §5, §8). */
export async function listSurveyReplies(
  db: Db,
  user: UserRow,
  slug: string,
): Promise<{ ok: true; replies: SurveyReplies } | Refusal> {
  const found = await findPublished(db, slug);
  if (!found) return refuse(404, SURVEY_MESSAGES.notFound);
  if (found.challenge.catalystId !== user.id) return refuse(403, SURVEY_MESSAGES.notOwner);
  const id = found.challenge.id;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(surveyReplies)
      .where(eq(surveyReplies.challengeId, id))
      .orderBy(desc(surveyReplies.createdAt), desc(surveyReplies.id))
      .limit(SURVEY_REPLIES_SHOWN),
    db.select({ total: count() }).from(surveyReplies).where(eq(surveyReplies.challengeId, id)),
  ]);
  return {
    ok: true,
    replies: {
      total,
      replies: rows.map((r) => ({ id: r.id, answer: r.answer, created_at: r.createdAt.toISOString() })),
    },
  };
}
