// Issue 19 §4, §5: a reset link works once and expires after 1 hour, and ends every session;
// preferences switch each kind of email off (security mail is always sent); one-click
// unsubscribe; verification, change of email, resend and invitations.
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_RESET_TTL_MS, RECOVERY_TEXTS } from '@/lib/contracts/account';
import { EMAIL_KINDS, preferenceOfKind, type EmailKind } from '@/lib/contracts/email';
import { EMAIL_PREFERENCES } from '@/lib/contracts/preferences';
import { accessTokens, accountSessions, emailOutbox, users } from '@/server/provider/db/schema';
import { authenticate } from '@/server/provider/domain/accounts';
import { queueEmail } from '@/server/provider/domain/email-outbox';
import { composeEmail } from '@/server/provider/email/compose';
import { settleAfterResponse } from '@/server/provider/accounts/after-response';
import { createAccountSession } from '@/server/provider/accounts/session';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return provider.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

async function lastMailTo(address: string) {
  const [row] = await provider.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
}

/** The reset link mailed to this user at `now`. */
async function resetLinkFor(email: string, now?: Date) {
  const { requestPasswordReset } = await import('@/server/provider/domain/account-recovery');
  await requestPasswordReset(provider.database.db, provider.config, email, now);
  const mail = await lastMailTo(email);
  expect(mail.kind).toBe('password-reset');
  return new URL(linkIn(mail.text, '/accounts/reset'));
}

