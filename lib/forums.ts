// The forum gate (spec 3 §5): new users must enter 1 idea in any question or rate 5 ideas before
// posting in any forum.

export const FORUM_GATE = { ideas: 1, ratings: 5 } as const;

export interface ForumGate {
  canPost: boolean;
  /** Ideas still to enter to pass by the idea route (0 once met). */
  ideasNeeded: number;
  /** Ratings still to give to pass by the rating route (0 once met). */
  ratingsNeeded: number;
}

export function forumGate(activity: { ideas: number; ratings: number }): ForumGate {
  const ideasNeeded = Math.max(0, FORUM_GATE.ideas - activity.ideas);
  const ratingsNeeded = Math.max(0, FORUM_GATE.ratings - activity.ratings);
  return { canPost: ideasNeeded === 0 || ratingsNeeded === 0, ideasNeeded, ratingsNeeded };
}
