// Staff calls (spec 1 §7; lib/contracts/staff.ts): the staff of a community is its owner, its
// ambassador and the global admins; a player's positions are the communities they own or are
// ambassador of; suspended and deleted accounts are nobody's staff.
import { eq } from 'drizzle-orm';
import { platformStaffSchema, staffPositionsSchema, userStaffSchema } from '@/lib/contracts/staff';
import { platforms, users } from '@/server/provider/db/schema';
import { findPlatform } from '@/server/provider/domain/platforms';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
let ids: Record<string, number>;
let innovators: number;
beforeAll(async () => {
  provider = await createTestProvider();
  ids = Object.fromEntries(
    await Promise.all(
      ['admin', 'Ambassador', 'MayaChen', 'AdaLovelace'].map(async (n) => [n, (await demoUser(provider, n)).id]),
    ),
  );
  innovators = (await findPlatform(provider.database.db, 'innovators'))!.id;
  // Maya owns the innovators community (spec 1 §6: the owner edits it).
  await provider.database.db.update(platforms).set({ ownerId: ids.MayaChen }).where(eq(platforms.id, innovators));
});
afterAll(async () => {
  await provider.close();
});

const staffOf = async (key: string | number) =>
  dataOf(await provider.request(`/platforms/${key}/staff`), 200, platformStaffSchema);

test("a community's staff: owner, then its ambassador, then the global admins; by id or slug", async () => {
  const staff = await staffOf(innovators);
  expect(staff.platform).toMatchObject({ id: innovators, slug: 'innovators' });
  expect(staff.staff.map((s) => [s.user.handle, s.role])).toEqual([
    ['MayaChen', 'owner'],
    ['Ambassador', 'ambassador'],
    ['admin', 'admin'],
  ]);
  expect(await staffOf('innovators')).toEqual(staff);
});

test('an ambassador is staff of their own community only', async () => {
  const comedy = await staffOf('comedy');
  expect(comedy.staff.map((s) => s.user.handle)).not.toContain('Ambassador');
  expect(comedy.staff).toContainEqual(
    expect.objectContaining({ role: 'admin', user: expect.objectContaining({ handle: 'admin' }) }),
  );
  expect((await errorsOf(await provider.request('/platforms/no-such-place/staff'), 404)).errors[0].error).toBe(
    'Platform not found',
  );
});

test('GET /users/{id}/staff says whether a player is staff; /staffs lists where', async () => {
  const of = async (name: string) => dataOf(await provider.request(`/users/${ids[name]}/staff`), 200, userStaffSchema);
  expect(await of('admin')).toEqual({
    user_id: ids.admin,
    staff: true,
    global_admin: true,
    platform_ambassador: false,
  });
  expect(await of('Ambassador')).toMatchObject({ staff: true, platform_ambassador: true });
  expect(await of('AdaLovelace')).toMatchObject({ staff: false, global_admin: false, platform_ambassador: false });

  const positions = async (name: string) =>
    dataOf(await provider.request(`/users/${ids[name]}/staffs`), 200, staffPositionsSchema);
  expect(await positions('Ambassador')).toEqual({
    global_admin: false,
    positions: [{ platform: expect.objectContaining({ slug: 'innovators' }), role: 'ambassador' }],
  });
  expect((await positions('MayaChen')).positions.map((p) => [p.platform.slug, p.role])).toEqual([
    ['innovators', 'owner'],
  ]);
  // The global admin's 'admin' is said once; the rows are the communities they own (seeded).
  const admin = await positions('admin');
  expect(admin.global_admin).toBe(true);
  expect(admin.positions.every((p) => p.role === 'owner')).toBe(true);
  expect((await positions('AdaLovelace')).positions).toEqual([]);
  expect((await provider.request('/users/999999/staff')).status).toBe(404);
});

test('GET /me/staffs needs sign-in and answers for the signed-in player', async () => {
  expect((await provider.request('/me/staffs')).status).toBe(401);
  const mine = await dataOf(
    await provider.request('/me/staffs', { token: await tokenFor(provider, 'MayaChen') }),
    200,
    staffPositionsSchema,
  );
  expect(mine.positions.map((p) => p.role)).toEqual(['owner']);
});

test('a suspended ambassador is nobody’s staff until the suspension ends', async () => {
  const db = provider.database.db;
  await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, ids.Ambassador));
  expect((await staffOf('innovators')).staff.map((s) => s.role)).toEqual(['owner', 'admin']);
  const standing = await dataOf(await provider.request(`/users/${ids.Ambassador}/staff`), 200, userStaffSchema);
  expect(standing.staff).toBe(false);
  await db.update(users).set({ suspendedAt: null }).where(eq(users.id, ids.Ambassador));
  expect((await staffOf('innovators')).staff.map((s) => s.role)).toEqual(['owner', 'ambassador', 'admin']);
});
