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
const { keptPageEntry } = require('../../../server/cache/next-cache-handler.cjs') as {
  keptPageEntry: (key: string, data: Entry) => Entry;
};

const DASHBOARD_KEY = '/route-cache/APP_PAGE/776fd856/$/cached-player/nervus/my-dashboard';
const flight = (handle: string) => `0:{"P":null,"c":["","${handle}","my-dashboard"],"q":"","i":false}\n`;
const script = (payload: string) => `self.__next_f.push(${JSON.stringify([1, payload])})`;
const page = (handle: string): Entry => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html><body><h1>Welcome</h1><script>${script(flight(handle))}</script></body></html>`,
  rscData: Buffer.from(flight(handle)),
  segmentData: new Map([
    ['/_full', Buffer.from(flight(handle))],
    ['/_head', Buffer.from('1:["$","title",null,{"children":"My Dashboard"}]')],
  ]),
  headers: { 'x-next-cache-tags': 'a,b' },
});
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a kept page entry', () => {
  test("the kept dashboard names nobody: the renderer's address becomes /me/my-dashboard everywhere", () => {
    for (const handle of ['AdaLovelace', 'a.b_c-9', 'x'.repeat(40)]) {
      const kept = keptPageEntry(DASHBOARD_KEY, page(handle));
      for (const text of [kept.html, kept.rscData!.toString(), kept.segmentData!.get('/_full')!.toString()]) {
        expect(text).not.toContain(handle);
        expect(text).toContain('my-dashboard');
      }
      expect(kept.html).toContain(script(flight('me')));
      expect(kept.rscData!.toString()).toBe(flight('me'));
      expect(kept.segmentData!.get('/_head')!.toString()).toContain('My Dashboard');
    }
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
