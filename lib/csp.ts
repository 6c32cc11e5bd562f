// Content-Security-Policy of every page (DESIGN.md security posture): no plugins, no framing by
// others, and scripts only with the per-request nonce (Next.js adds it to its own scripts). Pages
// from the visitor cache are one HTML for every visitor, so they cannot carry a per-request nonce
// and this policy allows inline scripts there; the cache handler sends a second policy with each
// kept page that names Next's inline scripts in it by hash (server/cache/kept-page-policy.cjs), and
// a browser enforces both, so only those run. User markdown is sanitised on the server either way.

/** `nonce` null: the policy of a page served from the visitor cache. */
export function contentSecurityPolicy(nonce: string | null, options: { dev: boolean; accountsOrigin: string }): string {
  const scripts = nonce ? `'nonce-${nonce}' 'strict-dynamic'` : "'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts}${options.dev ? " 'unsafe-eval'" : ''}`,
    // Inline style attributes (masthead images, small layout tweaks) are allowed; style is not code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://*.pusher.com wss://*.pusher.com https://*.ingest.sentry.io",
    "worker-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://www.loom.com https://fast.wistia.net',
    `form-action 'self' ${options.accountsOrigin}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
