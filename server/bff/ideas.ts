import 'server-only';
// The signed-in player's idea allowance in one challenge (GET /challenges/{slug}/my-ideas), read
// per request for the 'Enter your idea' form; never on the visitor cache, which reads no cookies.
import { ideaAllowanceSchema, type IdeaAllowance } from '@/lib/contracts/idea';
import { provider } from './provider';

export async function getMyIdeaAllowance(slug: string): Promise<IdeaAllowance | null> {
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/my-ideas`, {
    schema: ideaAllowanceSchema,
    personal: { tags: [`challenge:${slug}`] },
  });
  return res.ok ? res.data : null;
}
