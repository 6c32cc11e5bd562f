// Teams (spec 3 §6): friends form teams and browse each other's idea logs. A player founds a team
// and is its captain; a member invites one of their friends, who accepts or declines; a member leaves (the
// longest-standing member becomes captain; the last one out ends the team). The player, their
// friends and their teammates read a player's idea log: every idea they entered, newest first.
import { and, asc, desc, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { FieldError } from '@/lib/contracts/errors';
import { TEAM_TEXTS as T, type IdeaLog, type MyTeams, type Team, type TeamAction } from '@/lib/contracts/teams';
import type { Db, Tx } from '../db/client';
import { challenges, ideas, teamInvitations, teamMembers, teams, users } from '../db/schema';
import { isClosedRow } from './challenge-filters';
import { areFriends } from './relationship-reads';
import { toPersonSummary } from './mappers';
import { findUserByScreenName } from './users';

export type TeamRefusal = { ok: false; status: 403 | 404 | 409 | 422; errors: FieldError[] };
const refuse = (status: TeamRefusal['status'], error: string, field = '*'): TeamRefusal => ({
  ok: false,
  status,
  errors: [{ field, error }],
});

/** The teams with these ids, members captain first; invitations only for a viewer on the team. */
async function loadTeams(db: Db | Tx, ids: number[], viewerId: number | null): Promise<Team[]> {
  if (!ids.length) return [];
  const [rows, members, invited] = await Promise.all([
    db.select().from(teams).where(inArray(teams.id, ids)).orderBy(asc(teams.name), asc(teams.id)),
    db
      .select({ teamId: teamMembers.teamId, role: teamMembers.role, user: users })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(inArray(teamMembers.teamId, ids))
      .orderBy(asc(teamMembers.role), asc(teamMembers.joinedAt)),
    db
      .select({ teamId: teamInvitations.teamId, user: users })
      .from(teamInvitations)
      .innerJoin(users, eq(users.id, teamInvitations.userId))
      .where(inArray(teamInvitations.teamId, ids))
      .orderBy(asc(teamInvitations.createdAt)),
  ]);
  return rows.map((row) => {
    const own = members.filter((m) => m.teamId === row.id);
    const onTeam = own.some((m) => m.user.id === viewerId);
    return {
      id: row.id,
      name: row.name,
      members: own.map((m) => ({ user: toPersonSummary(m.user), role: m.role as 'captain' | 'member' })),
      invited: onTeam ? invited.filter((i) => i.teamId === row.id).map((i) => toPersonSummary(i.user)) : [],
    };
  });
}

async function teamIdsOf(db: Db | Tx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  return rows.map((r) => r.id);
}

/** GET /{platform}/teams: the teams of a player, as `viewerId` may see them. */
export async function teamsOf(db: Db, userId: number, viewerId: number | null): Promise<Team[]> {
  return loadTeams(db, await teamIdsOf(db, userId), viewerId);
}

export async function myTeams(db: Db, userId: number): Promise<MyTeams> {
  const invitations = await db
    .select({ id: teamInvitations.id, team: teams, by: users })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(users, eq(users.id, teamInvitations.invitedById))
    .where(eq(teamInvitations.userId, userId))
    .orderBy(asc(teamInvitations.createdAt));
  return {
    teams: await teamsOf(db, userId, userId),
    invitations: invitations.map((i) => ({
      id: i.id,
      team: { id: i.team.id, name: i.team.name },
      invited_by: toPersonSummary(i.by),
    })),
  };
}

export async function createTeam(db: Db, userId: number, name: string): Promise<Team> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(teams).values({ name }).returning();
    await tx.insert(teamMembers).values({ teamId: row.id, userId, role: 'captain' });
    return (await loadTeams(tx, [row.id], userId))[0];
  });
}

