import 'server-only';
// Loaders of the team pages (spec 3 §6): a player's teams, mine with my invitations, and an idea
// log, which only the player and their teammates may browse.
import { cache } from 'react';
import { ideaLogSchema, myTeamsSchema, userTeamsSchema, type IdeaLog } from '@/lib/contracts/teams';
import { throwIfProviderFailed } from './loaders';
import { provider } from './provider';

export const getUserTeams = cache(async (screenName: string) => {
  const res = await provider(`/${encodeURIComponent(screenName)}/teams`, { schema: userTeamsSchema });
  if (res.ok) return res.data;
  throwIfProviderFailed(res, `teams of ${screenName}`);
  return [];
});

export const getMyTeams = cache(async () => {
  const res = await provider('/teams/me', { schema: myTeamsSchema });
  if (res.ok) return res.data;
  throwIfProviderFailed(res, 'my teams');
  return { teams: [], invitations: [] };
});

/** The log, or 'closed' when the viewer is neither the player nor a teammate. */
export const getIdeaLog = cache(async (screenName: string): Promise<IdeaLog | 'closed'> => {
  const res = await provider(`/idea-logs/${encodeURIComponent(screenName)}`, { schema: ideaLogSchema });
  if (res.ok) return res.data;
  throwIfProviderFailed(res, `idea log of ${screenName}`);
  return 'closed';
});
