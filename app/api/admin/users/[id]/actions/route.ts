// POST /api/admin/users/{id}/actions -> provider POST /admin/users/{id}/actions (issue 21 §1): an
// admin suspends or restores a person, grants or revokes platform ambassador, or resets their
// trust score. The provider checks the admin and writes the audit row.
import { ADMIN_TEXTS, adminUserRowSchema, userActionSchema } from '@/lib/contracts/admin';
import { revalidateTag } from 'next/cache';
import { viewerTag } from '@/server/bff/personal-cache';
import { provider } from '@/server/bff/provider';
import { errorResponse, guardMutation, invalidInput, pathId, relay } from '@/server/bff/route-guards';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const stop = await guardMutation(request);
  if (stop) return stop;
  const id = pathId.safeParse((await params).id);
  if (!id.success) return errorResponse(404, ADMIN_TEXTS.userNotFound);
  const parsed = userActionSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return invalidInput(parsed.error);
  const res = await provider(`/admin/users/${id.data}/actions`, {
    method: 'POST',
    body: parsed.data,
    schema: adminUserRowSchema,
  });
  // The person's own kept reads (roles, suspension) expire on every web process at once.
  if (res.ok) revalidateTag(viewerTag(id.data), { expire: 0 });
  return relay(res, 200, { 'cache-control': 'no-store' });
}