async function isMember(db: Db | Tx, teamId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** One team action by `actorId`; answers the team as it now is (null once the last member left). */
export async function teamAction(
  db: Db,
  actorId: number,
  teamId: number,
  action: TeamAction,
): Promise<{ ok: true; team: Team | null } | TeamRefusal> {
  const result = await db.transaction(async (tx): Promise<TeamRefusal | null> => {
    const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update').limit(1);
    if (!team) return refuse(404, T.notFound);
    const member = await isMember(tx, teamId, actorId);
    switch (action.action) {
      case 'invite': {
        if (!member) return refuse(403, T.membersOnly);
        const invitee = await findUserByScreenName(tx, action.screen_name);
        if (!invitee) return refuse(422, T.noSuchUser, 'screen_name');
        // Friends form teams (spec 3 §6): a member invites their own friends.
        if (!(await areFriends(tx, actorId, invitee.id))) return refuse(403, T.notFriends, 'screen_name');
        if (await isMember(tx, teamId, invitee.id)) return refuse(409, T.alreadyMember, 'screen_name');
        const added = await tx
          .insert(teamInvitations)
          .values({ teamId, userId: invitee.id, invitedById: actorId })
          .onConflictDoNothing()
          .returning({ id: teamInvitations.id });
        return added.length ? null : refuse(409, T.alreadyInvited, 'screen_name');
      }
      case 'respond': {
        const [invitation] = await tx
          .select()
          .from(teamInvitations)
          .where(and(eq(teamInvitations.id, action.invitation_id), eq(teamInvitations.teamId, teamId)))
          .limit(1);
        // The invitee answers; a member may withdraw an invitation.
        if (!invitation || (invitation.userId !== actorId && !(member && !action.accept)))
          return refuse(404, T.noInvitation);
        await tx.delete(teamInvitations).where(eq(teamInvitations.id, invitation.id));
        if (action.accept)
          await tx.insert(teamMembers).values({ teamId, userId: actorId, role: 'member' }).onConflictDoNothing();
        return null;
      }
      case 'leave': {
        if (!member) return refuse(409, T.notMember);
        await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, actorId)));
        const [next] = await tx
          .select()
          .from(teamMembers)
          .where(eq(teamMembers.teamId, teamId))
          .orderBy(asc(teamMembers.joinedAt))
          .limit(1);
        if (!next) await tx.delete(teams).where(eq(teams.id, teamId));
        else if (
          !(
            await tx
              .select()
              .from(teamMembers)
              .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'captain')))
          ).length
        )
          await tx
            .update(teamMembers)
            .set({ role: 'captain' })
            .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, next.userId)));
        return null;
      }
    }
  });
  if (result) return result;
  const [team] = await loadTeams(db, [teamId], actorId);
  return { ok: true, team: team ?? null };
}

/** Whether two players share a team. */
export async function areTeammates(db: Db | Tx, a: number, b: number): Promise<boolean> {
  const mine = await teamIdsOf(db, a);
  if (!mine.length) return false;
  const [row] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, b), inArray(teamMembers.teamId, mine), ne(teamMembers.userId, a)))
    .limit(1);
  return Boolean(row);
}

/** A player's idea log, for themself, their friends and their teammates (null: not theirs to browse). */
export async function ideaLog(
  db: Db,
  user: Parameters<typeof toPersonSummary>[0],
  viewerId: number | null,
  now = new Date(),
): Promise<IdeaLog | null> {
  if (viewerId === null) return null;
  const allowed =
    viewerId === user.id || (await areFriends(db, viewerId, user.id)) || (await areTeammates(db, viewerId, user.id));
  if (!allowed) return null;
  const rows = await db
    .select({ idea: ideas, challenge: challenges })
    .from(ideas)
    .innerJoin(challenges, eq(challenges.id, ideas.challengeId))
    .where(
      and(
        eq(ideas.authorId, user.id),
        eq(challenges.state, 'published'),
        eq(ideas.declined, false),
        // Hidden by a moderator: its author was told; friends and teammates no longer see it.
        viewerId === user.id ? undefined : isNull(ideas.hiddenAt),
        // Ideas are anonymous while their challenge is open (blind rating): others see closed ones only.
        viewerId === user.id ? undefined : or(eq(challenges.isClosed, true), lte(challenges.durationEnd, now)),
      ),
    )
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(200);
  return {
    user: toPersonSummary(user),
    ideas: rows.map(({ idea, challenge }) => ({
      id: idea.id,
      title: idea.title,
      created_at: idea.createdAt.toISOString(),
      challenge: {
        slug: challenge.slug,
        question_title: challenge.questionTitle,
        is_closed: isClosedRow(challenge, now),
      },
    })),
  };
}
