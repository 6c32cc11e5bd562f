import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accountSchema, publicUserSchema } from '@/lib/contracts/account';
import { OAUTH_ERRORS } from '@/lib/contracts/errors';
import { FLAG } from '@/lib/contracts/flags';
import { featureFlags } from '@/server/provider/db/schema';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(async () => {
  await provider.close();
});

const signupData = z.object({ user: publicUserSchema.strict() }).strict();
const valid = {
  email: 'new.player@example.com',
  password: 'long-enough-1',
  screen_name: 'NewPlayer',
  first_name: 'New',
  last_name: 'Player',
};

describe('POST /account/signup', () => {
  test('creates the account (201) and remembers the scout', async () => {
    const scout = await demoUser(provider, 'MayaChen');
    const { user } = await dataOf(
      await provider.request('/account/signup', { body: { ...valid, scout_id: String(scout.id) } }),
      201,
      signupData,
    );
    expect(user).toMatchObject({ screen_name: 'NewPlayer', handle: 'NewPlayer', first_name: 'New', avatar_url: null });
    const created = await demoUser(provider, 'newplayer');
    expect(created.scoutReferrerId).toBe(scout.id);
    expect(created.email).toBe('new.player@example.com');
  });

  test('an unknown scout is ignored', async () => {
    await dataOf(
      await provider.request('/account/signup', {
        body: { ...valid, email: 'b@example.com', screen_name: 'Bee', scout_id: 99999 },
      }),
      201,
      signupData,
    );
    expect((await demoUser(provider, 'Bee')).scoutReferrerId).toBeNull();
  });

  test('a duplicate email (any casing) is 409 with code 10161', async () => {
    const body = await errorsOf(
      await provider.request('/account/signup', {
        body: { ...valid, email: 'AdaLovelace@Nervus.TEST', screen_name: 'Other' },
      }),
      409,
    );
    expect(body.code).toBe(10161);
    expect(body.errors).toEqual([{ field: 'email', error: OAUTH_ERRORS[10161] }]);
  });

  test('a taken screen name (any casing) is 422 on screen_name', async () => {
    const body = await errorsOf(
      await provider.request('/account/signup', {
        body: { ...valid, email: 'c@example.com', screen_name: 'adalovelace' },
      }),
      422,
    );
    expect(body.errors).toEqual([{ field: 'screen_name', error: 'That screen name is taken.' }]);
  });

  test('bad email and short password give a {field, error} list', async () => {
    const body = await errorsOf(
      await provider.request('/account/signup', { body: { ...valid, email: 'not-an-email', password: 'short' } }),
      422,
    );
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', error: 'Enter a valid email address.' },
        { field: 'password', error: 'Use at least 8 characters.' },
      ]),
    );
    expect(body.code).toBeUndefined();
  });

  test.each(['api', 'Skeptic', 'RPG', 'welcome', 'nervus', 'about', 'my-dashboard', 'discussion-forums'])(
    'reserved screen name %s is 422',
    async (name) => {
      const body = await errorsOf(
        await provider.request('/account/signup', {
          body: { ...valid, email: `${name}@example.com`, screen_name: name },
        }),
        422,
      );
      expect(body.errors).toEqual([{ field: 'screen_name', error: expect.stringMatching(/reserved/) }]);
    },
  );

  test('a body that is not JSON is 422', async () => {
    const res = await provider.app.request('/account/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect((await errorsOf(res, 422)).errors[0].field).toBe('*');
  });
});

