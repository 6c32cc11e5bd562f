/**
 * @jest-environment node
 */
// A kept page's script policy (server/cache/kept-page-policy.cjs): every inline script the browser
// would run is named by the SHA-256 of its exact text, nothing else is, and the cache handler puts
// the policy on kept pages only.
import { createHash } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { inlineScriptHashes, keptPagePolicy } = require('../../../server/cache/kept-page-policy.cjs') as {
  inlineScriptHashes: (html: string) => string[];
  keptPagePolicy: (html: string) => string;
};

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the script policy of a kept page', () => {
  test('names each inline script by the hash of its exact text, once', () => {
    const push = 'self.__next_f.push([1,"a"])';
    const html =
      `<html><head><script>${push}</script><script async="" src="/_next/static/chunks/main.js"></script></head>` +
      `<body><script type="module">import "x";</script><SCRIPT>${push}</SCRIPT>` +
      `<script nonce="n" >\n  café();\n</script ></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(push), sha('import "x";'), sha('\n  café();\n')]);
  });

  test('leaves out script files and data blocks, which CSP does not run as inline code', () => {
    const html =
      '<script src="/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      "<script type='text/template'><b>x</b></script><script data-src=x>run()</script>";
    // data-src is not src: that one runs inline.
    expect(inlineScriptHashes(html)).toEqual([sha('run()')]);
  });

  test('a page without inline scripts allows our script files only', () => {
    expect(keptPagePolicy('<p>hello</p>')).toBe("script-src 'self'");
    expect(keptPagePolicy('<script>a()</script>')).toBe(`script-src 'self' ${sha('a()')}`);
  });
});

describe('the cache handler', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Handler = require('../../../server/cache/next-cache-handler.cjs') as new (ctx: object) => {
    set: (key: string, data: Record<string, unknown> | null, ctx: object) => Promise<void>;
  };
  const handler = new Handler({ flushToDisk: false, serverDistDir: '/tmp', fs: {}, maxMemoryCacheSize: 1_000_000 });

  test('keeps a page with its policy beside the headers Next gave it', async () => {
    const page = { kind: 'APP_PAGE', html: '<script>go()</script>', headers: { 'x-next-cache-tags': 't' } };
    await handler.set('/cached/nervus/terms', page, { cacheControl: { revalidate: 60 } });
    expect(page.headers).toEqual({
      'x-next-cache-tags': 't',
      'content-security-policy': `script-src 'self' ${sha('go()')}`,
    });
  });

  test('leaves route answers and data as they are', async () => {
    const image = { kind: 'APP_ROUTE', body: Buffer.from('png'), headers: { 'content-type': 'image/png' } };
    await handler.set('/cached/nervus/og-image', image, { cacheControl: { revalidate: 60 } });
    expect(image.headers).toEqual({ 'content-type': 'image/png' });
    await expect(handler.set('fetch-key', null, { fetchCache: true })).resolves.toBeUndefined();
  });
});
