// POST /api/feedback -> provider POST /feedback: the send-feedback form (spec 1 §2 /send-feedback),
// as JSON from FeedbackForm, or as a plain HTML form from the 'Page not found' page, which carries
// no script (its client code would load with every page of the community, the not-found boundary
// being part of each page). A plain form is answered with a redirect to send-feedback: 'sent', or
// the fields back to correct there.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { MESSAGES } from '@/lib/constants';
import { feedbackInputSchema } from '@/lib/contracts/feedback';
import { href } from '@/lib/routes/table';
import { provider } from '@/server/bff/provider';
import { guardMutation, invalidInput, relay } from '@/server/bff/route-guards';

const created = z.object({ id: z.number() });

export async function POST(request: Request) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) return fromPlainForm(request);
  const parsed = feedbackInputSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider('/feedback', { method: 'POST', body: parsed.data, schema: created });
  return relay(res, 201);
}

/** The path of the page the form was sent from (its Referer), or ''. */
function refererPath(request: Request): string {
  try {
    const url = new URL(request.headers.get('referer') ?? '');
    return `${url.pathname}${url.search}`;
  } catch {
    return '';
  }
}

async function fromPlainForm(request: Request) {
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const page = field('page') || refererPath(request);
  // A cached not-found page cannot know its address: the missing page is the one it was sent from.
  const feedback = field('feedback') || (field('about') === MESSAGES.pageNotFound ? page : '');
  const input = { about: field('about'), feedback, email: field('email'), page: page.slice(0, 500) };
  const parsed = feedbackInputSchema.safeParse(input);
  const res = parsed.success
    ? await provider('/feedback', { method: 'POST', body: parsed.data, schema: created })
    : null;
  const target = res?.ok
    ? href('send-feedback', {}, { sent: '1' })
    : href('send-feedback', {}, { about: input.about, feedback: input.feedback });
  // A relative Location: behind the proxy's rewrite, request.url names the internal address.
  return new NextResponse(null, { status: 303, headers: { location: target } });
}
