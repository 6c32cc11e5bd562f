// Content-Security-Policy of every page (DESIGN.md security posture): scripts only with the
// per-request nonce (Next.js adds it to its own scripts), no plugins, no framing by others.

export function contentSecurityPolicy(nonce: string, options: { dev: boolean; accountsOrigin: string }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
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
