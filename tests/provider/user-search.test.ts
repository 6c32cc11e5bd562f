// GET /users/search (spec 2 §7 user search for @mentions): query, size 50, filter 'active'.
import { eq, sql } from 'drizzle-orm';
import { USER_SEARCH_MESSAGES, USER_SEARCH_SIZE, userSearchResultSchema } from '@/lib/contracts/user-search';
import { users } from '@/server/provider/db/schema';
import { searchActiveUsers } from '@/server/provider/domain/users';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
let token: string;
beforeAll(async () => {
  provider = await createTestProvider();
  token = await tokenFor(provider, 'MayaChen');
  const person = (screenName: string, firstName: string, lastName: string) => ({
    screenName,
    firstName,
    lastName,
    email: `${screenName.toLowerCase()}@search.test`,
    passwordHash: 'x',
  });
  await provider.database.db
    .insert(users)
    .values([
      person('zora_q', 'Zora', 'Quill'),
      person('zoraq', 'Nia', 'Zorander'),
      person('Zo', 'Oliver', 'Twist'),
      person('gone_zora', 'Zora', 'Gone'),
      person('percent', '50%', 'Off'),
      ...Array.from({ length: 60 }, (_, i) => person(`bulk${String(i).padStart(2, '0')}`, 'Bulk', 'User')),
    ]);
  await provider.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.screenName, 'gone_zora'));
});
afterAll(async () => {
  await provider.close();
});

const search = async (params: Record<string, string>) =>
  dataOf(
    await provider.request(`/users/search?${new URLSearchParams(params)}`, { token }),
    200,
    userSearchResultSchema,
  );

test('signed-in users only', async () => {
  await errorsOf(await provider.request('/users/search?query=zo'), 401);
});

test('matches handle, first or last name prefixes case-insensitively; handles first, shortest first', async () => {
  const found = await search({ query: 'ZO', size: '50', filter: 'active' });
  expect(found.map((u) => u.handle)).toEqual(['Zo', 'zoraq', 'zora_q']);
  expect(found[2]).toEqual({ id: expect.any(Number), handle: 'zora_q', first_name: 'Zora' });
  // 'zorander' is Nia's last name; 'quill' is Zora's; 'Oliver' matches nobody's handle.
  expect((await search({ query: 'zorand' })).map((u) => u.handle)).toEqual(['zoraq']);
  expect((await search({ query: 'quill' })).map((u) => u.handle)).toEqual(['zora_q']);
  expect((await search({ query: 'oliv' })).map((u) => u.handle)).toEqual(['Zo']);
  // Prefix, not contains.
  expect(await search({ query: 'ora' })).toEqual([]);
});

test('the full name matches too, whatever the spacing', async () => {
  expect((await search({ query: 'zora   qu' })).map((u) => u.handle)).toEqual(['zora_q']);
  expect(await search({ query: 'zora gone' })).toEqual([]);
});

test("'active' leaves deleted users out", async () => {
  expect((await search({ query: 'gone' })).map((u) => u.handle)).toEqual([]);
  expect((await search({ query: 'zora' })).map((u) => u.handle)).not.toContain('gone_zora');
});

test('a leading @ is dropped; % and _ are literal', async () => {
  expect((await search({ query: '@zora_' })).map((u) => u.handle)).toEqual(['zora_q']);
  expect(await search({ query: 'zora%' })).toEqual([]);
  expect((await search({ query: '50%' })).map((u) => u.handle)).toEqual(['percent']);
});

test('size defaults to 50 and is capped at 50', async () => {
  expect(await search({ query: 'bulk' })).toHaveLength(USER_SEARCH_SIZE);
  expect(await search({ query: 'bulk', size: '500' })).toHaveLength(USER_SEARCH_SIZE);
  expect(await search({ query: 'bulk', size: '3' })).toHaveLength(3);
  expect((await search({ query: 'bulk', size: '2' })).map((u) => u.handle)).toEqual(['bulk00', 'bulk01']);
});

test('422 for an empty or too long query, a bad size or an unknown filter', async () => {
  const errors = async (params: string) =>
    (await errorsOf(await provider.request(`/users/search?${params}`, { token }), 422)).errors;
  expect(await errors('')).toEqual([{ field: 'query', error: USER_SEARCH_MESSAGES.queryRequired }]);
  expect(await errors('query=%20%20')).toEqual([{ field: 'query', error: USER_SEARCH_MESSAGES.queryRequired }]);
  expect(await errors('query=@')).toEqual([{ field: 'query', error: USER_SEARCH_MESSAGES.queryRequired }]);
  expect(await errors(`query=${'a'.repeat(51)}`)).toEqual([
    { field: 'query', error: USER_SEARCH_MESSAGES.queryTooLong },
  ]);
  expect(await search({ query: 'a'.repeat(50) })).toEqual([]);
  expect(await errors('query=zo&size=0')).toEqual([{ field: 'size', error: USER_SEARCH_MESSAGES.size }]);
  expect(await errors('query=zo&size=ten')).toEqual([{ field: 'size', error: USER_SEARCH_MESSAGES.size }]);
  expect(await errors('query=zo&filter=all')).toEqual([{ field: 'filter', error: USER_SEARCH_MESSAGES.filter }]);
});

test('every branch uses its prefix index: no scan of a large users table', async () => {
  const { db } = provider.database;
  // 20,000 more users with names unlike the queries, and fresh statistics, so the planner sees a
  // big table and picks its real plan.
  await db.execute(sql`
    insert into users (screen_name, email, password_hash, first_name, last_name)
    select 'filler' || i, 'filler' || i || '@search.test', 'x', 'Filler' || i, 'Person' || i from generate_series(1, 20000) as i`);
  await db.execute(sql`analyze users`);
  for (const query of ['zo', 'zora qu']) {
    const result = await db.execute(sql`explain ${searchActiveUsers(db, query, USER_SEARCH_SIZE).getSQL()}`);
    const plan = (result as unknown as { rows: Array<Record<string, string>> }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).not.toMatch(/Seq Scan/);
    // Each branch is an index range (a C-collation database may use users_screen_name_lower
    // for the handle; others need the text_pattern_ops index users_search_screen_name).
    for (const column of ['screen_name', 'first_name', 'last_name']) {
      expect(plan).toMatch(new RegExp(`Index Cond: \\(\\(?lower\\(${column}\\) (>=|~>=~) '${query.split(' ')[0]}`));
    }
  }
  expect((await search({ query: 'zo' })).map((u) => u.handle)).toEqual(['Zo', 'zoraq', 'zora_q']);
});
