// The script policy of a kept page (the visitor cache and the page kept for players, DESIGN.md
// security posture). A kept page is one HTML for everybody, so it cannot carry a per-request nonce:
// proxy.ts sends it the policy with 'unsafe-inline' (lib/csp.ts). Its inline scripts are known once
// it is rendered, though, and never change while it is kept, so the cache handler stores beside it
// a second policy naming each of them by its SHA-256 hash. A browser enforces every policy it is
// sent, so a script must pass both. Only scripts of the shapes Next and its bundler write are
// hashed, and only when what they hand over is plain JSON data: the flight data pushes
// (`self.__next_f.push([1,"…"])`), their bootstrap, the bundler's chunk list, and React's own
// scripts that put streamed content in place (react-streaming-scripts.cjs). A script that got
// into the HTML any other way, through a hole in the sanitising of user text say, is not of those
// shapes and does not run, as under the nonce policy of pages rendered per request.
//
// Plain CommonJS beside the cache handler that uses it (it is loaded outside the app's bundles).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createHash } = require('node:crypto');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { isReactStreamingScript } = require('./react-streaming-scripts.cjs');

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

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
const CHUNK_LIST = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;

function parsesAsJson(text) {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** Next's own inline script: a fixed bootstrap, or a push of nothing but JSON data. */
function isNextScript(body) {
  if (body === FLIGHT_BOOTSTRAP) return true;
  const push = FLIGHT_PUSH.exec(body);
  if (push) {
    const data = parsesAsJson(push[1])?.value;
    return Array.isArray(data) && [0, 1, 2, 3].includes(data[0]) && data.slice(1).every((x) => typeof x === 'string');
  }
  const chunks = CHUNK_LIST.exec(body);
  if (chunks) {
    const data = parsesAsJson(chunks[1])?.value;
    return data !== null && typeof data === 'object' && !Array.isArray(data);
  }
  return false;
}

/**
 * The `'sha256-…'` source of every inline script of Next's and React's shapes a browser would run in
 * `html`, each once; `others` counts the runnable inline scripts of any other shape (left out).
 */
function inlineScriptHashes(html) {
  const hashes = new Set();
  let others = 0;
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (hasAttribute(attributes, 'src')) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) continue;
    if (!isNextScript(body) && !isReactStreamingScript(body)) {
      others++;
      continue;
    }
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return Object.assign([...hashes], { others });
}

/** The policy kept with a page: Next's inline scripts in it by hash, and our script files. */
function keptPagePolicy(html, warn = console.warn) {
  const hashes = inlineScriptHashes(html);
  // Not expected from our pages: say so where it shows, since such a script will not run.
  if (hashes.others)
    warn(`[csp] a kept page has ${hashes.others} inline script(s) not of Next's or React's shapes; they will not run`);
  return ["script-src 'self'", ...hashes].join(' ');
}

module.exports = { inlineScriptHashes, keptPagePolicy };
