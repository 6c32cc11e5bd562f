// The admin dashboards' calls (issue 21): only global admins use them (an ambassador or a player
// gets 403), a suspended user's existing token stops working at once, user search finds partial
// names, the feedback inbox groups Page-not-found reports, and each action writes one audit row.
import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '@/server/provider/db/schema';
import { z } from 'zod';
import {
  ADMIN_TEXTS,
  adminUserDetailSchema,
  adminUserRowSchema,
  auditEntrySchema,
  feedbackGroupSchema,
  feedbackItemSchema,
} from '@/lib/contracts/admin';
import { SHADOW_CONFIRM_HEADER } from '@/lib/constants';
import { flagSchema } from '@/lib/contracts/flags';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

jest.setTimeout(90_000);

let provider: TestProvider;
let adminToken: string;
beforeAll(async () => {
  provider = await createTestProvider();
  adminToken = await tokenFor(provider, 'admin');
});
afterAll(async () => {
  await provider.close();
});

const audit = async (query = '') =>
  dataOf(await provider.request(`/admin/audit${query}`, { token: adminToken }), 200, z.array(auditEntrySchema));

const ADMIN_CALLS: [method: string, path: string, body?: unknown][] = [
  ['GET', '/admin/users?q=maya'],
  ['GET', '/admin/users/1'],
  ['POST', '/admin/users/1/actions', { action: 'reset-trust' }],
  ['GET', '/admin/feedbacks'],
  ['GET', '/admin/feedbacks/items?path=/x&about=Page%20not%20found'],
  ['POST', '/admin/feedbacks/1/state', { state: 'read' }],
  ['POST', '/admin/feedbacks/resolve', { path: '/x', about: 'Page not found' }],
  ['POST', '/admin/feedbacks/1/reply', { subject: 'Hi', message: 'Thanks' }],
  ['GET', '/admin/audit'],
  ['POST', '/admin/flags/user-bio', { enabled: false }],
];

test.each(['JunoPark', 'Ambassador'])('every admin call refuses %s with 403', async (name) => {
  const token = await tokenFor(provider, name);
  for (const [method, path, body] of ADMIN_CALLS) {
    const refused = await errorsOf(await provider.request(path, { method, body, token }), 403);
    expect(refused.errors).toEqual([{ field: '*', error: ADMIN_TEXTS.forbidden }]);
  }
  for (const [method, path, body] of ADMIN_CALLS) {
    expect((await provider.request(path, { method, body })).status).toBe(401);
  }
});

test('user search finds partial screen names, names and emails, with filters', async () => {
  const search = async (query: string) =>
    dataOf(await provider.request(`/admin/users?${query}`, { token: adminToken }), 200, z.array(adminUserRowSchema));
  expect((await search('q=ayach')).map((u) => u.screen_name)).toContain('MayaChen');
  const byName = await search('q=priya%20ram');
  expect(byName.map((u) => u.screen_name)).toEqual(['Ambassador']);
  const byEmail = await search(`q=${encodeURIComponent('junopark@')}`);
  expect(byEmail.map((u) => u.screen_name)).toEqual(['JunoPark']);
  expect((await search('role=admin')).every((u) => u.global_admin)).toBe(true);
  expect((await search('role=ambassador')).map((u) => u.screen_name)).toContain('Ambassador');
  expect(await search('q=%25%25%25')).toEqual([]);
  expect(await search('from=2999-01-01')).toEqual([]);
});

