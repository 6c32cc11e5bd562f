// The script policy of a kept page (the visitor cache, DESIGN.md security posture). A kept page is
// one HTML for everybody, so it cannot carry a per-request nonce: proxy.ts sends it the policy
// with 'unsafe-inline' (lib/csp.ts). Its inline scripts are known once it is rendered, though, and
// never change while it is kept, so the cache handler stores beside it a second policy that names
// each of them by its SHA-256 hash. A browser enforces every policy it is sent, so a script must
// pass both: only the page's own inline scripts (and our files, 'self') run, and a script that got
// into the HTML any other way does not, as under the nonce policy of pages rendered per request.
//
// Plain CommonJS beside the cache handler that uses it (it is loaded outside the app's bundles).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createHash } = require('node:crypto');

// Raw text up to the first '</script' (HTML's rule for script elements); attributes apart.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types a browser runs; anything else (application/ld+json, importmap aside) is a data block.
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : null;
}

function hasAttribute(attributes, name) {
  return new RegExp(`(?:^|\\s)${name}(?:\\s*=|\\s|$)`, 'i').test(attributes);
}

/** The `'sha256-…'` source of every inline script a browser would run in `html`, each once. */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (hasAttribute(attributes, 'src')) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy kept with a page: its own inline scripts by hash, and our script files. */
function keptPagePolicy(html) {
  return ["script-src 'self'", ...inlineScriptHashes(html)].join(' ');
}

module.exports = { inlineScriptHashes, keptPagePolicy };
