import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

test('health answers and unknown paths give a 404 error list', async () => {
  expect(await (await provider.request('/health')).json()).toEqual({ data: { ok: true } });
  const res = await provider.request('/nope');
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ errors: [{ field: '*', error: 'Not found' }] });
});