test('a suspended user is signed out at once, and restoring lets them sign in again', async () => {
  const theo = await demoUser(provider, 'TheoBrooks');
  const token = await tokenFor(provider, 'TheoBrooks');
  expect((await provider.request('/me/detailed', { token })).status).toBe(200);
  const detail = await dataOf(
    await provider.request(`/admin/users/${theo.id}`, { token: adminToken }),
    200,
    adminUserDetailSchema,
  );
  expect(detail.sessions.length).toBeGreaterThan(0);

  const suspended = await dataOf(
    await provider.request(`/admin/users/${theo.id}/actions`, {
      body: { action: 'suspend', reason: 'spam' },
      token: adminToken,
      headers: { 'x-request-id': 'req-suspend-1' },
    }),
    200,
    adminUserRowSchema,
  );
  expect(suspended.suspended).toBe(true);
  expect((await provider.request('/me/detailed', { token })).status).toBe(401);
  // A token issued after the suspension does not work either.
  expect((await provider.request('/me/detailed', { token: await tokenFor(provider, 'TheoBrooks') })).status).toBe(401);
  const [row] = await audit('?action=user.suspend');
  expect(row).toMatchObject({
    actor: 'admin',
    action: 'user.suspend',
    target_type: 'user',
    target_id: String(theo.id),
    request_id: 'req-suspend-1',
    status: 200,
  });

  await provider.request(`/admin/users/${theo.id}/actions`, { body: { action: 'restore' }, token: adminToken });
  expect((await provider.request('/me/detailed', { token: await tokenFor(provider, 'TheoBrooks') })).status).toBe(200);
  expect((await audit('?action=user.restore'))[0]?.target_id).toBe(String(theo.id));
});

test('granting ambassador names their community; an admin cannot suspend themselves', async () => {
  const sam = await demoUser(provider, 'SamOkafor');
  const granted = await dataOf(
    await provider.request(`/admin/users/${sam.id}/actions`, {
      body: { action: 'grant-ambassador', platform: 'innovators' },
      token: adminToken,
    }),
    200,
    adminUserRowSchema,
  );
  expect(granted.platform_ambassador).toBe(true);
  const admin = await demoUser(provider, 'admin');
  const refused = await errorsOf(
    await provider.request(`/admin/users/${admin.id}/actions`, { body: { action: 'suspend' }, token: adminToken }),
    422,
  );
  expect(refused.errors[0].error).toBe(ADMIN_TEXTS.notYourself);
  expect((await audit('?action=user.suspend')).every((r) => r.target_id !== String(admin.id))).toBe(true);
});

test('Page-not-found reports group by path with a count; resolving the group clears it', async () => {
  const report = { about: 'Page not found', feedback: 'Broken link', page: '/no/such/page' };
  for (let i = 0; i < 3; i += 1) expect((await provider.request('/feedback', { body: report })).status).toBe(201);
  const groups = async (all = '') =>
    dataOf(await provider.request(`/admin/feedbacks${all}`, { token: adminToken }), 200, z.array(feedbackGroupSchema));
  const group = (await groups()).find((g) => g.path === '/no/such/page');
  expect(group).toMatchObject({ about: 'Page not found', count: 3, new_count: 3 });

  const items = await dataOf(
    await provider.request('/admin/feedbacks/items?path=/no/such/page&about=Page%20not%20found', { token: adminToken }),
    200,
    z.array(feedbackItemSchema),
  );
  expect(items.map((i) => i.state)).toEqual(['new', 'new', 'new']);
  await provider.request(`/admin/feedbacks/${items[0].id}/state`, { body: { state: 'read' }, token: adminToken });
  expect((await groups()).find((g) => g.path === '/no/such/page')?.new_count).toBe(2);

  const resolved = await dataOf(
    await provider.request('/admin/feedbacks/resolve', {
      body: { path: '/no/such/page', about: 'Page not found' },
      token: adminToken,
    }),
    200,
    z.object({ resolved: z.number() }),
  );
  expect(resolved.resolved).toBe(3);
  expect((await groups()).find((g) => g.path === '/no/such/page')).toBeUndefined();
  expect((await groups('?all=1')).find((g) => g.path === '/no/such/page')?.count).toBe(3);
  expect((await audit('?action=feedback.resolve-group'))[0]?.actor).toBe('admin');
});

