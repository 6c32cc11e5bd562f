// Business constants of spec 1 §9. One place, imported everywhere.

export const PRODUCT_NAME = 'Nervus';
/** The slug equal to the product's own name redirects to the root (spec 1 §2). */
export const PRODUCT_SLUG = 'nervus';
export const WEB_VERSION = '3.206.0';

export const API_TIMEOUT_MS = 70_000;
export const IMAGE_API_TIMEOUT_MS = 50_000;

export const DAY_SECONDS = 24 * 60 * 60;
export const COOKIES = {
  session: { name: 'bn_auth', maxAgeSeconds: 7 * DAY_SECONDS },
  shadow: { name: 'bn_auth_shadow', maxAgeSeconds: 7 * DAY_SECONDS },
  fingerprint: { name: 'fingerprint' },
  scoutId: { name: 'scout_id', maxAgeSeconds: 270 * DAY_SECONDS },
  notificationToken: { name: 'notification_token', maxAgeSeconds: 30 * DAY_SECONDS },
  /** One-time state of a flow that ends with `?token=&token_state=` (lib/token-handoff.ts). */
  tokenState: { name: 'bn_token_state', maxAgeSeconds: 10 * 60 },
} as const;

export const COUNTDOWN_REFRESH_MS = 30_000;
export const PARTICIPANTS_SHOWN = 3;
export const MENTION_INTERESTS_SHOWN = 3;
export const LINK_TEXT_MAX = 80;
export const PROFILE_INTERESTS_SHOWN = 3;

export const BREAKPOINTS = { xs: 390, sm: 768, md: 960, lg: 1200, xl: 1280 } as const;

export const QUERY_CACHE = {
  gcTimeMs: 24 * 60 * 60 * 1000,
  staleTimeMs: 5_000,
  retries: 3,
  persisterRetryDelayMs: 1_000,
} as const;

export const TOAST_DURATION_MS = 5_000;
export const ALERT_AUTO_CLOSE_MS = 10_000;
export const CONFIRM_DEFAULTS = {
  title: 'Confirm?',
  message: 'Do you want to continue with this action?',
  cancel: 'Cancel',
  confirm: 'Continue',
} as const;

export const SHADOW_CONFIRM_MESSAGE =
  'You are sending a change request in shadow mode. These changes will normally be sent as the user you are accessing.';
export const SHADOW_CANCELLED_MESSAGE = 'Request canceled by user in shadow mode';
/** Header the browser adds once the person confirmed a shadow-mode change request. */
export const SHADOW_CONFIRM_HEADER = 'x-shadow-confirmed';

/** 401 on anything but these sends the user to logout after this delay (spec 1 §8). */
export const UNAUTHORIZED_LOGOUT_DELAY_MS = 2_000;
export const UNAUTHORIZED_EXEMPT_PATHS = ['/me/detailed', '/me/preferences'] as const;

export const MESSAGES = {
  generic: 'Something went wrong, please try again later.',
  processing: 'Error processing!',
  noIdeas: 'No ideas!',
  noTournaments: 'No tournaments!',
  userNotFound: 'User not found!',
  pageNotFound: 'Page not found',
} as const;

/** Owner-only challenge actions refused to anyone else (spec 3 §8; the page's toast adds where it goes). */
export const NOT_CHALLENGE_OWNER = 'Current user is not the owner of this challenge.';

export const FRIEND_REQUEST_EXPIRY_DAYS = 30;
export const SCOUT_KEEPS_RECRUITS_MONTHS = 9;

/** Request headers the proxy adds for pages rendered per request: the original path and the community slug. */
export const PATH_HEADER = 'x-nervus-path';
export const COMMUNITY_HEADER = 'x-nervus-community';
