// How a challenge's facts read on its page: tabs, innovation scales, prize types and formats.

/** The pages under /challenges/{slug}/ that show the challenge (spec 2 §2 route table). */
export const CHALLENGE_CHILD_PAGES = [
  'show',
  'survey',
  'start-rate',
  'idea-entry-fee',
  'rate',
  'rating-unlock',
  'idea-unlock',
  'end',
] as const;

export const CHALLENGE_TABS = [
  { key: 'ideas', label: 'Ideas' },
  { key: 'mentoring', label: 'Mentoring & Ratings' },
  { key: 'insightfuls', label: 'Insightfuls' },
  { key: 'discussions', label: 'Discussions' },
  { key: 'details', label: 'Details' },
  { key: 'participants', label: 'Participants' },
] as const;
export type ChallengeTab = (typeof CHALLENGE_TABS)[number]['key'];

/** The tab a `tab` query names; the ideas tab when it names none (or something else). */
export function challengeTab(value: string | string[] | undefined): ChallengeTab {
  const key = Array.isArray(value) ? value[0] : value;
  return CHALLENGE_TABS.find((tab) => tab.key === key)?.key ?? 'ideas';
}

/** Innovation scales (spec 2 §3), default blue-sky. */
export const INNOVATION_SCALES: Record<string, { label: string; description: string }> = {
  'blue-sky': { label: 'Blue-sky', description: 'Open-ended: any idea that could work, however unusual.' },
  moonshot: {
    label: 'Moonshot',
    description: 'Ten times better, not ten percent: bold ideas that are hard to pull off.',
  },
  playful: { label: 'Playful', description: 'For fun: wit and surprise count more than feasibility.' },
};

export function innovationScale(value: string) {
  return INNOVATION_SCALES[value] ?? INNOVATION_SCALES['blue-sky'];
}

/** Prize types (spec 2 §3). */
export const PRIZE_TYPE_LABELS: Record<string, string> = {
  points: 'Neurons',
  experience: 'An experience',
  money: 'Money',
  'food-and-drink': 'Food and drink',
  gift: 'A gift',
  other: 'Other',
  tickets: 'Tickets',
  'co-author': 'Co-authorship',
};

/** Solution formats (spec 2 §1) as a visitor reads them. */
export const SOLUTION_FORMAT_LABELS: Record<string, string> = {
  challenge: 'Question challenge',
  qq: 'QQ: find a better question',
  'test-an-idea': 'Test an idea (double-blind)',
  'improve-an-idea': 'Make it better: improve an idea',
  suggestion: 'Suggestion box',
  ama: 'Ask me anything',
  topic: 'Topic',
  caption: 'Caption challenge',
};

/** QQ and suggestion-box ideas can become questions of their own (spec 2 §4). */
export function isPromotable(challenge: { solution_format: string; challenge_format: string }): boolean {
  return challenge.solution_format === 'qq' || challenge.challenge_format === 'suggestion';
}
