/**
 * @jest-environment node
 */
// A kept page's script policy (server/cache/kept-page-policy.cjs): every inline script the browser
// would run and that is of Next's or React's own shapes is named by the SHA-256 of its exact text,
// nothing else is, and the cache handler puts the policy on kept pages only.
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, test } from '@jest/globals';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inlineScriptHashes, keptPagePolicy } = require('../../../server/cache/kept-page-policy.cjs') as {
  inlineScriptHashes: (html: string) => string[] & { others: number };
  keptPagePolicy: (html: string, warn?: (message: string) => void) => string;
};

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const BOOT = '(self.__next_f=self.__next_f||[]).push([0])';
const PUSH = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const CHUNKS =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"]});';

describe('the script policy of a kept page', () => {
  test("names each of Next's inline scripts by the hash of its exact text, once", () => {
    const html =
      `<html><head><script id="_R_">${CHUNKS}</script><script async="" src="/_next/static/chunks/main.js"></script>` +
      `</head><body><script>${BOOT}</script><SCRIPT>${PUSH}</SCRIPT><script>${PUSH}</script ></body></html>`;
    expect([...inlineScriptHashes(html)]).toEqual([sha(CHUNKS), sha(BOOT), sha(PUSH)]);
  });

  test('leaves out any other inline script: one that got into the HTML does not run', () => {
    const planted = [
      'alert(1)',
      // Next's shapes with code where the data goes.
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"a"]);alert(1)',
      'self.__next_f.push([9,"a"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":alert(1)});',
      `${BOOT};alert(1)`,
    ];
    const html = planted.map((body) => `<script>${body}</script>`).join('') + `<script>${PUSH}</script>`;
    const hashes = inlineScriptHashes(html);
    expect([...hashes]).toEqual([sha(PUSH)]);
    expect(hashes.others).toBe(planted.length);
  });

  test("React's scripts that put streamed content in place are hashed, so it shows", async () => {
    // As Next renders a page whose Suspense boundary resolves after the first part went out.
    const html = await streamedPage();
    const hashes = inlineScriptHashes(html);
    for (const call of ['$RC("B:', '$RR("B:', '$RX("B:']) expect(html).toContain(call);
    expect(hashes.others).toBe(0);
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect([...hashes]).toEqual(scripts.map(sha));
  });

  test("React's shapes with code added, or a definition that is not React's, are left out", () => {
    const planted = [
      '$RC("B:0","S:0");alert(1)',
      // React's functions, but on ids that are not its own boundaries' (the page's main, say).
      '$RC("x","main")',
      '$RX("B:1",alert(1))',
      '$RC("B:0","S:0"),alert(1)',
      '$RC(alert(1))',
      '$RC=function(a,b){alert(a)};$RC("B:0","S:0")',
      'requestAnimationFrame(function(){alert(1)})',
    ];
    const html = planted.map((body) => `<script>${body}</script>`).join('');
    expect([...inlineScriptHashes(html)]).toEqual([]);
    expect(inlineScriptHashes(html).others).toBe(planted.length);
    // A call of React's with JSON data alone is React's shape (its error details included).
    expect([...inlineScriptHashes('<script>$RX("B:1","digest","a (message)",null)</script>')]).toHaveLength(1);
  });

  test('script files and data blocks are not inline code to hash', () => {
    const html =
      '<script src="/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      "<script type='text/template'><b>x</b></script>";
    expect([...inlineScriptHashes(html)]).toEqual([]);
    expect(inlineScriptHashes(html).others).toBe(0);
  });

  test('the policy allows our script files and the hashed scripts, and says when it left one out', () => {
    const warnings: string[] = [];
    expect(keptPagePolicy('<p>hello</p>', (m: string) => warnings.push(m))).toBe("script-src 'self'");
    expect(keptPagePolicy(`<script>${BOOT}</script><script>go()</script>`, (m: string) => warnings.push(m))).toBe(
      `script-src 'self' ${sha(BOOT)}`,
    );
    expect(warnings).toEqual([
      "[csp] a kept page has 1 inline script(s) not of Next's or React's shapes; they will not run",
    ]);
  });
});

/**
 * A page streamed by the React DOM that Next renders with, three boundaries' content coming late:
 * one plain ($RC), one with a stylesheet ($RR) and one whose read fails (done in the browser, $RX).
 */
function streamedPage(): Promise<string> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const React = require('next/dist/compiled/react') as typeof import('react');
  const { renderToPipeableStream } =
    require('next/dist/compiled/react-dom/server.node') as typeof import('react-dom/server');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const h = React.createElement;
  let resolve: (text: string) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const later = new Promise<string>((r) => (resolve = r));
  const failing = new Promise<string>((_, r) => (reject = r));
  const Late = () => h('p', null, React.use(later));
  const Styled = () =>
    h(
      'div',
      null,
      h('link', { rel: 'stylesheet', href: '/_next/static/x.css', precedence: 'default' }),
      React.use(later),
    );
  const Broken = () => h('p', null, React.use(failing));
  const late = (child: typeof Late) => h(React.Suspense, { fallback: h('i', null, '…') }, h(child));
  const page = h('html', null, h('body', null, late(Late), late(Styled), late(Broken)));
  return new Promise((done, fail) => {
    let html = '';
    const out = new Writable({
      write(chunk, _encoding, next) {
        html += chunk;
        next();
      },
      final(next) {
        done(html);
        next();
      },
    });
    const stream = renderToPipeableStream(page, {
      onError: () => 'a-digest',
      onShellReady() {
        stream.pipe(out);
        setTimeout(() => {
          resolve('Share this challenge');
          reject(new Error('The read failed (on purpose)'));
        }, 5);
      },
      onShellError: fail,
    });
  });
}

describe('the cache handler', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Handler = require('../../../server/cache/next-cache-handler.cjs') as new (ctx: object) => {
    set: (key: string, data: Record<string, unknown> | null, ctx: object) => Promise<void>;
  };
  const handler = new Handler({ flushToDisk: false, serverDistDir: '/tmp', fs: {}, maxMemoryCacheSize: 1_000_000 });

  test('keeps a page with its policy beside the headers Next gave it', async () => {
    const page = { kind: 'APP_PAGE', html: `<script>${BOOT}</script>`, headers: { 'x-next-cache-tags': 't' } };
    await handler.set('/cached/nervus/terms', page, { cacheControl: { revalidate: 60 } });
    expect(page.headers).toEqual({
      'x-next-cache-tags': 't',
      'content-security-policy': `script-src 'self' ${sha(BOOT)}`,
    });
  });

  test('leaves route answers and data as they are', async () => {
    const image = { kind: 'APP_ROUTE', body: Buffer.from('png'), headers: { 'content-type': 'image/png' } };
    await handler.set('/cached/nervus/og-image', image, { cacheControl: { revalidate: 60 } });
    expect(image.headers).toEqual({ 'content-type': 'image/png' });
    await expect(handler.set('fetch-key', null, { fetchCache: true })).resolves.toBeUndefined();
  });
});
