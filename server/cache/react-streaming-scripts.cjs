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
// React's calls, with the arguments React passes them and nothing else: ids of its own boundaries,
// segments and placeholders ("B:0", "S:1", "P:2"), a stylesheet list of string arrays for $RR, and
// strings or null (the error's digest, message and stacks) for $RX. One linear pass, no parsing of
// arbitrary text.
const STRING = '"(?:[^"\\\\\\n]|\\\\.)*"';
const ID = '"[BSP]:[0-9a-f]+"';
const STYLES = `\\[(?:\\[${STRING}(?:,${STRING})*\\](?:,\\[${STRING}(?:,${STRING})*\\])*)?\\]`;
const CALL = new RegExp(
  `\\$RC\\(${ID},${ID}\\)|\\$RS\\(${ID},${ID}\\)|\\$RR\\(${ID},${ID},${STYLES}\\)|\\$RX\\(${ID}(?:,(?:${STRING}|null))*\\)`,
  'y',
);

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

function loadDefinitions(warn) {
  if (definitions) return definitions;
  definitions = readDefinitions();
  // Without them every streamed boundary of a kept page would stay hidden: say so where it shows.
  if (!definitions.length)
    warn("[csp] React's streaming scripts could not be read from Next's React DOM; kept pages will refuse them");
  return definitions;
}

/** Is `body` an inline script React writes while streaming: its definitions, then its calls? */
function isReactStreamingScript(body, warn = console.warn) {
  const known = loadDefinitions(warn);
  let at = 0;
  for (let found = true; found && at < body.length;) {
    const definition = known.find((d) => body.startsWith(d, at));
    found = Boolean(definition);
    if (definition) at += definition.length + (body[at + definition.length] === ';' ? 1 : 0);
  }
  while (at < body.length) {
    CALL.lastIndex = at;
    const call = CALL.exec(body);
    if (!call) return false;
    at += call[0].length + (body[at + call[0].length] === ';' ? 1 : 0);
  }
  return body.length > 0;
}

module.exports = { isReactStreamingScript };
