// React's own inline scripts in a streamed page (its "instructions"): when a Suspense boundary's
// content comes after the page's first part, React writes it hidden and then a script that moves it
// into place ($RC), and the same for segments ($RS), boundaries with stylesheets ($RR) and
// boundaries that fall back to the browser ($RX), with the definitions of those functions the
// first time each is used. A kept page keeps those scripts as they were written, so its hashed
// policy (kept-page-policy.cjs) must name them, or the boundary's content stays hidden.
//
// Recognised strictly: the definitions must be exactly React's, as written by the React that Next
// renders with (read from its server bundle, so an upgrade of React brings its own), and the calls
// may pass nothing but JSON data. Anything else is not React's and is left out.
//
// Plain CommonJS beside the cache handler that uses it (it is loaded outside the app's bundles).
/* eslint-disable @typescript-eslint/no-require-imports */
const { readFileSync } = require('node:fs');

// The React DOM server bundles Next renders pages with (the experimental one when its
// experimental features are on); their instruction scripts are precomputed string chunks.
const BUNDLES = [
  'next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js',
  'next/dist/compiled/react-dom-experimental/cjs/react-dom-server.node.production.js',
];
const CHUNK_LITERAL = /stringToPrecomputedChunk\(\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*\)/g;
const DEFINITION_START = /^(?:\$R[A-Z]=|requestAnimationFrame\(function\(\)\{\$RT=)/;
// A chunk that is a definition and the opening of its first call ('…};$RS("').
const CALL_OPENING = /;?\$R[A-Z]\("$/;
const CALL_NAME = /^\$R[CRSX]\(/;

/** The text of a JavaScript string literal of the bundle (quotes and plain escapes only). */
function literalText(literal) {
  let json = '';
  for (let i = 1; i < literal.length - 1; i++) {
    const char = literal[i];
    if (char === '"') json += '\\"';
    else if (char !== '\\') json += char;
    else {
      const next = literal[++i];
      if (next === "'") json += "'";
      else if (next === 'x') {
        json += `\\u00${literal.slice(i + 1, i + 3)}`;
        i += 2;
      } else json += `\\${next}`;
    }
  }
  try {
    return JSON.parse(`"${json}"`);
  } catch {
    return null;
  }
}

/** React's instruction definitions, longest first, from the bundles that are installed. */
function readDefinitions() {
  const definitions = new Set();
  for (const bundle of BUNDLES) {
    let source;
    try {
      source = readFileSync(require.resolve(bundle), 'utf8');
    } catch {
      continue;
    }
    for (const [, literal] of source.matchAll(CHUNK_LITERAL)) {
      const text = literalText(literal);
      if (!text) continue;
      const opening = CALL_OPENING.exec(text);
      const definition = opening ? text.slice(0, opening.index) : text;
      if (DEFINITION_START.test(definition)) definitions.add(definition);
    }
  }
  return [...definitions].sort((a, b) => b.length - a.length);
}

let definitions;

/** The length of `$RC(…)` at the start of `text` when its arguments are JSON data, else 0. */
function callLength(text) {
  if (!CALL_NAME.test(text)) return 0;
  for (let end = text.indexOf(')'); end !== -1; end = text.indexOf(')', end + 1)) {
    try {
      const args = JSON.parse(`[${text.slice(4, end)}]`);
      return args.length > 0 ? end + 1 : 0;
    } catch {
      // a ')' inside a string: the call goes on
    }
  }
  return 0;
}

/** Is `body` an inline script React writes while streaming: its definitions, then its calls? */
function isReactStreamingScript(body) {
  definitions ??= readDefinitions();
  let rest = body;
  for (let found = true; found && rest;) {
    const definition = definitions.find((d) => rest.startsWith(d));
    found = Boolean(definition);
    if (definition) rest = rest.slice(definition.length).replace(/^;/, '');
  }
  while (rest) {
    const length = callLength(rest);
    if (!length) return false;
    rest = rest.slice(length).replace(/^;/, '');
  }
  return body.length > 0;
}

module.exports = { isReactStreamingScript };
