// Helpful tips of the Game Dash (spec 3 §3 'Task or tip'): what to do next in a role, each pointing
// at a real page. A tip lists the Game Dash roles it shows on (targetGameDash); a dismissed tip
// ('Got it') is remembered by its id for the target it was dismissed on.
import type { BrainRole } from '../contracts/brain';
import { DISMISSED_TIPS_MAX, PREFERENCE, tipKeySchema } from '../contracts/preferences';
import { href } from '../routes/table';

export interface Tip {
  id: string;
  subject: string;
  actionToPerform: string;
  targetGameDash: BrainRole[];
  route: (screenName: string | null) => string;
}

export const TIPS: Tip[] = [
  {
    id: 'rate-ideas',
    subject: 'Rate ideas',
    actionToPerform: 'Rate a few ideas in an open challenge: every rating earns neurons.',
    targetGameDash: ['overall', 'analyst'],
    route: () => href('home.challenges'),
  },
  {
    id: 'enter-idea',
    subject: 'Enter an idea',
    actionToPerform: 'Answer an open question with up to three ideas.',
    targetGameDash: ['overall'],
    route: () => href('home.challenges'),
  },
  {
    id: 'ask-question',
    subject: 'Ask a question',
    actionToPerform: 'Post a challenge as a Catalyst and let the crowd answer.',
    targetGameDash: ['overall', 'catalyst'],
    route: () => href('challenges.create'),
  },
  {
    id: 'catalyst-drafts',
    subject: 'Finish a draft',
    actionToPerform: 'Publish a saved draft to earn Catalyst neurons.',
    targetGameDash: ['catalyst'],
    route: (s) => (s ? href('dashboard.catalyst.drafts', { platformSlug: s }) : href('challenges.create')),
  },
  {
    id: 'rater-open',
    subject: 'Open challenges to rate',
    actionToPerform: 'See which challenges still need your ratings.',
    targetGameDash: ['analyst'],
    route: (s) => (s ? href('dashboard.rater.open-challenges', { platformSlug: s }) : href('home.challenges')),
  },
  {
    id: 'mentor-received',
    subject: 'Rate advice you received',
    actionToPerform: 'Rate the mentors’ advice on your ideas from 0 to 5.',
    targetGameDash: ['mentor', 'overall'],
    route: (s) => (s ? href('dashboard.mentoring', { platformSlug: s }, { tab: 'received' }) : href('home.challenges')),
  },
  {
    id: 'mentor-give',
    subject: 'Mentor an idea',
    actionToPerform: 'Say what you like and what could improve on an idea.',
    targetGameDash: ['mentor'],
    route: () => href('home.challenges'),
  },
  {
    id: 'scout-share',
    subject: 'Share a challenge',
    actionToPerform: 'Share your link: you earn one tenth of your recruits’ variable points.',
    targetGameDash: ['scout'],
    route: () => href('sharing-center'),
  },
  {
    id: 'director-board',
    subject: 'Check the race',
    actionToPerform: 'See how the current tournament is going on the leaderboard.',
    targetGameDash: ['director', 'overall'],
    route: () => href('platform.leaderboard', { platformSlug: 'platform' }),
  },
  {
    id: 'scoring',
    subject: 'How scoring works',
    actionToPerform: 'Read what each action earns and how levels add up.',
    targetGameDash: ['overall', 'patron', 'insight', 'commentator', 'innovator'],
    route: () => href('faqs.scoring-points'),
  },
];

/** The key a dismissal is stored under: the tip for one target. */
export function tipKey(tipId: string, target: BrainRole): string {
  return `${target}:${tipId}`;
}

/** Tips of a target that have not been dismissed for it. */
export function visibleTips(target: BrainRole, dismissed: readonly string[]): Tip[] {
  return TIPS.filter((t) => t.targetGameDash.includes(target) && !dismissed.includes(tipKey(t.id, target)));
}

/** Where this browser keeps dismissals: all of a visitor's, and a player's until saved to preferences. */
export const DISMISSED_TIPS_STORAGE_KEY = 'nervus.gamedash.dismissed-tips';

/** The well-formed tip keys of a stored value, one by one: a bad entry does not void the others. */
export function wellFormedTipKeys(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((k): k is string => tipKeySchema.safeParse(k).success);
}

/** The dismissals stored in a preferences bag. */
export function dismissedTipsOf(preferences: Record<string, unknown>): string[] {
  return wellFormedTipKeys(preferences[PREFERENCE.dismissedTips]);
}

/** Lists of dismissals joined without repeats, the newest kept when over the cap. */
export function mergeDismissed(...lists: readonly (readonly string[])[]): string[] {
  const all = [...new Set(lists.flat())];
  return all.slice(Math.max(0, all.length - DISMISSED_TIPS_MAX));
}