describe('POST /account/shadow', () => {
  const shadowData = z.object({ token: z.string().min(20) }).strict();

  test('a non-admin is refused', async () => {
    const token = await tokenFor(provider, 'MayaChen');
    const body = await errorsOf(
      await provider.request('/account/shadow', { body: { user_handle: 'AdaLovelace' }, token }),
      403,
    );
    expect(body.errors).toEqual([{ field: '*', error: 'Only administrators can use shadow mode.' }]);
    await errorsOf(await provider.request('/account/shadow', { body: { user_handle: 'AdaLovelace' } }), 401);
  });

  test('an admin gets a token that acts as the target and names the admin', async () => {
    const adminToken = await tokenFor(provider, 'admin');
    const admin = await demoUser(provider, 'admin');
    const { token } = await dataOf(
      await provider.request('/account/shadow', { body: { user_handle: '@adalovelace' }, token: adminToken }),
      200,
      shadowData,
    );
    const account = await dataOf(await provider.request('/me/detailed', { token }), 200, accountSchema);
    expect(account.user.screen_name).toBe('AdaLovelace');
    expect(account.shadowed_by).toBe(admin.id);
    // A shadow session cannot start another one.
    await errorsOf(await provider.request('/account/shadow', { body: { user_handle: 'MayaChen' }, token }), 403);
  });

  test('unknown handle 404, self 422, missing handle 422', async () => {
    const adminToken = await tokenFor(provider, 'admin');
    expect(
      (
        await errorsOf(
          await provider.request('/account/shadow', { body: { user_handle: 'ghost' }, token: adminToken }),
          404,
        )
      ).errors[0].error,
    ).toBe('User not found!');
    expect(
      (
        await errorsOf(
          await provider.request('/account/shadow', { body: { user_handle: 'Admin' }, token: adminToken }),
          422,
        )
      ).errors[0].field,
    ).toBe('user_handle');
    expect(
      (await errorsOf(await provider.request('/account/shadow', { body: {}, token: adminToken }), 422)).errors[0].field,
    ).toBe('user_handle');
  });

  test('with the shadow-mode flag off even an admin is refused', async () => {
    const db = provider.database.db;
    await db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.name, FLAG.shadowMode));
    try {
      const adminToken = await tokenFor(provider, 'admin');
      await errorsOf(
        await provider.request('/account/shadow', { body: { user_handle: 'AdaLovelace' }, token: adminToken }),
        403,
      );
    } finally {
      await db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.name, FLAG.shadowMode));
    }
  });
});

describe('GET and DELETE /account/shadow (check and stop)', () => {
  const checkData = z
    .object({ shadowing: z.boolean(), user_handle: z.string().nullable(), admin_id: z.number().nullable() })
    .strict();

  test('a normal token is not shadowing and cannot stop', async () => {
    const token = await tokenFor(provider, 'MayaChen');
    expect(await dataOf(await provider.request('/account/shadow', { token }), 200, checkData)).toEqual({
      shadowing: false,
      user_handle: null,
      admin_id: null,
    });
    expect(
      (await errorsOf(await provider.request('/account/shadow', { method: 'DELETE', token }), 422)).errors[0].error,
    ).toBe('Not in shadow mode.');
  });

  test('stopping revokes the shadow token', async () => {
    const adminToken = await tokenFor(provider, 'admin');
    const admin = await demoUser(provider, 'admin');
    const { token } = await dataOf(
      await provider.request('/account/shadow', { body: { user_handle: 'JunoPark' }, token: adminToken }),
      200,
      z.object({ token: z.string() }),
    );
    expect(await dataOf(await provider.request('/account/shadow', { token }), 200, checkData)).toEqual({
      shadowing: true,
      user_handle: 'JunoPark',
      admin_id: admin.id,
    });
    await dataOf(
      await provider.request('/account/shadow', { method: 'DELETE', token }),
      200,
      z.object({ stopped: z.literal(true) }),
    );
    await errorsOf(await provider.request('/me/detailed', { token }), 401);
    // The admin's own session is untouched.
    await dataOf(await provider.request('/me/detailed', { token: adminToken }), 200, accountSchema);
  });
});

describe('DELETE /account/session (sign-out)', () => {
  test('revokes exactly the token that signs out; others of the same user keep working', async () => {
    const leaving = await tokenFor(provider, 'LiamWalsh');
    const otherDevice = await tokenFor(provider, 'LiamWalsh');
    await dataOf(
      await provider.request('/account/session', { method: 'DELETE', token: leaving }),
      200,
      z.object({ signed_out: z.literal(true) }).strict(),
    );
    await errorsOf(await provider.request('/me/detailed', { token: leaving }), 401);
    await dataOf(await provider.request('/me/detailed', { token: otherDevice }), 200, accountSchema);
  });

  test('without a token there is nothing to sign out', async () => {
    await errorsOf(await provider.request('/account/session', { method: 'DELETE' }), 401);
  });
});
