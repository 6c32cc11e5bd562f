// Shadow mode leaves a trace and the provider enforces its confirmation (issue 15 item 6; spec 1
// §4, §8; DESIGN.md, security posture).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SHADOW_CANCELLED_MESSAGE, SHADOW_CONFIRM_HEADER } from '@/lib/constants';
import { shadowActionsOf } from '@/server/provider/domain/shadow-audit';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

jest.setTimeout(60_000);

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const feedback = { about: 'Shadow check', feedback: 'Sent while shadowing' };

async function shadow(handle: string) {
  const adminToken = await tokenFor(provider, 'admin');
  const { token } = await dataOf(
    await provider.request('/account/shadow', { body: { user_handle: handle }, token: adminToken }),
    200,
    z.object({ token: z.string() }),
  );
  return token;
}

test('an unconfirmed change request with a shadow token is refused with the cancel message', async () => {
  const token = await shadow('JunoPark');
  const refused = await errorsOf(await provider.request('/feedback', { body: feedback, token }), 428);
  expect(refused.errors).toEqual([{ field: '*', error: SHADOW_CANCELLED_MESSAGE }]);
  // Reads need no confirmation, and the user's own token none either.
  await dataOf(await provider.request('/me/detailed', { token }), 200, z.object({}).loose());
  const own = await tokenFor(provider, 'JunoPark');
  expect((await provider.request('/feedback', { body: feedback, token: own })).status).toBe(201);
});

test('start, a confirmed mutation, a refused one and stop are audited, and stop keeps the rows', async () => {
  const admin = await demoUser(provider, 'admin');
  const target = await demoUser(provider, 'MayaChen');
  const before = (await shadowActionsOf(provider.database.db, admin.id)).length;
  const token = await shadow('MayaChen');
  const confirmed = await provider.request('/feedback', {
    body: feedback,
    token,
    headers: { [SHADOW_CONFIRM_HEADER]: '1' },
  });
  expect(confirmed.status).toBe(201);
  await errorsOf(await provider.request('/feedback', { body: feedback, token }), 428);
  await dataOf(
    await provider.request('/account/shadow', { method: 'DELETE', token }),
    200,
    z.object({ stopped: z.literal(true) }),
  );

  const rows = (await shadowActionsOf(provider.database.db, admin.id)).slice(before);
  expect(rows.map(({ action, method, path, status, userId }) => ({ action, method, path, status, userId }))).toEqual([
    { action: 'start', method: 'POST', path: '/account/shadow', status: 200, userId: target.id },
    { action: 'mutation', method: 'POST', path: '/feedback', status: 201, userId: target.id },
    { action: 'refused', method: 'POST', path: '/feedback', status: 428, userId: target.id },
    { action: 'stop', method: 'DELETE', path: '/account/shadow', status: 200, userId: target.id },
  ]);
  for (const row of rows) expect(row.createdAt).toBeInstanceOf(Date);
});

/** The database's own message of a refused statement (drizzle wraps it as the cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (err) {
    const error = err as Error & { cause?: Error };
    return error.cause?.message ?? error.message;
  }
  return 'not refused';
}

test('the audit is append-only: rows cannot be changed or deleted', async () => {
  const db = provider.database.db;
  expect(await refusal(db.execute(sql`UPDATE shadow_audit SET status = 200`))).toMatch(/append-only \(UPDATE/);
  expect(await refusal(db.execute(sql`DELETE FROM shadow_audit`))).toMatch(/append-only \(DELETE/);
  expect(await refusal(db.execute(sql`TRUNCATE shadow_audit`))).toMatch(/append-only \(TRUNCATE/);
});
