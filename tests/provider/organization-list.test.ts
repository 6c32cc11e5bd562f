// GET /social/organizations (spec 3 §2.10; issue 19 §6): anyone browses and searches organizations,
// largest first, so 'ask to join' is reachable from outside an organization.
import {
  ORGANIZATIONS_PAGE_SIZE,
  organizationDetailSchema,
  organizationListSchema,
} from '@/lib/contracts/organizations';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
let ada: string, maya: string, theo: string;
beforeAll(async () => {
  provider = await createTestProvider();
  [ada, maya, theo] = await Promise.all(['AdaLovelace', 'MayaChen', 'TheoBrooks'].map((n) => tokenFor(provider, n)));
  const create = async (token: string, body: Record<string, unknown>) =>
    dataOf(
      await provider.request('/social/organizations', { method: 'POST', token, body }),
      201,
      organizationDetailSchema,
    );
  const garden = await create(ada, {
    name: 'Garden Guild',
    description: 'Seeds, soil and 100% compost',
    invite_type: 'open',
  });
  await create(maya, { name: 'Transit Thinkers', description: 'Buses at night' });
  await create(theo, { name: 'Quiet Club', description: 'Libraries', invite_type: 'invite' });
  // Two members: the guild lists first.
  for (const token of [maya, theo])
    await provider.request(`/social/organizations/${garden.id}/membership`, {
      method: 'POST',
      token,
      body: { action: 'join' },
    });
});
afterAll(async () => {
  await provider.close();
});

const list = async (query = '') =>
  dataOf(await provider.request(`/social/organizations${query}`), 200, organizationListSchema);

test('signed-out visitors list every organization, largest first, with member counts', async () => {
  const all = await list();
  expect(all.total).toBe(3);
  expect(all.size).toBe(ORGANIZATIONS_PAGE_SIZE);
  expect(all.organizations.map((o) => [o.name, o.member_count])).toEqual([
    ['Garden Guild', 3],
    ['Quiet Club', 1],
    ['Transit Thinkers', 1],
  ]);
  expect(all.organizations[0]).toMatchObject({ slug: 'garden-guild', invite_type: 'open' });
});

test('the search matches every word in the name or description, any case', async () => {
  expect((await list('?q=transit')).organizations.map((o) => o.slug)).toEqual(['transit-thinkers']);
  expect((await list('?q=NIGHT%20buses')).organizations.map((o) => o.slug)).toEqual(['transit-thinkers']);
  expect((await list('?q=night%20garden')).total).toBe(0);
});

test('% and _ in a search are letters, not wildcards', async () => {
  expect((await list('?q=100%25')).organizations.map((o) => o.slug)).toEqual(['garden-guild']);
  expect((await list('?q=%25')).organizations.map((o) => o.slug)).toEqual(['garden-guild']);
  expect((await list('?q=_')).total).toBe(0);
});

test('pages past the end are empty; a bad page is 422', async () => {
  const past = await list('?page=2');
  expect(past).toMatchObject({ organizations: [], total: 3, page: 2 });
  const bad = await errorsOf(await provider.request('/social/organizations?page=0'), 422);
  expect(bad.errors[0].field).toBe('page');
});