test('a reply to feedback is queued as an email to the sender', async () => {
  await provider.request('/feedback', { body: { about: 'Idea', feedback: 'Dark mode?', email: 'fan@example.com' } });
  const [group] = await dataOf(
    await provider.request('/admin/feedbacks', { token: adminToken }),
    200,
    z.array(feedbackGroupSchema),
  );
  const [item] = await dataOf(
    await provider.request(
      `/admin/feedbacks/items?path=${encodeURIComponent(group.path)}&about=${encodeURIComponent(group.about)}`,
      { token: adminToken },
    ),
    200,
    z.array(feedbackItemSchema),
  );
  expect(item.message).toBe('Dark mode?');
  await dataOf(
    await provider.request(`/admin/feedbacks/${item.id}/reply`, {
      body: { subject: 'Re: dark mode', message: 'Coming soon.' },
      token: adminToken,
    }),
    200,
    z.object({ ok: z.literal(true), email_id: z.number() }),
  );
  const rows = await provider.database.db
    .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'feedback-reply'));
  expect(rows).toEqual([
    { to: 'fan@example.com', subject: 'Re: dark mode', text: expect.stringContaining('> Dark mode?') },
  ]);
});

test('a shadow session is in the audit log: start, the confirmed change, the refused one, stop', async () => {
  const { token } = await dataOf(
    await provider.request('/account/shadow', { body: { user_handle: 'LenaVogel' }, token: adminToken }),
    200,
    z.object({ token: z.string() }),
  );
  const body = { about: 'Shadow', feedback: 'As Lena' };
  await provider.request('/feedback', { body, token, headers: { [SHADOW_CONFIRM_HEADER]: '1' } });
  await provider.request('/feedback', { body, token });
  await provider.request('/account/shadow', { method: 'DELETE', token });
  const rows = (await audit()).filter((r) => r.action.startsWith('shadow.') && r.shadowed === 'LenaVogel');
  expect(rows.map((r) => [r.action, r.path, r.status]).reverse()).toEqual([
    ['shadow.start', '/account/shadow', 200],
    ['shadow.mutation', '/feedback', 201],
    ['shadow.refused', '/feedback', 428],
    ['shadow.stop', '/account/shadow', 200],
  ]);
  for (const row of rows) expect(row.request_id).toMatch(/\S{8,}/);
});

test('an admin switches a flag and its variant; GET /flags shows it and the audit keeps it', async () => {
  const switched = await dataOf(
    await provider.request('/admin/flags/beta-features', {
      body: { enabled: false, variants: { 'media-storage-library': 'off' } },
      token: adminToken,
    }),
    200,
    flagSchema,
  );
  expect(switched).toMatchObject({ enabled: false, variants: [{ name: 'media-storage-library', value: 'off' }] });
  const flags = await dataOf(await provider.request('/flags'), 200, z.array(flagSchema));
  expect(flags.find((f) => f.name === 'beta-features')?.enabled).toBe(false);
  const [row] = await audit('?action=flag.switch');
  expect(row).toMatchObject({ actor: 'admin', target_type: 'flag', target_id: 'beta-features' });
  await errorsOf(
    await provider.request('/admin/flags/no-such-flag', { body: { enabled: true }, token: adminToken }),
    404,
  );
});

test('the audit log refuses UPDATE, DELETE and TRUNCATE', async () => {
  const db = provider.database.db;
  const refusal = (statement: Promise<unknown>) =>
    statement.then(
      () => 'not refused',
      (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
    );
  expect(await refusal(db.execute(sql`UPDATE audit_log SET status = 1`))).toMatch(/append-only \(UPDATE/);
  expect(await refusal(db.execute(sql`DELETE FROM audit_log`))).toMatch(/append-only \(DELETE/);
  expect(await refusal(db.execute(sql`TRUNCATE audit_log`))).toMatch(/append-only \(TRUNCATE/);
});
