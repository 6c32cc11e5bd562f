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

// The discussion vote types (spec 3 §3). Positive ones earn the post's author commentator neurons
// and make a topic's 'highest dope'; enough distinct people casting negative ones hide a post
// pending review (the figure is ours: the spec gives none).
export const FORUM_VOTE_TYPES = [
  'insightful',
  'helpful',
  'funny',
  'off-topic',
  'ai-slop',
  'uncivil',
  'antisocial',
] as const;
export type ForumVoteType = (typeof FORUM_VOTE_TYPES)[number];
export const POSITIVE_VOTES: readonly ForumVoteType[] = ['insightful', 'helpful', 'funny'];
export const NEGATIVE_VOTES: readonly ForumVoteType[] = ['off-topic', 'ai-slop', 'uncivil', 'antisocial'];
export const isPositiveVote = (type: ForumVoteType) => POSITIVE_VOTES.includes(type);

export const VOTE_LABELS: Record<ForumVoteType, string> = {
  insightful: 'Insightful',
  helpful: 'Helpful',
  funny: 'Funny',
  'off-topic': 'Off-topic/spam',
  'ai-slop': 'AI slop',
  uncivil: 'Uncivil',
  antisocial: 'Antisocial',
};

/** Distinct people flagging a post with a negative vote before it is hidden pending review. */
export const HIDE_THRESHOLD = 3;
/** Commentator neurons its author earns per positive vote (taken back when the vote is withdrawn). */
export const COMMENTATOR_POINTS_PER_VOTE = 2;
export const FORUM_VOTED_REASON = 'ForumPostVoted';
export const COMMENTATOR_ROLE = 'commentator';
/** Replies per page of a topic (the opening post is on the first). */
export const FORUM_PAGE_SIZE = 50;
export const TOPICS_PAGE_SIZE = 20;

export const FORUM_MESSAGES = {
  gate: 'New users must enter 1 idea in any question or rate 5 ideas before posting in any forum.',
  suspended: 'You are suspended from posting in the forums.',
  locked: 'This topic is locked: no new replies.',
  notFound: 'Discussion not found',
  channelNotFound: 'Channel not found',
  membersOnly: 'This channel is for its members: sign up or use an invite to post here.',
  badInvite: 'This invite code is not valid.',
  notAuthor: 'Only its author can change this post.',
  answered: 'This post can no longer be edited: someone has replied to it or rated it.',
  deleted: 'This post was deleted.',
  notModerator: 'Only the channel owner, a platform ambassador or an admin can do this.',
  ownVote: 'You cannot vote on your own post.',
  slugTaken: 'A channel with this name already exists here.',
} as const;

/** A short plain-text excerpt of a markdown post (lists, previews, JSON-LD). */
export function postExcerpt(markdown: string, max = 160): string {
  const plain = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** A channel slug from its title: lower-case words joined by '-', at most 60 characters. */
export function channelSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'channel'
  );
}
