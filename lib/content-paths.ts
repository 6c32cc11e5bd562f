// The addresses of the static content pages (about, FAQs, legal, learn), without a leading slash.
// Kept apart from their bodies (components/content/registry.ts) so the proxy can route them
// without loading React components.

export const CONTENT_PATHS = [
  'about',
  'about/about-nervus',
  'about/claremont',
  'about/why-innervation',
  'about/idea-person',
  'about/contact',
  'about/support',
  'about/code-of-conduct',
  'faqs',
  'faqs/follow-user',
  'faqs/sending-friend-request',
  'faqs/funding-users',
  'faqs/the-director-role',
  'faqs/idea-ownership',
  'faqs/the-mentor-role',
  'faqs/innovation-graph-demo',
  'faqs/olympiads',
  'faqs/patrons',
  'faqs/trust-score',
  'faqs/how-it-works',
  'faqs/scoring-points',
  'faqs/brain-level-demo',
  'faqs/take-a-tour',
  'terms-of-service',
  'privacy-policy',
  'gdpr',
  'dmca',
  'accessibility',
  'learn',
  'welcome',
  'moved',
  'introduction',
  'join-the-community',
  'discovernervus',
  'idea-race',
  'reading-list',
] as const;

export type ContentPath = (typeof CONTENT_PATHS)[number];

export function isContentPath(path: string): path is ContentPath {
  return (CONTENT_PATHS as readonly string[]).includes(path);
}
