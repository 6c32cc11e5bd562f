// Messages from the send-feedback page (also 'Page not found' reports), stored for the team.
import type { FeedbackInput } from '@/lib/contracts/feedback';
import type { Db } from '../db/client';
import { feedback } from '../db/schema';

/** Stores one message; `userId` is null for a signed-out sender. */
export async function recordFeedback(db: Db, userId: number | null, input: FeedbackInput): Promise<{ id: number }> {
  const [row] = await db
    .insert(feedback)
    .values({
      userId,
      about: input.about,
      message: input.feedback,
      email: input.email || null,
      page: input.page ?? null,
    })
    .returning({ id: feedback.id });
  return { id: row.id };
}
