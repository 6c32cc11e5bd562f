// POST /api/challenges/{slug}/send -> provider POST /challenges/{slug}/send: the catalyst sends
// the ideas by email (spec 2 §7); the provider queues them in its outbox.
import { sendIdeasResultSchema, sendIdeasSchema } from '@/lib/contracts/challenge-send';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay, relayFailure } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const { slug } = await params;
  const parsed = sendIdeasSchema.safeParse(await request.json().catch(() => null));
  // The contract's messages are the spec's one text for this form (spec 2 §8).
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/challenges/${encodeURIComponent(slug)}/send`, {
    method: 'POST',
    body: parsed.data,
    schema: sendIdeasResultSchema,
  });
  if (!res.ok) return relayFailure(res);
  return relay(res, 201);
}
