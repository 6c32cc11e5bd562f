// Feature flags per community (spec 1 §3 'per platform and variant'; issue 21 §6): an admin
// switches a flag and sets a variant for one community; GET /flags?platform= reads it there while
// the others follow the global state; inherit drops the community's own setting; 403 for others.
import { z } from 'zod';
import { FLAG, FLAG_TEXTS, flagSchema } from '@/lib/contracts/flags';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
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

const flags = async (platform?: string) =>
  dataOf(await provider.request(platform ? `/flags?platform=${platform}` : '/flags'), 200, z.array(flagSchema));
const flagIn = async (name: string, platform?: string) => (await flags(platform)).find((f) => f.name === name)!;

test('a community runs a flag its own way; the others and the global state are untouched', async () => {
  const switched = await dataOf(
    await provider.request(`/admin/flags/${FLAG.betaFeatures}`, {
      body: { enabled: false, variants: { 'media-storage-library': 'off', unknown: 'x' }, platform: 'comedy' },
      token: adminToken,
    }),
    200,
    flagSchema,
  );
  expect(switched).toMatchObject({ enabled: false, overridden: true });
  expect(switched.variants).toEqual([{ name: 'media-storage-library', value: 'off' }]);
  expect(await flagIn(FLAG.betaFeatures, 'comedy')).toMatchObject({ enabled: false, overridden: true });
  expect(await flagIn(FLAG.betaFeatures, 'innovators')).toMatchObject({ enabled: true, overridden: false });
  expect(await flagIn(FLAG.betaFeatures)).toMatchObject({ enabled: true });
  expect((await flagIn(FLAG.betaFeatures)).variants).toEqual([{ name: 'media-storage-library', value: 'on' }]);

  // The global switch leaves the community's own setting alone.
  await dataOf(
    await provider.request(`/admin/flags/${FLAG.betaFeatures}`, { body: { enabled: false }, token: adminToken }),
    200,
    flagSchema,
  );
  await dataOf(
    await provider.request(`/admin/flags/${FLAG.betaFeatures}`, { body: { enabled: true }, token: adminToken }),
    200,
    flagSchema,
  );
  expect((await flagIn(FLAG.betaFeatures, 'comedy')).enabled).toBe(false);

  const inherited = await dataOf(
    await provider.request(`/admin/flags/${FLAG.betaFeatures}`, {
      body: { enabled: false, platform: 'comedy', inherit: true },
      token: adminToken,
    }),
    200,
    flagSchema,
  );
  expect(inherited).toMatchObject({ enabled: true, overridden: false });
  expect(await flagIn(FLAG.betaFeatures, 'comedy')).toMatchObject({ enabled: true, overridden: false });
});

test('an unknown community is a 404 on the platform field; players and ambassadors get 403', async () => {
  const unknown = await errorsOf(
    await provider.request(`/admin/flags/${FLAG.userBio}`, {
      body: { enabled: false, platform: 'nowhere' },
      token: adminToken,
    }),
    404,
  );
  expect(unknown.errors).toEqual([{ field: 'platform', error: FLAG_TEXTS.noPlatform }]);
  for (const name of ['JunoPark', 'Ambassador'])
    expect(
      (
        await provider.request(`/admin/flags/${FLAG.userBio}`, {
          body: { enabled: false, platform: 'innovators' },
          token: await tokenFor(provider, name),
        })
      ).status,
    ).toBe(403);
  // An unknown community reads the global states.
  expect((await flagIn(FLAG.userBio, 'nowhere')).enabled).toBe(true);
});
