/**
 * @jest-environment node
 */
// A BFF call's community is the one its host names (callCommunity in server/bff/loaders.ts): /api
// passes the proxy untouched, so a community header on it would be the client's own. My Files'
// upload and removal once read that header and filed every player's picture under the main site.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { COMMUNITY_HEADER } from '@/lib/constants';
import { callCommunity } from '@/server/bff/loaders';

const calls: { path: string; query?: Record<string, string> }[] = [];
jest.mock('@/server/bff/provider', () => ({
  provider: async (path: string, options: { query?: Record<string, string> }) => {
    calls.push({ path, query: options.query });
    return { ok: false, status: 404, errors: [{ field: '*', message: 'Not found' }] };
  },
}));
jest.mock('@/server/bff/media', () => ({ revalidateMyPictures: async () => undefined }));
jest.mock('@/server/bff/route-guards', () => ({
  ...jest.requireActual<object>('@/server/bff/route-guards'),
  guardMutation: async () => null,
}));

const call = (host: string, sent: Record<string, string> = {}) =>
  new Request(`http://${host}/api/files/media-upload`, { headers: { host, ...sent } });

beforeEach(() => {
  calls.length = 0;
});

describe('callCommunity', () => {
  it('reads the community from the host, never from a header the client sent', () => {
    expect(callCommunity(call('comedy.nervus.localhost:3000', { [COMMUNITY_HEADER]: 'politics' }))).toBe('comedy');
    expect(callCommunity(call('nervus.localhost:3000', { [COMMUNITY_HEADER]: 'politics' }))).toBe('nervus');
    expect(callCommunity(call('elsewhere.example'))).toBe('nervus');
  });
});

describe('My Files on a community’s site', () => {
  it('asks for an upload address on that community', async () => {
    const { POST } = await import('@/app/api/files/media-upload/route');
    await POST(
      new Request('http://comedy.nervus.localhost:3000/api/files/media-upload', {
        method: 'POST',
        headers: { host: 'comedy.nervus.localhost:3000', 'content-type': 'application/json' },
        body: JSON.stringify({ content_type: 'image/png', size: 1000, width: 100, height: 100, purpose: 'file' }),
      }),
    );
    expect(calls).toEqual([{ path: '/files/media-upload', query: { platform: 'comedy' } }]);
  });

  it('removes a picture on that community', async () => {
    const { DELETE } = await import('@/app/api/files/library/[id]/route');
    await DELETE(
      new Request('http://comedy.nervus.localhost:3000/api/files/library/7', {
        method: 'DELETE',
        headers: { host: 'comedy.nervus.localhost:3000', [COMMUNITY_HEADER]: 'politics' },
      }),
      { params: Promise.resolve({ id: '7' }) },
    );
    expect(calls).toEqual([{ path: '/files/library/7', query: { platform: 'comedy' } }]);
  });
});
