// Forum posting's rate limit (DESIGN.md security): over FORUM_POST_RATE_LIMIT a person gets 429
// with Retry-After and a message saying the post is kept; others are not affected.
import { errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider({ env: { FORUM_POST_RATE_LIMIT: '2/60' } });
});
afterAll(async () => {
  await provider.close();
});

test('the third post in a minute is refused with 429 and Retry-After', async () => {
  const maya = await tokenFor(provider, 'MayaChen');
  const topics = await provider.request('/content/discussions?platform=nervus');
  const topicId = ((await topics.json()) as { data: { topics: { id: number }[] } }).data.topics[0].id;
  const post = (token: string) =>
    provider.request(`/content/contexts/topic/${topicId}/messages`, { method: 'POST', token, body: { body: 'Hi' } });
  expect((await post(maya)).status).toBe(201);
  expect((await post(maya)).status).toBe(201);
  const refused = await post(maya);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = await errorsOf(refused, 429);
  expect(body.errors[0].error).toMatch(/You are posting faster than we allow \(up to 2 posts per minute\)/);
  expect((await post(await tokenFor(provider, 'TheoBrooks'))).status).toBe(201);
});
