// The sharing subjects, networks and texts (spec 3 §2.6, §8) as plain values without zod: the share
// panel, which every challenge page loads, imports them from here, so a visitor's page does not
// carry zod (tens of kB compressed) for a few labels (issue 22, Lighthouse).
// lib/contracts/sharing.ts re-exports them beside its schemas.

export const SHARING_SUBJECTS = ['challenge', 'user'] as const;
export type SharingSubject = (typeof SHARING_SUBJECTS)[number];

/** Every network of spec 3 §2.6 ('Supported networks overall'); Imgur is shown disabled. */
export const SHARING_NETWORKS = ['twitter', 'facebook', 'email', 'reddit', 'linkedin', 'telegram', 'whatsapp'] as const;
export type SharingNetwork = (typeof SHARING_NETWORKS)[number];

export const SHARING_TEXTS = {
  composing: 'Composing message...',
  shareLater: 'Share Later',
  saving: 'Saving...',
  saved: 'This challenge was saved to share later.',
  sharePanel: 'Share Panel',
  yourRecruits: 'Your Recruits',
  tweetNow: 'Tweet now',
  tweeting: 'Tweeting...',
  threadLabel: 'top rated ideas auto-tweeted as replies',
  tweetFailed: 'Unable to finish sharing, please try again.',
  shared: 'Your tweet is posted.',
  notSupported: (provider: string) => `${provider} is not supported yet`,
  notConnected: 'Connect your X account in My Account › Social accounts to tweet from here.',
  unknownTarget: 'There is nothing to share at this address.',
  snoozedNotFound: 'This saved share does not exist.',
} as const;
