/**
 * @jest-environment node
 */
// The dashboard home kept for every owner (issue 24 part 5): Next writes the address of the visit
// that rendered a page into its flight data, in the HTML's inline script and in the RSC payloads.
// The cache handler keeps the dashboard with '/me/my-dashboard' there, so the kept copy names
// nobody; other pages are kept as rendered; the script policy is worked out from the HTML as kept.
import { describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';

type Entry = {
  kind: 'APP_PAGE';
  html: string;
  rscData?: Buffer;
  segmentData?: Map<string, Buffer>;
  headers?: Record<string, string>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const handler = require('../../../server/cache/next-cache-handler.cjs') as {
  keptPageEntry: (key: string, data: Entry) => boolean;
};
/** The entry as kept; throws when the handler would not keep it. */
function keptPageEntry(key: string, data: Entry): Entry {
  if (!handler.keptPageEntry(key, data)) throw new Error(`${key} not kept`);
  return data;
}

const DASHBOARD_KEY = '/route-cache/APP_PAGE/776fd856/$/cached-player/nervus/my-dashboard';
const flight = (handle: string, query = '') =>
  `0:{"P":null,"c":["","${handle}","my-dashboard${query}"],"q":"","i":false}\n`;
const script = (payload: string) => `self.__next_f.push(${JSON.stringify([1, payload])})`;
const page = (handle: string, query = ''): Entry => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html><body><h1>Welcome</h1><script>${script(flight(handle, query))}</script></body></html>`,
  rscData: Buffer.from(flight(handle, query)),
  segmentData: new Map([
    ['/_full', Buffer.from(flight(handle, query))],
    ['/_head', Buffer.from('1:["$","title",null,{"children":"My Dashboard"}]')],
  ]),
  headers: { 'x-next-cache-tags': 'a,b' },
});
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a kept page entry', () => {
  test("the kept dashboard names nobody: the renderer's address becomes /me/my-dashboard everywhere", () => {
    // A render for a client navigation has its ?_rsc= query in that place too.
    for (const handle of ['AdaLovelace', 'a.b_c-9', 'x'.repeat(40), 'MayaChen']) {
      const kept = keptPageEntry(DASHBOARD_KEY, page(handle, handle === 'MayaChen' ? '?_rsc=1x2y' : ''));
      for (const text of [kept.html, kept.rscData!.toString(), kept.segmentData!.get('/_full')!.toString()]) {
        expect(text).not.toContain(handle);
        expect(text).toContain('my-dashboard');
      }
      expect(kept.html).toContain(script(flight('me')));
      expect(kept.rscData!.toString()).toBe(flight('me'));
      expect(kept.segmentData!.get('/_head')!.toString()).toContain('My Dashboard');
    }
  });

  test("a renderer's address split over two scripts is not found whole: the page is not kept", () => {
    const payload = flight('AdaLovelace');
    const cut = payload.indexOf('Ada') + 2;
    const split: Entry = {
      ...page('AdaLovelace'),
      html: `<html><body><script>${script(payload.slice(0, cut))}</script><script>${script(payload.slice(cut))}</script></body></html>`,
    };
    expect(handler.keptPageEntry(DASHBOARD_KEY, split)).toBe(false);
    // Its policy is still set: the answer to the visit that rendered it goes out with it.
    expect(split.headers!['content-security-policy']).toContain(sha256(script(payload.slice(0, cut))));
  });

  test('its script policy hashes the script as kept, so the page it answers runs', () => {
    const kept = keptPageEntry(DASHBOARD_KEY, page('AdaLovelace'));
    const policy = kept.headers!['content-security-policy'];
    expect(policy).toContain(sha256(script(flight('me'))));
    expect(policy).not.toContain(sha256(script(flight('AdaLovelace'))));
    expect(kept.headers!['x-next-cache-tags']).toBe('a,b');
  });

  test('other pages are kept as rendered, with their policy', () => {
    for (const key of [
      '/route-cache/APP_PAGE/1/$/cached-player/nervus/challenges/parks',
      '/route-cache/APP_PAGE/1/$/cached/nervus',
      '/route-cache/APP_PAGE/1/$/cached-player/nervus/my-dashboard/x',
    ]) {
      const kept = keptPageEntry(key, page('AdaLovelace'));
      expect(kept.html).toContain(script(flight('AdaLovelace')));
      expect(kept.rscData!.toString()).toBe(flight('AdaLovelace'));
      expect(kept.headers!['content-security-policy']).toContain(sha256(script(flight('AdaLovelace'))));
    }
  });
});
