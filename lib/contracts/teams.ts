// Teams (spec 3 §6: friends form teams and browse each other's idea logs; spec 1 §7 GET
// /{platform}/teams). A member invites a friend by screen name, the invitee accepts or declines, a
// member leaves; friends and teammates read each other's idea log (GET /idea-logs/{screen_name}).
import { z } from 'zod';
import { personSummarySchema } from './challenge';

export const TEAM_LIMITS = { nameMin: 3, nameMax: 40 } as const;

export const TEAM_TEXTS = {
  nameShort: `Give the team a name of at least ${TEAM_LIMITS.nameMin} characters.`,
  nameLong: `Use at most ${TEAM_LIMITS.nameMax} characters for the team name.`,
  notFound: 'This team does not exist.',
  membersOnly: 'Only members of this team can do that.',
  noSuchUser: 'There is no player with that screen name.',
  notFriends: 'You can invite only your friends to a team.',
  alreadyMember: 'This player is already on the team.',
  alreadyInvited: 'This player is already invited.',
  noInvitation: 'There is no pending invitation to answer.',
  notMember: 'You are not on this team.',
  ideaLogClosed: 'Only this player, their friends and their teammates can browse this idea log.',
} as const;

export const teamCreateSchema = z.object({
  name: z
    .string({ error: TEAM_TEXTS.nameShort })
    .trim()
    .min(TEAM_LIMITS.nameMin, TEAM_TEXTS.nameShort)
    .max(TEAM_LIMITS.nameMax, TEAM_TEXTS.nameLong),
});

const id = z.coerce.number().int().positive();
export const teamActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('invite'), screen_name: z.string().trim().min(1, TEAM_TEXTS.noSuchUser) }),
  z.object({ action: z.literal('respond'), invitation_id: id, accept: z.boolean() }),
  z.object({ action: z.literal('leave') }),
]);
export type TeamAction = z.infer<typeof teamActionSchema>;

export const teamSchema = z.object({
  id: z.number(),
  name: z.string(),
  members: z.array(z.object({ user: personSummarySchema, role: z.enum(['captain', 'member']) })),
  /** Invitations not answered yet: shown to the team's members only, else empty. */
  invited: z.array(personSummarySchema),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /{platform}/teams: the teams of the player named by the platform slug. */
export const userTeamsSchema = z.array(teamSchema);

/** GET /teams/me: my teams and the invitations waiting for my answer. */
export const myTeamsSchema = z.object({
  teams: z.array(teamSchema),
  invitations: z.array(
    z.object({ id: z.number(), team: teamSchema.pick({ id: true, name: true }), invited_by: personSummarySchema }),
  ),
});
export type MyTeams = z.infer<typeof myTeamsSchema>;

export const ideaLogEntrySchema = z.object({
  id: z.number(),
  title: z.string(),
  created_at: z.string(),
  challenge: z.object({ slug: z.string(), question_title: z.string(), is_closed: z.boolean() }),
});
export const ideaLogSchema = z.object({ user: personSummarySchema, ideas: z.array(ideaLogEntrySchema) });
export type IdeaLog = z.infer<typeof ideaLogSchema>;
