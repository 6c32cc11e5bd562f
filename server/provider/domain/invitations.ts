// Invitations (spec 1 §7 POST /account/signup/invite; issue 19 §5): a player invites someone by
// email; the mail carries a sign-up link that credits the inviter as scout (scout_id, spec 1 §2).
import { INVITE_TEXTS, type InviteInput } from '@/lib/contracts/email';
import type { FieldError } from '@/lib/contracts/errors';
import type { ProviderConfig } from '../config';
import type { Db } from '../db/client';
import { invitationEmail } from '../email/templates/account';
import { queueEmail } from './email-outbox';
import { findUserByEmail, type UserRow } from './users';

export async function invite(
  db: Db,
  config: Pick<ProviderConfig, 'ACCOUNTS_PUBLIC_URL'>,
  inviter: UserRow,
  input: InviteInput,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; status: 409; errors: FieldError[] }> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(db, email))
    return { ok: false, status: 409, errors: [{ field: 'email', error: INVITE_TEXTS.member }] };
  const link = `${config.ACCOUNTS_PUBLIC_URL.replace(/\/+$/, '')}/accounts/signup?${new URLSearchParams({ scout_id: String(inviter.id) })}`;
  const name = [inviter.firstName, inviter.lastName].filter(Boolean).join(' ') || `@${inviter.screenName}`;
  await queueEmail(db, { to: email, kind: 'invite', ...invitationEmail(name, input.message || undefined, link) }, now);
  return { ok: true };
}
