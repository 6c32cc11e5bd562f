import { accountSchema, publicUserSchema } from '@/lib/contracts/account';
import { platformSchema, preferencesSchema } from '@/lib/contracts/platform';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const put = (path: string, body: unknown, token?: string) => provider.request(path, { method: 'PUT', body, token });

test('PUT /me/profile needs a token', async () => {
  const errors = await errorsOf(await put('/me/profile', { bio: 'Hello' }), 401);
  expect(errors.errors).toEqual([{ field: '*', error: 'Unauthorized' }]);
  await errorsOf(await put('/me/profile', { bio: 'Hello' }, 'not-a-token'), 401);
});

test('PUT /me/profile answers 422 with a {field, error} list and changes nothing', async () => {
  const token = await tokenFor(provider, 'JunoPark');
  const before = await dataOf(await provider.request('/users/screen-name/JunoPark'), 200, publicUserSchema);
  const body = {
    first_name: '',
    slogan: 'x'.repeat(121),
    bio: 'y'.repeat(1001),
    interests: ['a', 'b', 'c', 'd'],
    social: { twitter: 'https://twitter.com/juno' },
  };
  const { errors } = await errorsOf(await put('/me/profile', body, token), 422);
  expect(errors.map((e) => e.field).sort()).toEqual(['bio', 'first_name', 'interests', 'slogan', 'social.twitter']);
  expect(errors.every((e) => typeof e.error === 'string' && e.error.length > 0)).toBe(true);
  expect(errors.find((e) => e.field === 'slogan')?.error).toBe('Use at most 120 characters.');
  expect((await errorsOf(await put('/me/profile', {}, token), 422)).errors).toEqual([
    { field: '*', error: 'Nothing to update.' },
  ]);
  expect((await errorsOf(await put('/me/profile', [1], token), 422)).errors[0].field).toBe('*');
  expect(await dataOf(await provider.request('/users/screen-name/JunoPark'), 200, publicUserSchema)).toEqual(before);
});

test('PUT /me/profile updates the sent fields; GET /users/screen-name reflects it', async () => {
  const token = await tokenFor(provider, 'MayaChen');
  const before = await dataOf(await provider.request('/users/screen-name/MayaChen'), 200, publicUserSchema);
  const body = {
    bio: 'Planner of **bus lanes**.',
    slogan: 's'.repeat(120),
    interests: ['Transit', 'transit', ' parks; ', 'climate'],
  };
  const updated = await dataOf(await put('/me/profile', body, token), 200, publicUserSchema.strict());
  expect(updated).toMatchObject({
    bio: 'Planner of **bus lanes**.',
    slogan: 's'.repeat(120),
    interests: ['Transit', 'parks', 'climate'],
  });
  // Fields not sent are unchanged.
  expect(updated).toMatchObject({ first_name: before.first_name, last_name: before.last_name, social: before.social });
  expect(await dataOf(await provider.request('/users/screen-name/mayachen'), 200, publicUserSchema)).toEqual(updated);
  const account = await dataOf(await provider.request('/me/detailed', { token }), 200, accountSchema);
  expect(account.profile).toEqual({ bio: updated.bio, interests: updated.interests });

  const renamed = await dataOf(
    await put('/me/profile', { first_name: '  Maya  ', last_name: '' }, token),
    200,
    publicUserSchema,
  );
  expect(renamed).toMatchObject({ first_name: 'Maya', last_name: '', bio: updated.bio });
});

test('social: the sent set replaces the stored one and shows on the public profile', async () => {
  const token = await tokenFor(provider, 'TheoBrooks');
  const body = { social: { github: '@theo-b', twitter: 'theo_b', linkedin: '' } };
  const updated = await dataOf(await put('/me/profile', body, token), 200, publicUserSchema);
  expect(updated.social).toEqual({ twitter: { handle: 'theo_b' }, github: { handle: 'theo-b' } });
  const social = await dataOf(
    await provider.request(`/users/${updated.id}/social`),
    200,
    publicUserSchema.shape.social,
  );
  expect(social).toEqual(updated.social);
  const cleared = await dataOf(await put('/me/profile', { social: {} }, token), 200, publicUserSchema);
  expect(cleared.social).toEqual({});
});

test('masthead_background_image: null by default, set and cleared through /me/preferences', async () => {
  const token = await tokenFor(provider, 'LenaVogel');
  const lena = await dataOf(await provider.request('/users/screen-name/LenaVogel'), 200, publicUserSchema.strict());
  expect(lena.masthead_background_image).toBeNull();

  const image = 'https://images.example.org/timber-school.jpg';
  const bag = await dataOf(
    await put('/me/preferences', { masthead_background_image: image }, token),
    200,
    preferencesSchema,
  );
  expect(bag.masthead_background_image).toBe(image);
  expect(
    (await dataOf(await provider.request('/users/screen-name/LenaVogel'), 200, publicUserSchema))
      .masthead_background_image,
  ).toBe(image);
  expect(
    (await dataOf(await provider.request('/me/detailed', { token }), 200, accountSchema)).user
      .masthead_background_image,
  ).toBe(image);

  for (const bad of ['http://images.example.org/a.jpg', 'javascript:alert(1)', 'https://e.org/a").jpg']) {
    const { errors } = await errorsOf(await put('/me/preferences', { masthead_background_image: bad }, token), 422);
    expect(errors).toEqual([
      { field: 'masthead_background_image', error: 'Use an https:// link to an image, or leave it empty.' },
    ]);
  }
  await put('/me/preferences', { masthead_background_image: '' }, token);
  expect(
    (await dataOf(await provider.request('/users/screen-name/LenaVogel'), 200, publicUserSchema))
      .masthead_background_image,
  ).toBeNull();
});

test('account preference keys are checked; other keys still pass through', async () => {
  const token = await tokenFor(provider, 'NoorHaddad');
  const { errors } = await errorsOf(
    await put('/me/preferences', { brain_numbering: 'stars', show_tips: 'yes', email_product_news: 1 }, token),
    422,
  );
  expect(errors.map((e) => e.field).sort()).toEqual(['brain_numbering', 'email_product_news', 'show_tips']);
  const bag = await dataOf(
    await put(
      '/me/preferences',
      {
        brain_numbering: 'ranks',
        show_tips: false,
        email_product_news: true,
        landing_community: 'comedy',
        theme: 'dark',
      },
      token,
    ),
    200,
    preferencesSchema,
  );
  expect(bag).toEqual({
    brain_numbering: 'ranks',
    show_tips: false,
    email_product_news: true,
    landing_community: 'comedy',
    theme: 'dark',
  });
});

test('GET /me/detailed carries the home community id', async () => {
  const token = await tokenFor(provider, 'JunoPark');
  const account = await dataOf(await provider.request('/me/detailed', { token }), 200, accountSchema);
  const comedy = await dataOf(await provider.request('/platforms/comedy'), 200, platformSchema);
  expect(account.user.home_platform_id).toBe(comedy.id);
});
