// X sends the browser back here after the user allowed (or refused) the connection. The provider
// trades the code with the PKCE verifier it kept; the state binds it to the user who started.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { href } from '@/lib/routes/table';
import { provider } from '@/server/bff/provider';

export async function GET(request: Request) {
  const url = new URL(request.url);
  const back = (result: string) => NextResponse.redirect(new URL(href('account.social', {}, { x: result }), url));
  const state = url.searchParams.get('state');
  const code = url.searchParams.get('code');
  if (!state || !code) return back('cancelled');
  const res = await provider('/sharing/social/twitter/callback', {
    method: 'POST',
    body: { state, code },
    schema: z.object({ handle: z.string() }),
  });
  return back(res.ok ? 'connected' : 'failed');
}
