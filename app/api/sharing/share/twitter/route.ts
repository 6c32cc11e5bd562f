// /api/sharing/share/twitter -> provider POST /sharing/share/twitter (spec 3 §7): posts the tweet
// and its thread through the connected X account; the browser needs data.shared === true.
import { tweetPostSchema, tweetResultSchema } from '@/lib/contracts/sharing';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = tweetPostSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/sharing/share/twitter', {
    method: 'POST',
    body: parsed.data,
    schema: tweetResultSchema,
  });
  return relay(res);
}
