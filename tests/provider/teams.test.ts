import { relationshipSchema } from '@/lib/contracts/social';
import { ideaLogSchema, myTeamsSchema, TEAM_TEXTS, teamSchema, userTeamsSchema } from '@/lib/contracts/teams';
import { dataOf, demoUser, errorsOf, tokenFor } from './api-helpers';
import { createTestProvider, type TestProvider } from './harness';

let provider: TestProvider;
const tokens: Record<string, string> = {};
const NAMES = ['AdaLovelace', 'MayaChen', 'TheoBrooks', 'JunoPark', 'SamOkafor'] as const;
beforeAll(async () => {
  provider = await createTestProvider();
  for (const name of NAMES) tokens[name] = await tokenFor(provider, name);
});
afterAll(async () => {
  await provider.close();
});

/** A friend request from `a`, accepted by `b`, through the relationships API. */
async function befriend(a: string, b: string) {
  const other = await demoUser(provider, b);
  const sent = await dataOf(
    await provider.request('/relationships/friend-requests', { token: tokens[a], body: { user_id: other.id } }),
    201,
    relationshipSchema,
  );
  await dataOf(
    await provider.request(`/relationships/friend-requests/${sent.request!.id}/response`, {
      token: tokens[b],
      body: { action: 'accept' },
    }),
    200,
    relationshipSchema,
  );
}

const found = async (who: string, name: string) =>
  dataOf(await provider.request('/teams', { method: 'POST', token: tokens[who], body: { name } }), 201, teamSchema);
const act = (id: number, who: string, body: Record<string, unknown>) =>
  provider.request(`/teams/${id}/membership`, { method: 'POST', token: tokens[who], body });
async function join(teamId: number, who: string) {
  const { invitations } = await dataOf(await provider.request('/teams/me', { token: tokens[who] }), 200, myTeamsSchema);
  const invitation = invitations.find((i) => i.team.id === teamId)!;
  return dataOf(
    await act(teamId, who, { action: 'respond', invitation_id: invitation.id, accept: true }),
    200,
    teamSchema,
  );
}
const refusal = async (res: Response, status: number) => (await errorsOf(res, status)).errors[0].error;

test('friends form a team: a friend is invited and accepts; a non-friend cannot be invited', async () => {
  await befriend('AdaLovelace', 'MayaChen');
  const team = await found('AdaLovelace', 'Night Owls');
  expect(team.members.map((m) => [m.user.handle, m.role])).toEqual([['AdaLovelace', 'captain']]);
  const short = await provider.request('/teams', { method: 'POST', token: tokens.AdaLovelace, body: { name: 'ab' } });
  expect((await errorsOf(short, 422)).errors).toEqual([{ field: 'name', error: TEAM_TEXTS.nameShort }]);

  expect(await refusal(await act(team.id, 'AdaLovelace', { action: 'invite', screen_name: 'SamOkafor' }), 403)).toBe(
    TEAM_TEXTS.notFriends,
  );
  expect(await refusal(await act(team.id, 'MayaChen', { action: 'invite', screen_name: 'SamOkafor' }), 403)).toBe(
    TEAM_TEXTS.membersOnly,
  );
  const invited = await dataOf(
    await act(team.id, 'AdaLovelace', { action: 'invite', screen_name: 'MayaChen' }),
    200,
    teamSchema,
  );
  expect(invited.invited.map((p) => p.handle)).toEqual(['MayaChen']);
  expect(await refusal(await act(team.id, 'AdaLovelace', { action: 'invite', screen_name: 'MayaChen' }), 409)).toBe(
    TEAM_TEXTS.alreadyInvited,
  );

  const { invitations } = await dataOf(
    await provider.request('/teams/me', { token: tokens.MayaChen }),
    200,
    myTeamsSchema,
  );
  const invitation = invitations.find((i) => i.team.id === team.id)!;
  expect(invitation.invited_by.handle).toBe('AdaLovelace');
  // Somebody else cannot accept Maya's invitation.
  await errorsOf(
    await act(team.id, 'TheoBrooks', { action: 'respond', invitation_id: invitation.id, accept: true }),
    404,
  );
  const joined = await join(team.id, 'MayaChen');
  expect(joined.members.map((m) => m.user.handle)).toEqual(['AdaLovelace', 'MayaChen']);

  // Anybody sees a player's teams; only members see who is invited.
  const pub = await dataOf(await provider.request('/MayaChen/teams'), 200, userTeamsSchema);
  expect(pub.find((t) => t.id === team.id)).toMatchObject({ name: 'Night Owls', invited: [] });
  expect((await provider.request('/NoSuchPlayerHere/teams')).status).toBe(404);
});

test('teammates who are not friends browse each other’s idea log while they share a team', async () => {
  await befriend('TheoBrooks', 'JunoPark');
  await befriend('TheoBrooks', 'SamOkafor');
  const log = (of: string, who?: string) =>
    provider.request(`/idea-logs/${of}`, who ? { token: tokens[who] } : undefined);
  // Sam and Juno are not friends, and share no team yet.
  expect(await refusal(await log('JunoPark', 'SamOkafor'), 403)).toBe(TEAM_TEXTS.ideaLogClosed);
  expect((await log('JunoPark')).status).toBe(401);
  // A friend reads it.
  expect((await dataOf(await log('JunoPark', 'TheoBrooks'), 200, ideaLogSchema)).user.handle).toBe('JunoPark');

  const team = await found('TheoBrooks', 'Log Readers');
  await act(team.id, 'TheoBrooks', { action: 'invite', screen_name: 'JunoPark' });
  await act(team.id, 'TheoBrooks', { action: 'invite', screen_name: 'SamOkafor' });
  await join(team.id, 'JunoPark');
  await join(team.id, 'SamOkafor');
  const shared = await dataOf(await log('JunoPark', 'SamOkafor'), 200, ideaLogSchema);
  const own = await dataOf(await log('JunoPark', 'JunoPark'), 200, ideaLogSchema);
  // A teammate sees the ideas of closed challenges only: open ones are anonymous (blind rating).
  expect(own.ideas.some((idea) => !idea.challenge.is_closed)).toBe(true);
  expect(shared.ideas).toEqual(own.ideas.filter((idea) => idea.challenge.is_closed));
  expect(shared.ideas.length).toBeGreaterThan(0);

  // Leaving closes it again; the captaincy moves on when the captain leaves.
  const left = await dataOf(await act(team.id, 'JunoPark', { action: 'leave' }), 200, teamSchema);
  expect(left.members.map((m) => m.user.handle)).toEqual(['TheoBrooks', 'SamOkafor']);
  await errorsOf(await log('JunoPark', 'SamOkafor'), 403);
  const captainLeft = await dataOf(await act(team.id, 'TheoBrooks', { action: 'leave' }), 200, teamSchema);
  expect(captainLeft.members.map((m) => [m.user.handle, m.role])).toEqual([['SamOkafor', 'captain']]);
  // The last one out ends the team.
  expect((await (await act(team.id, 'SamOkafor', { action: 'leave' })).json()).data).toBeNull();
  await errorsOf(await act(team.id, 'SamOkafor', { action: 'leave' }), 404);
});
