// Rules of the challenges home (spec 2 §2 'challenges widgets'): how many cards each widget shows
// and what "closing soon" means. The provider selects with these, the page only renders.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open challenges shown on the home before "See all". Four rows of three at 1280 px. */
export const HOME_OPEN_LIMIT = 12;
export const HOME_CLOSING_SOON_LIMIT = 4;
/** Two rows of four at 1280 px. */
export const HOME_COMPLETED_LIMIT = 8;
/** The most any list widget returns (GET /widgets/completed-challenges?limit=). */
export const WIDGET_LIST_MAX = 24;

/**
 * A challenge is closing soon when it is open and ends within the activity window of 7 days
 * (spec 2 §9 'Activity windows 7 days'); a challenge ending in three weeks is not "soon".
 */
export const CLOSING_SOON_DAYS = 7;

export function closingSoonWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + CLOSING_SOON_DAYS * DAY_MS) };
}

/** The same rule for one card, for callers that hold cards rather than a query. */
export function isClosingSoon(challenge: { duration_end: string }, now: Date): boolean {
  const end = Date.parse(challenge.duration_end);
  const { from, to } = closingSoonWindow(now);
  return end > from.getTime() && end <= to.getTime();
}

/** Home widgets by id (GET /{platform}/challenges-homepage/v2/{id}) and their keys in the v2 body. */
export const HOME_WIDGETS = {
  open: 'open',
  'closing-soon': 'closing_soon',
  completed: 'completed',
  categories: 'categories',
} as const;
export type HomeWidgetId = keyof typeof HOME_WIDGETS;
export const HOME_WIDGET_IDS = Object.keys(HOME_WIDGETS) as [HomeWidgetId, ...HomeWidgetId[]];
