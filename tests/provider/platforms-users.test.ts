import { z } from 'zod';
import { publicUserSchema } from '@/lib/contracts/account';
import {
  categorySchema,
  PLATFORM_TEXTS,
  platformSchema,
  preferencesSchema,
  type Category,
} from '@/lib/contracts/platform';
import { dataOf, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const flatten = (tree: Category[]): Category[] => tree.flatMap((node) => [node, ...flatten(node.subcategories)]);

test('GET /platforms lists the main community first, then by title', async () => {
  const list = await dataOf(await provider.request('/platforms'), 200, z.array(platformSchema.strict()));
  expect(list).toHaveLength(14);
  expect(list[0]).toMatchObject({
    slug: 'nervus',
    subdomain: 'www',
    is_main: true,
    title: 'Nervus',
    type: 'system-platform',
  });
  const rest = list.slice(1).map((p) => p.title);
  expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  expect(list.find((p) => p.slug === 'science')?.url).toMatch(/^https:\/\//);
  expect(list.every((p) => !Number.isNaN(Date.parse(p.createdAt)))).toBe(true);
  // Every community has its own colour (issue 22), a plain #rrggbb, no two alike.
  const colors = list.map((p) => p.color);
  expect(colors.every((c) => /^#[0-9a-f]{6}$/.test(c ?? ''))).toBe(true);
  expect(new Set(colors).size).toBe(list.length);
  expect(list.find((p) => p.slug === 'comedy')?.color).toBe('#a21caf');
});

test('GET /platforms/:slug finds by slug or subdomain, 404 otherwise', async () => {
  expect((await dataOf(await provider.request('/platforms/comedy'), 200, platformSchema)).title).toBe('Punchline Lab');
  expect((await dataOf(await provider.request('/platforms/www'), 200, platformSchema)).slug).toBe('nervus');
  const errors = await errorsOf(await provider.request('/platforms/atlantis'), 404);
  expect(errors.errors).toEqual([{ field: '*', error: 'Platform not found' }]);
});

test('PUT /platforms/:slug is for the owner or a global admin', async () => {
  const body = { title: 'Punchline Laboratory', slogan: 'Tighter tags', owner: 999 };
  await errorsOf(await provider.request('/platforms/comedy', { method: 'PUT', body }), 401);
  const stranger = await tokenFor(provider, 'MayaChen');
  await errorsOf(await provider.request('/platforms/comedy', { method: 'PUT', body, token: stranger }), 403);

  const owner = await tokenFor(provider, 'JunoPark');
  const updated = await dataOf(
    await provider.request('/platforms/comedy', { method: 'PUT', body, token: owner }),
    200,
    platformSchema,
  );
  expect(updated).toMatchObject({ title: 'Punchline Laboratory', slogan: 'Tighter tags' });
  expect(updated.owner).not.toBe(999);

  const admin = await tokenFor(provider, 'admin');
  const bad = await errorsOf(
    await provider.request('/platforms/comedy', {
      method: 'PUT',
      token: admin,
      body: { title: '', masthead_background_image: 'javascript:alert(1)' },
    }),
    422,
  );
  expect(bad.errors.map((e) => e.field).sort()).toEqual(['masthead_background_image', 'title']);
  const byAdmin = await dataOf(
    await provider.request('/platforms/comedy', {
      method: 'PUT',
      token: admin,
      body: { masthead_background_image: '/images/stage.jpg' },
    }),
    200,
    platformSchema,
  );
  expect(byAdmin.masthead_background_image).toBe('/images/stage.jpg');
});

test('platform preferences: public read, owner/admin write, merged', async () => {
  expect(await dataOf(await provider.request('/platforms/business/preferences'), 200, preferencesSchema)).toEqual({});
  const body = { accent: '#0f766e' };
  await errorsOf(
    await provider.request('/platforms/business/preferences', {
      method: 'PUT',
      body,
      token: await tokenFor(provider, 'JunoPark'),
    }),
    403,
  );
  const owner = await tokenFor(provider, 'SamOkafor');
  await provider.request('/platforms/business/preferences', { method: 'PUT', body, token: owner });
  const merged = await dataOf(
    await provider.request('/platforms/business/preferences', {
      method: 'PUT',
      body: { layout: 'wide' },
      token: owner,
    }),
    200,
    preferencesSchema,
  );
  expect(merged).toEqual({ accent: '#0f766e', layout: 'wide' });
  await errorsOf(await provider.request('/platforms/nope/preferences'), 404);
});

test('category trees: all for the widget and the main community, filtered for others', async () => {
  const all = await dataOf(await provider.request('/widgets/categories'), 200, z.array(categorySchema));
  expect(all.length).toBeGreaterThanOrEqual(8);
  const civics = all.find((c) => c.slug === 'local-civics')!;
  expect(civics.category).toBe('local-civics');
  expect(civics.subcategories.length).toBeGreaterThanOrEqual(2);
  expect(civics.subcategories.every((s) => s.category === 'local-civics')).toBe(true);
  expect(await dataOf(await provider.request('/platforms/nervus/categories'), 200, z.array(categorySchema))).toEqual(
    all,
  );

  const comedy = flatten(
    await dataOf(await provider.request('/platforms/comedy/categories'), 200, z.array(categorySchema)),
  );
  expect(comedy.map((c) => c.slug)).toEqual(expect.arrayContaining(['humor', 'stand-up', 'satire']));
  expect(comedy.map((c) => c.slug)).not.toContain('technology');
  // A related subcategory comes with its parent so the path stays whole.
  const spaces = await dataOf(await provider.request('/platforms/spaces/categories'), 200, z.array(categorySchema));
  expect(spaces.map((c) => c.slug)).toContain('local-civics');
  expect(spaces.find((c) => c.slug === 'local-civics')!.subcategories.map((s) => s.slug)).toEqual(['public-spaces']);
});

test('GET /users/screen-name/:name is case-insensitive and answers the canonical casing', async () => {
  const ada = await dataOf(await provider.request('/users/screen-name/adalovelace'), 200, publicUserSchema.strict());
  expect(ada).toMatchObject({ screen_name: 'AdaLovelace', handle: 'AdaLovelace', first_name: 'Ada' });
  const errors = await errorsOf(await provider.request('/users/screen-name/NoSuchPerson'), 404);
  expect(errors.errors).toEqual([{ field: '*', error: 'User not found!' }]);
});

test('GET /users/:id/social and /profile', async () => {
  const ada = await dataOf(await provider.request('/users/screen-name/AdaLovelace'), 200, publicUserSchema);
  const social = await dataOf(
    await provider.request(`/users/${ada.id}/social`),
    200,
    z.record(z.string(), z.object({ handle: z.string() })),
  );
  expect(social).toEqual({ github: { handle: 'ada-l' }, twitter: { handle: 'analytical_ada' } });
  const profile = await dataOf(await provider.request(`/users/${ada.id}/profile`), 200, publicUserSchema);
  expect(profile).toEqual(ada);
  await errorsOf(await provider.request('/users/999999/profile'), 404);
  await errorsOf(await provider.request('/users/abc/social'), 404);
});

test('PUT /platforms/:slug sets the colour (#rrggbb) and the icon (one of the drawn ones); null clears them', async () => {
  const owner = await tokenFor(provider, 'SamOkafor');
  const put = (body: unknown) => provider.request('/platforms/business', { method: 'PUT', body, token: owner });
  const bad = await errorsOf(await put({ color: '#12345', icon: '🍕' }), 422);
  expect(bad.errors).toEqual(
    expect.arrayContaining([
      { field: 'color', error: PLATFORM_TEXTS.color },
      { field: 'icon', error: PLATFORM_TEXTS.icon },
    ]),
  );
  for (const color of ['red', '#1234567', 'url(x)', '#12345g']) await errorsOf(await put({ color }), 422);
  const set = await dataOf(await put({ color: '#ABCDEF', icon: '🚀' }), 200, platformSchema);
  expect(set).toMatchObject({ color: '#abcdef', icon: '🚀' });
  const cleared = await dataOf(await put({ color: null, icon: null }), 200, platformSchema);
  expect(cleared).toMatchObject({ color: null, icon: null });
  // Another owner's community stays out of reach.
  await errorsOf(
    await provider.request('/platforms/comedy', { method: 'PUT', body: { color: '#000000' }, token: owner }),
    403,
  );
  await dataOf(await put({ color: '#334155', icon: '💼' }), 200, platformSchema);
});
