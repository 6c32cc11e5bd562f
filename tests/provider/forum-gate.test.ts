// GET /me/forum-gate (spec 3 §5): the signed-in user's idea and rating counts and whether they may
// post in the forums (1 idea, or 5 ratings); 401 signed out.
import { forumGateSchema } from '@/lib/contracts/forum-gate';
import { challenges, ideas, ratings, users } from '@/server/provider/db/schema';
import { issueAccessToken } from '@/server/provider/domain/tokens';
import { dataOf, demoUser, errorsOf } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

let made = 0;
async function newUser() {
  const [user] = await provider.database.db
    .insert(users)
    .values({ screenName: `Newcomer${++made}`, email: `newcomer${made}@nervus.test`, passwordHash: 'x' })
    .returning();
  return { user, token: await issueAccessToken(provider.database.db, user.id) };
}

const gate = async (token: string) => dataOf(await provider.request('/me/forum-gate', { token }), 200, forumGateSchema);

test('401 signed out', async () => {
  await errorsOf(await provider.request('/me/forum-gate'), 401);
});

test('a new user: 0 ideas and 4 ratings cannot post; the 5th rating opens the forums', async () => {
  const db = provider.database.db;
  const { user, token } = await newUser();
  expect(await gate(token)).toEqual({ ideas: 0, ratings: 0, can_post: false, ideas_needed: 1, ratings_needed: 5 });
  const someIdeas = await db.select({ id: ideas.id }).from(ideas).limit(5);
  await db
    .insert(ratings)
    .values(someIdeas.slice(0, 4).map((idea) => ({ ideaId: idea.id, userId: user.id, value: 3 })));
  expect(await gate(token)).toEqual({ ideas: 0, ratings: 4, can_post: false, ideas_needed: 1, ratings_needed: 1 });
  await db.insert(ratings).values({ ideaId: someIdeas[4].id, userId: user.id, value: 4 });
  expect(await gate(token)).toEqual({ ideas: 0, ratings: 5, can_post: true, ideas_needed: 1, ratings_needed: 0 });
});

test('one idea is enough; a declined idea does not count', async () => {
  const db = provider.database.db;
  const { user, token } = await newUser();
  const [challenge] = await db.select({ id: challenges.id }).from(challenges).limit(1);
  await db
    .insert(ideas)
    .values({ challengeId: challenge.id, authorId: user.id, title: 'Declined idea', declined: true });
  expect(await gate(token)).toMatchObject({ ideas: 0, can_post: false });
  await db.insert(ideas).values({ challengeId: challenge.id, authorId: user.id, title: 'A real idea' });
  expect(await gate(token)).toEqual({ ideas: 1, ratings: 0, can_post: true, ideas_needed: 0, ratings_needed: 5 });
});

test('a seeded player with ideas can post', async () => {
  const maya = await demoUser(provider, 'MayaChen');
  const body = await gate(await issueAccessToken(provider.database.db, maya.id));
  expect(body.can_post).toBe(true);
});
