// POST /api/challenges/{slug}/ideas/{id}/mentor-comments -> provider: a signed-in player gives
// advice on an idea (spec 2 §3 'Mentor comment'). The challenge's list of advice is expired at once.
import { mentorCommentCreatedSchema, mentorCommentEntrySchema } from '@/lib/contracts/mentoring';
import { expireMentoring } from '@/server/bff/mentoring';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string; id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug, id } = await params;
  const parsed = mentorCommentEntrySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(
    `/challenges/${encodeURIComponent(slug)}/ideas/${encodeURIComponent(id)}/mentor-comments`,
    { method: 'POST', body: parsed.data, schema: mentorCommentCreatedSchema },
  );
  if (!res.ok) return relayFailure(res);
  expireMentoring(res.data.challenge.slug);
  return relay(res, 201);
}
