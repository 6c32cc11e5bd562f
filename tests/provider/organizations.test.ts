import {
  myOrganizationsSchema,
  ORGANIZATION_TEXTS,
  organizationDetailSchema,
  type OrganizationDetail,
} from '@/lib/contracts/organizations';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
let ada: string, maya: string, theo: string, juno: string;
let ids: Record<string, number>;
beforeAll(async () => {
  provider = await createTestProvider();
  [ada, maya, theo, juno] = await Promise.all(
    ['AdaLovelace', 'MayaChen', 'TheoBrooks', 'JunoPark'].map((n) => tokenFor(provider, n)),
  );
  ids = Object.fromEntries(
    await Promise.all(
      ['AdaLovelace', 'MayaChen', 'TheoBrooks', 'JunoPark'].map(async (n) => [n, (await demoUser(provider, n)).id]),
    ),
  );
});
afterAll(async () => {
  await provider.close();
});

async function create(token: string, body: Record<string, unknown>) {
  return dataOf(
    await provider.request('/social/organizations', { method: 'POST', token, body }),
    201,
    organizationDetailSchema,
  );
}
const act = (id: number, token: string, body: Record<string, unknown>) =>
  provider.request(`/social/organizations/${id}/membership`, { method: 'POST', token, body });
const done = async (id: number, token: string, body: Record<string, unknown>): Promise<OrganizationDetail> =>
  dataOf(await act(id, token, body), 200, organizationDetailSchema);
const refused = async (id: number, token: string, body: Record<string, unknown>, status: number) =>
  (await errorsOf(await act(id, token, body), status)).errors[0].error;
const roles = (org: OrganizationDetail) => Object.fromEntries(org.members.map((m) => [m.user.handle, m.role]));

test('organizations need a signed-in person to be created or changed', async () => {
  expect((await provider.request('/social/organizations', { method: 'POST', body: { name: 'Nope' } })).status).toBe(
    401,
  );
  expect((await provider.request('/social/organizations/me')).status).toBe(401);
  expect(
    (await provider.request('/social/organizations/1/membership', { method: 'POST', body: { action: 'join' } })).status,
  ).toBe(401);
});

test('the creator is the owner; the name is 3 to 60 characters; slugs stay unique', async () => {
  const org = await create(ada, { name: 'Library Lab', description: 'Lending more than books' });
  expect(org).toMatchObject({
    slug: 'library-lab',
    invite_type: 'request',
    member_count: 1,
    viewer: { role: 'owner' },
  });
  expect((await create(maya, { name: 'Library Lab' })).slug).toBe('library-lab-2');
  expect((await create(maya, { name: 'Abc' })).name).toBe('Abc');
  const short = await provider.request('/social/organizations', { method: 'POST', token: ada, body: { name: 'Ab' } });
  expect((await errorsOf(short, 422)).errors).toEqual([{ field: 'name', error: ORGANIZATION_TEXTS.nameShort }]);
  const long = await provider.request('/social/organizations', {
    method: 'POST',
    token: ada,
    body: { name: 'x'.repeat(61) },
  });
  expect((await errorsOf(long, 422)).errors).toEqual([{ field: 'name', error: ORGANIZATION_TEXTS.nameLong }]);
  expect((await create(ada, { name: 'x'.repeat(60) })).name).toHaveLength(60);
});

test('the last owner cannot leave; after granting ownership they can', async () => {
  const org = await create(ada, { name: 'Owner Keepers', invite_type: 'open' });
  expect(await refused(org.id, ada, { action: 'leave' }, 409)).toBe(ORGANIZATION_TEXTS.lastOwner);
  await done(org.id, maya, { action: 'join' });
  // Nobody can remove the owner or take their admin rights.
  await done(org.id, ada, { action: 'grant-admin', user_id: ids.MayaChen });
  expect(await refused(org.id, maya, { action: 'kick', user_id: ids.AdaLovelace }, 409)).toBe(
    ORGANIZATION_TEXTS.ownerStays,
  );
  // Ownership moves: the old owner becomes an admin, and there is still exactly one owner.
  expect(await refused(org.id, maya, { action: 'grant-ownership', user_id: ids.MayaChen }, 403)).toBe(
    ORGANIZATION_TEXTS.ownerOnly,
  );
  const moved = await done(org.id, ada, { action: 'grant-ownership', user_id: ids.MayaChen });
  expect(roles(moved)).toEqual({ MayaChen: 'owner', AdaLovelace: 'admin' });
  const left = await done(org.id, ada, { action: 'leave' });
  expect(roles(left)).toEqual({ MayaChen: 'owner' });
  expect(left.viewer.role).toBeNull();
  expect(await refused(org.id, maya, { action: 'leave' }, 409)).toBe(ORGANIZATION_TEXTS.lastOwner);
});

test('the database itself refuses a second owner', async () => {
  const org = await create(ada, { name: 'One Owner Only', invite_type: 'open' });
  await done(org.id, theo, { action: 'join' });
  await expect(
    provider.database.db.execute(
      `update organization_members set role = 'owner' where organization_id = ${org.id} and user_id = ${ids.TheoBrooks}`,
    ),
  ).rejects.toThrow();
});

