import 'server-only';
// The admins' email outbox for the web (issue 19 §4): personal admin reads, never cached.
import { outboxPageSchema, type OutboxFilter } from '@/lib/contracts/email';
import { throwIfProviderFailed } from './loaders';
import { provider } from './provider';

export async function getEmailOutbox(status: OutboxFilter) {
  const res = await provider('/admin/email-outbox', { query: { status }, schema: outboxPageSchema });
  throwIfProviderFailed(res, 'the email outbox');
  return res.ok ? res.data : null;
}
