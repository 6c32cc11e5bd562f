// Rate limits of the provider's busiest writes (DESIGN.md security: 'Rate limits on sign-in, sign-up,
// idea, rating ... clear 429 with Retry-After'). Per person, in a sliding window. The figures are
// ours (the spec gives none), set where a real player never meets them: rating an idea means reading
// it first, so 30 a minute is one every two seconds for a whole minute; and 20 ideas in 10 minutes
// is a whole suggestion box's 10 (spec 2 §9) and more, each with a title and a description. Pure: the provider's config parses the
// overrides (RATING_RATE_LIMIT, IDEA_RATE_LIMIT) with parseRateLimit, its routes word the 429.

export interface RateLimit {
  /** Requests allowed in one window. */
  count: number;
  windowSeconds: number;
}

export const RATING_RATE_LIMIT: RateLimit = { count: 30, windowSeconds: 60 };
export const IDEA_RATE_LIMIT: RateLimit = { count: 20, windowSeconds: 600 };
/** Forum posts (topics and replies): a lively conversation is a post every half minute, not 10 a minute. */
export const FORUM_POST_RATE_LIMIT: RateLimit = { count: 10, windowSeconds: 300 };

/** 'count/windowSeconds', like '30/60'; null when it is not two whole numbers above 0. */
export function parseRateLimit(text: string): RateLimit | null {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,7})\s*$/.exec(text);
  if (!match) return null;
  const count = Number(match[1]);
  const windowSeconds = Number(match[2]);
  return count > 0 && windowSeconds > 0 ? { count, windowSeconds } : null;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A wait as a person reads it: seconds under a minute, else whole minutes rounded up. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? plural(s, 'second') : plural(Math.ceil(s / 60), 'minute');
}

/** A window as in 'up to 30 per minute', 'up to 10 per 10 minutes'. */
export function windowText(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

export function tooManyRatingsMessage(limit: RateLimit, retryAfterSeconds: number): string {
  return `You are rating faster than we allow (up to ${limit.count} ratings per ${windowText(limit.windowSeconds)}). Please wait ${waitText(retryAfterSeconds)} and try again.`;
}

export function tooManyIdeasMessage(limit: RateLimit, retryAfterSeconds: number): string {
  return `You are entering ideas faster than we allow (up to ${limit.count} per ${windowText(limit.windowSeconds)}). Please wait ${waitText(retryAfterSeconds)} and try again; your idea is still here.`;
}

/** Saving to the A-ha notebook: as many as ideas entered, counted apart from them. */
export const SAVED_IDEA_RATE_LIMIT: RateLimit = { count: 20, windowSeconds: 600 };

export function tooManySavedIdeasMessage(limit: RateLimit, retryAfterSeconds: number): string {
  return `You are saving ideas faster than we allow (up to ${limit.count} per ${windowText(limit.windowSeconds)}). Please wait ${waitText(retryAfterSeconds)} and try again; your idea is still here.`;
}

export function tooManyPostsMessage(limit: RateLimit, retryAfterSeconds: number): string {
  return `You are posting faster than we allow (up to ${limit.count} posts per ${windowText(limit.windowSeconds)}). Please wait ${waitText(retryAfterSeconds)} and try again; your post is kept in this browser.`;
}

/** Direct messages: a quick chat is a message every few seconds, not one a second for a minute. */
export const MESSAGE_RATE_LIMIT: RateLimit = { count: 20, windowSeconds: 60 };

export function tooManyMessagesMessage(limit: RateLimit, retryAfterSeconds: number): string {
  return `You are sending messages faster than we allow (up to ${limit.count} messages per ${windowText(limit.windowSeconds)}). Please wait ${waitText(retryAfterSeconds)} and try again; your message is kept in this browser.`;
}

/** Reports (issue 21 §3): a few a minute is a player cleaning up a thread; 10 in 10 minutes is plenty. */
export const REPORT_RATE_LIMIT: RateLimit = { count: 10, windowSeconds: 600 };

export function tooManyReportsMessage(limit: RateLimit, retryAfterSeconds: number): string {
  return `You are reporting faster than we allow (up to ${limit.count} reports per ${windowText(limit.windowSeconds)}). Please wait ${waitText(retryAfterSeconds)} and try again.`;
}
