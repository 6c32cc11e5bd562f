// The tweet preview's counter (spec 3 §5, §9): 280 weighted characters, each link counting 23,
// characters in the listed ranges weighing 1 and all others 2, computed by twitter-text (its v3
// configuration is exactly that rule). The remaining count turns orange under 10 and red below 0,
// where 'Tweet now' is disabled. Only the tweet preview imports this (loaded on demand).
import twitterText from 'twitter-text';

export const TWEET_MAX_WEIGHTED = 280;
export const TWEET_LINK_WEIGHT = 23;
/** The remaining count is a warning (orange) under this. */
export const TWEET_WARN_UNDER = 10;

export type TweetCountState = 'ok' | 'warn' | 'over';

export interface TweetCount {
  weighted: number;
  remaining: number;
  state: TweetCountState;
}

export function tweetCount(text: string): TweetCount {
  const weighted = twitterText.parseTweet(text).weightedLength;
  const remaining = TWEET_MAX_WEIGHTED - weighted;
  return { weighted, remaining, state: remaining < 0 ? 'over' : remaining < TWEET_WARN_UNDER ? 'warn' : 'ok' };
}

/** The tweet as the preview composes it at first: the text, its hashtags and the link. */
export function composeTweet(content: { text: string; url: string; hashtags: string[] }): string {
  const tags = content.hashtags.map((t) => `#${t}`).join(' ');
  return [content.text, tags, content.url].filter(Boolean).join(' ');
}
