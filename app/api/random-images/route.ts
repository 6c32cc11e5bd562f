// GET /api/random-images?keywords&format&total -> provider GET /random-images (spec 2 §7): the
// library ranked by the question's keywords, then chance.
import { z } from 'zod';
import { randomImageSchema, randomImagesQuerySchema } from '@/lib/challenges/image';
import { provider } from '@/server/bff/provider';
import { invalidInput, refuseCrossSite, relay } from '@/server/bff/route-guards';

export async function GET(request: Request) {
  const crossSite = await refuseCrossSite(request);
  if (crossSite) return crossSite;
  const query = randomImagesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return invalidInput(query.error);
  const res = await provider('/random-images', {
    query: { ...query.data },
    schema: z.array(randomImageSchema),
    image: true,
  });
  return relay(res);
}
