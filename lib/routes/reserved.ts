// Names a new account may not take as its screen name, because a user's home lives at
// '/{screen_name}' (spec 1 §2): the reserved platform slugs, the product's own name, and every
// top-level path of the web app. Compared lowercased.

import { PRODUCT_SLUG } from '../constants';
import { RESERVED_PLATFORM_SLUGS } from './platform-slug';

const RESERVED_PLATFORM_SEGMENTS = [...RESERVED_PLATFORM_SLUGS, PRODUCT_SLUG];

/** Top-level routes of the web app (spec 1 §2, spec 2 §2, spec 3 §2) and technical paths. */
const TOP_LEVEL_ROUTES = [
  'about',
  'about-nervus',
  'communities',
  'accessibility',
  'account',
  'accounts',
  'api',
  'auth',
  'category',
  'challenges',
  'claremont',
  'code-of-conduct',
  'contact-us',
  'dashboard',
  'discover-nervus',
  'discovernervus',
  'discussion-forums',
  'discussions',
  'dmca',
  'faqs',
  'fund',
  'gateway',
  'gdpr',
  'get-support',
  'home',
  'idea-person',
  'idea-race',
  'introduction',
  'join-the-community',
  'learn',
  'login',
  'logout',
  'medals',
  'medals-badges',
  'mentor',
  'moved',
  'my-account',
  'my-dashboard',
  'nerve-boards',
  'oauth2',
  'organizations',
  'olympiad',
  'platform-leaderboard',
  'presentation',
  'privacy-policy',
  'question-collection',
  'reading-list',
  'scores-stats',
  'send-feedback',
  'sharing',
  'sharing-center',
  'signin',
  'signup',
  'sitemap.xml',
  'robots.txt',
  'static',
  'sw.js',
  'terms-of-service',
  'tournaments',
  'why-innervation',
  'widgets',
  '_next',
  'favicon.ico',
  'icons',
  'avatars',
  'sign-in',
  'admin-dashboard',
  'images',
  'uploads',
  'manifest.webmanifest',
  'opengraph-image',
];

export const RESERVED_SCREEN_NAMES: readonly string[] = [...RESERVED_PLATFORM_SEGMENTS, ...TOP_LEVEL_ROUTES];

const reservedSet = new Set(RESERVED_SCREEN_NAMES);

export function isReservedScreenName(name: string): boolean {
  return reservedSet.has(name.trim().toLowerCase());
}