describe('password reset', () => {
  test('"Forgot password?" on the gateway mails a link; unknown emails get the same answer and no mail', async () => {
    const gateway = await (await provider.app.request('/accounts/gateway')).text();
    expect(gateway).toContain('href="/accounts/forgot">Forgot password?</a>');
    const user = await demoUser(provider, 'MayaChen');
    const known = await form('/accounts/forgot', { email: user.email.toUpperCase() });
    const unknown = await form('/accounts/forgot', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    // The same page, word for word: the look-up happens after the answer.
    const [knownPage, unknownPage] = [await known.text(), await unknown.text()];
    expect(knownPage).toContain(RECOVERY_TEXTS.resetSent);
    expect(knownPage).toBe(unknownPage);
    await settleAfterResponse();
    expect((await lastMailTo(user.email)).subject).toBe('Reset your Nervus password');
    expect(await lastMailTo('nobody-here@example.com')).toBeUndefined();
  });

  test('one email gets at most 3 reset links an hour; the fourth answer is the same, with no mail', async () => {
    const user = await demoUser(provider, 'JunoPark');
    const count = async () =>
      (await provider.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).filter(
        (m) => m.kind === 'password-reset',
      ).length;
    const before = await count();
    const pages: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await form('/accounts/forgot', { email: user.email });
      expect(res.status).toBe(200);
      pages.push(await res.text());
    }
    await settleAfterResponse();
    expect(new Set(pages).size).toBe(1);
    expect((await count()) - before).toBe(3);
  });

  test('a reset token works once, stores only its hash, and ends every session of the account', async () => {
    const user = await demoUser(provider, 'MayaChen');
    const db = provider.database.db;
    const bearer = await tokenFor(provider, 'MayaChen');
    await createAccountSession(db, user.id);
    const link = await resetLinkFor(user.email);
    const token = link.searchParams.get('token')!;
    const { accountTokens } = await import('@/server/provider/db/schema');
    const stored = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);

    const page = await provider.app.request(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose a new password');

    const mismatch = await form('/accounts/reset', { token, password: 'brand-new-pass', confirm: 'other-pass-1' });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.text()).toContain(RECOVERY_TEXTS.passwordsDiffer);

    const done = await form('/accounts/reset', { token, password: 'brand-new-pass', confirm: 'brand-new-pass' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(RECOVERY_TEXTS.resetDone);
    expect(await authenticate(db, user.email, 'brand-new-pass')).not.toBeNull();
    expect(await db.select().from(accessTokens).where(eq(accessTokens.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(accountSessions).where(eq(accountSessions.userId, user.id))).toHaveLength(0);
    expect((await provider.request('/me/detailed', { token: bearer })).status).toBe(401);

    const again = await form('/accounts/reset', { token, password: 'third-password', confirm: 'third-password' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(RECOVERY_TEXTS.resetInvalid);
    expect(await authenticate(db, user.email, 'third-password')).toBeNull();
  });

  test('a reset token works until 1 hour and not after', async () => {
    const user = await demoUser(provider, 'MayaChen');
    const { resetPassword } = await import('@/server/provider/domain/account-recovery');
    const issued = new Date(Date.now() - PASSWORD_RESET_TTL_MS + 60_000);
    const fresh = (await resetLinkFor(user.email, issued)).searchParams.get('token')!;
    // 59 minutes after: still good.
    expect((await resetPassword(provider.database.db, fresh, 'pass-at-59-min', 'pass-at-59-min')).ok).toBe(true);

    const old = new Date(Date.now() - PASSWORD_RESET_TTL_MS - 1000);
    const stale = (await resetLinkFor(user.email, old)).searchParams.get('token')!;
    expect((await provider.app.request(`/accounts/reset?token=${stale}`)).status).toBe(400);
    const late = await resetPassword(provider.database.db, stale, 'too-late-pass', 'too-late-pass');
    expect(late.ok).toBe(false);
  });

  test('a newer link retires the older one', async () => {
    const user = await demoUser(provider, 'MayaChen');
    const first = (await resetLinkFor(user.email)).searchParams.get('token')!;
    await resetLinkFor(user.email);
    expect((await provider.app.request(`/accounts/reset?token=${first}`)).status).toBe(400);
  });
});

describe('email preferences', () => {
  const kinds = Object.keys(EMAIL_KINDS) as EmailKind[];

  test.each(EMAIL_PREFERENCES.map((p) => p.key))('switching %s off stops exactly its kinds', async (key) => {
    const db = provider.database.db;
    const user = await demoUser(provider, 'TheoBrooks');
    const token = await tokenFor(provider, 'TheoBrooks');
    const all = Object.fromEntries(EMAIL_PREFERENCES.map((p) => [p.key, p.key !== key]));
    expect((await provider.request('/me/preferences', { method: 'PUT', token, body: all })).status).toBe(200);
    for (const kind of kinds) {
      const id = await queueEmail(db, {
        to: user.email,
        toUserId: user.id,
        subject: kind,
        text: 't',
        html: '<p>t</p>',
        kind,
      });
      const pref = preferenceOfKind(kind);
      if (pref === key) expect(id).toBeNull();
      else expect(id).not.toBeNull();
    }
  });

  test('security mail is sent even with every preference off, and carries no unsubscribe link', async () => {
    const user = await demoUser(provider, 'TheoBrooks');
    const token = await tokenFor(provider, 'TheoBrooks');
    const none = Object.fromEntries(EMAIL_PREFERENCES.map((p) => [p.key, false]));
    await provider.request('/me/preferences', { method: 'PUT', token, body: none });
    await resetLinkFor(user.email);
    const mail = composeEmail(await lastMailTo(user.email), provider.config);
    expect(mail.unsubscribe).toBeNull();
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
  });

  test('the one-click unsubscribe link switches its preference off, and a forged one is refused', async () => {
    const db = provider.database.db;
    const user = await demoUser(provider, 'AdaLovelace');
    const id = await queueEmail(db, {
      to: user.email,
      toUserId: user.id,
      subject: 'Rated',
      text: 't',
      html: '<p>t</p>',
      kind: 'idea-rated',
    });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    const mail = composeEmail(row, provider.config);
    expect(mail.headers['List-Unsubscribe']).toBe(`<${mail.unsubscribe}>`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(mail.unsubscribe!);
    const forged = new URL(url);
    forged.searchParams.set('u', String(user.id + 1));
    expect((await form(`${forged.pathname}${forged.search}`, { 'List-Unsubscribe': 'One-Click' })).status).toBe(400);
    const res = await form(`${url.pathname}${url.search}`, { 'List-Unsubscribe': 'One-Click' });
    expect(res.status).toBe(200);
    const [after] = await db.select({ p: users.preferences }).from(users).where(eq(users.id, user.id));
    expect(after.p.email_idea_rated).toBe(false);
    expect(
      await queueEmail(db, {
        to: user.email,
        toUserId: user.id,
        subject: 'x',
        text: 't',
        html: 't',
        kind: 'idea-rated',
      }),
    ).toBeNull();
  });
});

describe('verification, change of email, invitations', () => {
  test('sign-up mails a confirmation link; following it confirms the email; resend sends a new one', async () => {
    const signup = {
      email: 'verify.me@example.com',
      password: 'long-enough-1',
      screen_name: 'VerifyMe',
      first_name: 'Vera',
    };
    expect((await provider.request('/account/signup', { body: signup })).status).toBe(201);
    const first = await lastMailTo('verify.me@example.com');
    expect(first.kind).toBe('email-verify');
    const token = await tokenFor(provider, 'VerifyMe');
    const resend = await dataOf(
      await provider.request('/account/resend', { token, body: {} }),
      200,
      z.object({ message: z.string() }),
    );
    expect(resend.message).toBe(RECOVERY_TEXTS.verificationSent);
    // The first link was retired by the second.
    const oldLink = new URL(linkIn(first.text, '/accounts/verify'));
    expect((await provider.app.request(`${oldLink.pathname}${oldLink.search}`)).status).toBe(400);
    const link = new URL(linkIn((await lastMailTo('verify.me@example.com')).text, '/accounts/verify'));
    expect((await provider.app.request(`${link.pathname}${link.search}`)).status).toBe(200);
    const account = await (await provider.request('/me/detailed', { token })).json();
    expect(account.data.user.email_verified).toBe(true);
  });

  test('change of email needs the current password and takes effect from the new address', async () => {
    const db = provider.database.db;
    const user = await demoUser(provider, 'VerifyMe');
    const session = await createAccountSession(db, user.id);
    const cookie = { cookie: `nv_accounts=${session}` };
    const wrong = await form(
      '/accounts/email',
      { email: 'new.vera@example.com', current_password: 'nope-nope' },
      cookie,
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain(RECOVERY_TEXTS.currentWrong);
    const okRes = await form(
      '/accounts/email',
      { email: 'new.vera@example.com', current_password: 'long-enough-1' },
      cookie,
    );
    expect(await okRes.text()).toContain(RECOVERY_TEXTS.emailChangeSent);
    expect((await lastMailTo('verify.me@example.com')).subject).toBe('Your Nervus email is being changed');
    const link = new URL(linkIn((await lastMailTo('new.vera@example.com')).text, '/accounts/email/confirm'));
    expect((await provider.app.request(`${link.pathname}${link.search}`)).status).toBe(200);
    expect((await demoUser(provider, 'VerifyMe')).email).toBe('new.vera@example.com');
    expect((await provider.app.request(`${link.pathname}${link.search}`)).status).toBe(400);
  });

  test('change of password needs the current one; signed-out visitors are sent to sign in', async () => {
    const db = provider.database.db;
    const user = await demoUser(provider, 'VerifyMe');
    expect((await provider.app.request('/accounts/password')).status).toBe(302);
    const cookie = { cookie: `nv_accounts=${await createAccountSession(db, user.id)}` };
    const wrong = await form(
      '/accounts/password',
      { current_password: 'nope', password: 'another-pass', confirm: 'another-pass' },
      cookie,
    );
    expect(wrong.status).toBe(422);
    // A change of email asked before the change of password must not survive it.
    await form('/accounts/email', { email: 'pending.vera@example.com', current_password: 'long-enough-1' }, cookie);
    const pending = new URL(linkIn((await lastMailTo('pending.vera@example.com')).text, '/accounts/email/confirm'));
    const done = await form(
      '/accounts/password',
      { current_password: 'long-enough-1', password: 'another-pass', confirm: 'another-pass' },
      cookie,
    );
    expect(await done.text()).toContain(RECOVERY_TEXTS.passwordChanged);
    expect(await authenticate(db, 'new.vera@example.com', 'another-pass')).not.toBeNull();
    // Every session ended with the old password, and the pending link is dead.
    expect((await provider.app.request('/accounts/password', { headers: cookie })).status).toBe(302);
    expect((await provider.app.request(`${pending.pathname}${pending.search}`)).status).toBe(400);
    expect((await demoUser(provider, 'VerifyMe')).email).toBe('new.vera@example.com');
  });

  test('POST /account/signup/invite mails a sign-up link that credits the inviter; members are refused', async () => {
    const inviter = await demoUser(provider, 'MayaChen');
    const token = await tokenFor(provider, 'MayaChen');
    const res = await provider.request('/account/signup/invite', {
      token,
      body: { email: 'friend@example.com', message: 'Join my team!' },
    });
    expect(res.status).toBe(200);
    const mail = await lastMailTo('friend@example.com');
    expect(mail.kind).toBe('invite');
    expect(mail.text).toContain(`/accounts/signup?scout_id=${inviter.id}`);
    expect(mail.text).toContain('Join my team!');
    const member = await demoUser(provider, 'AdaLovelace');
    const refused = await errorsOf(
      await provider.request('/account/signup/invite', { token, body: { email: member.email } }),
      409,
    );
    expect(refused.errors[0].field).toBe('email');
    expect((await provider.request('/account/signup/invite', { body: { email: 'x@example.com' } })).status).toBe(401);
  });

  test('confirmation links: 5 an hour per account, the sixth is 429 with Retry-After and no mail', async () => {
    const signup = { email: 'resend.limit@example.com', password: 'long-enough-1', screen_name: 'ResendLimit' };
    expect((await provider.request('/account/signup', { body: { ...signup, first_name: 'Rex' } })).status).toBe(201);
    const token = await tokenFor(provider, 'ResendLimit');
    for (let i = 0; i < 5; i++)
      expect((await provider.request('/account/resend', { token, body: {} })).status).toBe(200);
    const before = await lastMailTo('resend.limit@example.com');
    const refused = await provider.request('/account/resend', { token, body: {} });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await lastMailTo('resend.limit@example.com')).id).toBe(before.id);
  });

  test('one address gets at most 3 invitations a day, whoever sends them', async () => {
    const send = async (who: string) =>
      provider.request('/account/signup/invite', {
        token: await tokenFor(provider, who),
        body: { email: 'popular@example.com' },
      });
    for (const who of ['MayaChen', 'AdaLovelace', 'LiamWalsh']) expect((await send(who)).status).toBe(200);
    const refused = await send('JunoPark');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
