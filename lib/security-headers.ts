// Strict-Transport-Security for the web app (issue 15 item 7, DESIGN.md security posture): sent
// only when the site is served over https (WEB_URL), so a development site on http://*.localhost
// never pins browsers to https. includeSubDomains: every community is a subdomain of the root.
// proxy.ts adds it to pages, /api answers and static files alike.

/** Two years, the figure browsers' preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** The header's value for a site at `webUrl`, or null when it is not served over https. */
export function strictTransportSecurity(webUrl: string): string | null {
  return webUrl.startsWith('https:') ? `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` : null;
}

/**
 * Paths the proxy only adds headers to: the BFF (/api), Next's build files and the files of
 * public/ and app/ that are not pages. Everything else is a page (community rewrite, CSP, token).
 */
const HEADERS_ONLY =
  /^\/(api\/|_next\/|uploads\/|avatars\/|icons\/|images\/|(sw\.js|offline\.html|favicon\.ico|icon\.svg|robots\.txt|sitemap\.xml|manifest\.webmanifest)$)/;

export function headersOnlyPath(pathname: string): boolean {
  return HEADERS_ONLY.test(pathname);
}
