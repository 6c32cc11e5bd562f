/**
 * @jest-environment node
 */
// PUT /api/files/media/{key}: the bytes of a player's picture go to the provider with their token.
// Shadowing, the admin confirmed the change when the signed address was asked for, so the PUT
// carries that confirmation (the provider answers 428 to a shadow write without it).
import { beforeEach, expect, jest, test } from '@jest/globals';

const session = { current: { token: 'tok', shadow: false } };
const sent: { headers?: Record<string, string> }[] = [];
jest.mock('@/server/bff/session', () => ({ currentSession: async () => session.current }));
jest.mock('@/server/bff/media', () => ({ revalidateMyPictures: async () => undefined }));
jest.mock('@/server/bff/route-guards', () => ({
  refuseCrossSite: async () => null,
  errorResponse: (status: number) => new Response(null, { status }),
}));
jest.mock('@/server/bff/provider-bytes', () => ({
  providerBytes: async (_path: string, request: { headers?: Record<string, string> }) => {
    sent.push(request);
    return new Response('{}', { status: 201 });
  },
}));

const KEY = `${'a'.repeat(32)}.png`;
const put = async () => {
  const { PUT } = await import('@/app/api/files/media/[key]/route');
  return PUT(
    new Request(`http://nervus.test/api/files/media/${KEY}?expires=1&purpose=avatar&signature=x`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array([1, 2, 3]),
    }),
    { params: Promise.resolve({ key: KEY }) },
  );
};

beforeEach(() => {
  sent.length = 0;
});

test('a player’s own upload carries no shadow confirmation', async () => {
  session.current = { token: 'tok', shadow: false };
  expect((await put()).status).toBe(201);
  expect(sent[0].headers?.['x-shadow-confirmed']).toBeUndefined();
});

test('shadowing, the upload goes through with the confirmation its signed address stands for', async () => {
  session.current = { token: 'tok', shadow: true };
  expect((await put()).status).toBe(201);
  expect(sent[0].headers?.['x-shadow-confirmed']).toBe('1');
});
