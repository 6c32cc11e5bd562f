// GET /api/notifications -> provider GET /me/notification (spec 1 §7): the bell's list.
import { notificationListSchema, notificationsQuerySchema } from '@/lib/contracts/social';
import { provider } from '@/server/bff/provider';
import { invalidInput, relay } from '@/server/bff/route-guards';

export async function GET(request: Request) {
  const url = new URL(request.url);
  const parsed = notificationsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return invalidInput(parsed.error);
  return relay(await provider('/me/notification', { query: parsed.data, schema: notificationListSchema }));
}
