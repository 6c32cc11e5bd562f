// POST /admin/mailer/message (spec 1 §6, §7; issue 21 §4): a global admin writes to one person, a
// role or a community's members. {preview: true} composes the message and counts its recipients
// without sending; otherwise every recipient who accepts these emails gets one through the outbox.
// Both are audited (mailer.preview, mailer.send).
import { Hono } from 'hono';
import { mailerMessageSchema } from '@/lib/contracts/mailer';
import { sendMailerMessage } from '../domain/mailer';
import { requireAdmin } from './admin-guards';
import { requireUser } from './auth';
import { fail, ok, parseBody } from './respond';
import type { AppEnv, Deps } from './types';

export function adminMailerRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/mailer/message', requireUser, requireAdmin, async (c) => {
    const body = await parseBody(c, mailerMessageSchema);
    if (!body.ok) return body.response;
    const result = await sendMailerMessage(db, config, body.data);
    if (!result.ok) return fail(c, result.status, [{ field: result.field, error: result.error }]);
    c.set('audit', {
      action: body.data.preview ? 'mailer.preview' : 'mailer.send',
      targetType: body.data.audience,
      targetId: result.targetId,
      details: { subject: body.data.subject, recipients: result.data.recipients, queued: result.data.queued },
    });
    return ok(c, result.data);
  });
  return app;
}
