import { NextResponse } from 'next/server';
import { z } from 'zod';
import { feedbackInputSchema } from '@/lib/contracts/feedback';
import { provider } from '@/server/bff/provider';
import { issueText } from '@/lib/contracts/errors';
import { guardMutation } from '@/server/bff/route-guards';

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const parsed = feedbackInputSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return NextResponse.json(
      { errors: parsed.error.issues.map((i) => ({ field: i.path.join('.') || '*', error: issueText(i) })) },
      { status: 422 },
    );
  }
  const res = await provider('/feedback', { method: 'POST', body: parsed.data, schema: z.object({ id: z.number() }) });
  if (!res.ok) return NextResponse.json({ errors: res.errors }, { status: res.status });
  return NextResponse.json({ data: res.data }, { status: 201 });
}
