// notify() (issue 19 §3): one INSERT ... SELECT per event whatever the audience — proved with 10,000
// followers through a handle that counts statements and allows nothing but execute — and the bell's
// list: newest first, paged, read and unread.
import { sql } from 'drizzle-orm';
import { notificationListSchema } from '@/lib/contracts/social';
import type { Db } from '@/server/provider/db/client';
import { users } from '@/server/provider/db/schema';
import { notify } from '@/server/provider/domain/notifications';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { dataOf, demoUser } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
const db = () => provider.database.db;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

test('an event for the followers of a user is one statement, for 10,000 followers', async () => {
  const star = await demoUser(provider, 'MayaChen');
  await db().execute(sql`
    insert into users (screen_name, email, password_hash)
    select 'fan' || g, 'fan' || g || '@example.test', 'x' from generate_series(1, 10000) g`);
  await db().execute(sql`
    insert into follows (follower_id, followee_id)
    select id, ${star.id} from users where screen_name like 'fan%'`);
  let statements = 0;
  const counting = {
    execute: (query: Parameters<Db['execute']>[0]) => {
      statements += 1;
      return db().execute(query);
    },
  } as unknown as Db;
  const written = await notify(counting, {
    kind: 'prize',
    to: { followersOf: star.id },
    actorId: star.id,
    text: '@MayaChen won a prize.',
    href: '/MayaChen',
  });
  expect(statements).toBe(1);
  expect(written).toBe(10000);
  const [row] = (
    (await db().execute(
      sql`select count(*)::int as n from notifications where text = '@MayaChen won a prize.'`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  expect(Number(row.n)).toBe(10000);
});

test('the bell pages newest first, filters unread, and marks one or all read', async () => {
  // A new player: the demo's players already hold notifications from the seed's closings.
  const [juno] = await db()
    .insert(users)
    .values({ screenName: 'BellReader', email: 'bell.reader@example.test', passwordHash: 'x' })
    .returning();
  const token = await issueAccessToken(db(), juno.id);
  for (let i = 1; i <= 3; i++)
    await notify(db(), { kind: 'rating', to: [juno.id], actorId: null, text: `Rated ${i}`, href: '/x' });
  const first = await dataOf(await provider.request('/me/notification?size=2', { token }), 200, notificationListSchema);
  expect(first.notifications.map((n) => n.text)).toEqual(['Rated 3', 'Rated 2']);
  expect(first.unread).toBe(3);
  const second = await dataOf(
    await provider.request(`/me/notification?size=2&before=${first.next_before}`, { token }),
    200,
    notificationListSchema,
  );
  expect(second.notifications.map((n) => n.text)).toEqual(['Rated 1']);
  expect(second.next_before).toBeNull();
  await provider.request('/me/notification/read', { token, body: { ids: [first.notifications[0].id] } });
  const unread = await dataOf(
    await provider.request('/me/notification?unread=1', { token }),
    200,
    notificationListSchema,
  );
  expect(unread.notifications.map((n) => n.text)).toEqual(['Rated 2', 'Rated 1']);
  await provider.request('/me/notification/read', { token, body: {} });
  const none = await dataOf(await provider.request('/me/notification', { token }), 200, notificationListSchema);
  expect(none.unread).toBe(0);
  expect(none.notifications.every((n) => n.read)).toBe(true);
});

test('the actor is never notified of their own event', async () => {
  const theo = await demoUser(provider, 'TheoBrooks');
  expect(await notify(db(), { kind: 'follow', to: [theo.id], actorId: theo.id, text: 't', href: '/' })).toBe(0);
});