test('invite: an admin invites, the invitee accepts or declines; others cannot answer for them', async () => {
  const org = await create(ada, { name: 'Invite Club', invite_type: 'invite' });
  expect(await refused(org.id, theo, { action: 'request' }, 403)).toBe(ORGANIZATION_TEXTS.inviteOnly);
  expect(await refused(org.id, theo, { action: 'invite', screen_name: 'JunoPark' }, 403)).toBe(
    ORGANIZATION_TEXTS.adminsOnly,
  );
  expect(await refused(org.id, ada, { action: 'invite', screen_name: 'NoSuchPlayer' }, 422)).toBe(
    ORGANIZATION_TEXTS.noSuchUser,
  );
  const invited = await done(org.id, ada, { action: 'invite', screen_name: 'TheoBrooks' });
  expect(invited.pending.map((p) => [p.kind, p.user.handle])).toEqual([['invitation', 'TheoBrooks']]);
  expect(await refused(org.id, ada, { action: 'invite', screen_name: 'TheoBrooks' }, 409)).toBe(
    ORGANIZATION_TEXTS.alreadyPending,
  );
  const mine = dataOf(await provider.request('/social/organizations/me', { token: theo }), 200, myOrganizationsSchema);
  const invitation = (await mine).invitations.find((i) => i.organization.id === org.id)!;
  expect(invitation).toBeDefined();
  // Juno cannot accept Theo's invitation.
  expect(await refused(org.id, juno, { action: 'respond', pending_id: invitation.id, accept: true }, 403)).toBe(
    ORGANIZATION_TEXTS.adminsOnly,
  );
  const joined = await done(org.id, theo, { action: 'respond', pending_id: invitation.id, accept: true });
  expect(joined.viewer).toEqual({ role: 'member', pending: null });
  expect(joined.member_count).toBe(2);
  expect(await refused(org.id, ada, { action: 'invite', screen_name: 'TheoBrooks' }, 409)).toBe(
    ORGANIZATION_TEXTS.alreadyMember,
  );
  // A declined invitation is gone.
  const second = await done(org.id, ada, { action: 'invite', screen_name: 'JunoPark' });
  const declined = await done(org.id, juno, { action: 'respond', pending_id: second.pending[0].id, accept: false });
  expect(declined.viewer).toEqual({ role: null, pending: null });
});

test('request: a person asks, an admin accepts; join is for open organizations', async () => {
  const org = await create(ada, { name: 'Request Club' });
  expect(await refused(org.id, juno, { action: 'join' }, 403)).toBe(ORGANIZATION_TEXTS.requestFirst);
  const asked = await done(org.id, juno, { action: 'request' });
  expect(asked.viewer.pending?.kind).toBe('request');
  // Only admins see pending requests.
  expect(asked.pending).toEqual([]);
  expect(await refused(org.id, juno, { action: 'request' }, 409)).toBe(ORGANIZATION_TEXTS.alreadyPending);
  expect(
    await refused(org.id, juno, { action: 'respond', pending_id: asked.viewer.pending!.id, accept: true }, 403),
  ).toBe(ORGANIZATION_TEXTS.adminsOnly);
  const accepted = await done(org.id, ada, { action: 'respond', pending_id: asked.viewer.pending!.id, accept: true });
  expect(roles(accepted)).toEqual({ AdaLovelace: 'owner', JunoPark: 'member' });
  expect(accepted.pending).toEqual([]);
});

test('kick, grant and revoke admin: admins remove members, only the owner changes roles', async () => {
  const org = await create(ada, { name: 'Role Club', invite_type: 'open' });
  await done(org.id, maya, { action: 'join' });
  await done(org.id, theo, { action: 'join' });
  expect(await refused(org.id, maya, { action: 'grant-admin', user_id: ids.TheoBrooks }, 403)).toBe(
    ORGANIZATION_TEXTS.ownerOnly,
  );
  await done(org.id, ada, { action: 'grant-admin', user_id: ids.MayaChen });
  // An admin removes a member, but not another admin.
  await done(org.id, ada, { action: 'grant-admin', user_id: ids.TheoBrooks });
  expect(await refused(org.id, maya, { action: 'kick', user_id: ids.TheoBrooks }, 403)).toBe(
    ORGANIZATION_TEXTS.ownerOnly,
  );
  const revoked = await done(org.id, ada, { action: 'revoke-admin', user_id: ids.TheoBrooks });
  expect(roles(revoked)).toEqual({ AdaLovelace: 'owner', MayaChen: 'admin', TheoBrooks: 'member' });
  const kicked = await done(org.id, maya, { action: 'kick', user_id: ids.TheoBrooks });
  expect(roles(kicked)).toEqual({ AdaLovelace: 'owner', MayaChen: 'admin' });
  expect(await refused(org.id, maya, { action: 'kick', user_id: ids.TheoBrooks }, 404)).toBe(
    ORGANIZATION_TEXTS.notMember,
  );
});

test('the page reads by slug for anybody; only admins edit', async () => {
  const org = await create(ada, { name: 'Public Page' });
  const page = await dataOf(await provider.request('/social/organizations/public-page'), 200, organizationDetailSchema);
  expect(page).toMatchObject({ id: org.id, viewer: { role: null, pending: null }, pending: [] });
  expect((await provider.request('/social/organizations/no-such-org')).status).toBe(404);
  const edit = (token: string) =>
    provider.request(`/social/organizations/${org.id}`, { method: 'PUT', token, body: { invite_type: 'open' } });
  expect((await errorsOf(await edit(maya), 403)).errors[0].error).toBe(ORGANIZATION_TEXTS.adminsOnly);
  expect((await dataOf(await edit(ada), 200, organizationDetailSchema)).invite_type).toBe('open');
});
