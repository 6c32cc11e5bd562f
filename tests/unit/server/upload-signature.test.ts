import { describe, expect, test } from '@jest/globals';
import { checkUploadSignature, signUpload } from '@/server/provider/storage/signature';

const secret = 'test-secret-0123456789';
const now = 1_700_000_000;
const grant = { key: `${'b'.repeat(32)}.png`, contentType: 'image/png', expires: now + 600 };

describe('signed upload addresses', () => {
  const signature = signUpload(secret, grant);
  test('the signed grant passes until it expires, and not a second later', () => {
    expect(checkUploadSignature(secret, grant, signature, now)).toBe('ok');
    expect(checkUploadSignature(secret, grant, signature, now + 600)).toBe('ok');
    expect(checkUploadSignature(secret, grant, signature, now + 601)).toBe('expired');
  });
  test('changing the key, type, expiry, secret or signature breaks it', () => {
    expect(checkUploadSignature(secret, { ...grant, key: `${'c'.repeat(32)}.png` }, signature, now)).toBe('invalid');
    expect(checkUploadSignature(secret, { ...grant, contentType: 'image/gif' }, signature, now)).toBe('invalid');
    expect(checkUploadSignature(secret, { ...grant, expires: grant.expires + 3600 }, signature, now)).toBe('invalid');
    expect(checkUploadSignature('another-secret-0123456789', grant, signature, now)).toBe('invalid');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(checkUploadSignature(secret, grant, flipped, now)).toBe('invalid');
  });
  test('malformed signatures and expiries are invalid, not errors', () => {
    expect(checkUploadSignature(secret, grant, '', now)).toBe('invalid');
    expect(checkUploadSignature(secret, grant, 'zz', now)).toBe('invalid');
    expect(checkUploadSignature(secret, { ...grant, expires: Number.NaN }, signature, now)).toBe('invalid');
  });
  test("a player's grant is bound to its owner and purpose: another user's or purpose's check fails", () => {
    const own = { ...grant, owner: 7, purpose: 'avatar' };
    const signed = signUpload(secret, own);
    expect(checkUploadSignature(secret, own, signed, now)).toBe('ok');
    expect(checkUploadSignature(secret, { ...own, owner: 8 }, signed, now)).toBe('invalid');
    expect(checkUploadSignature(secret, { ...own, purpose: 'masthead' }, signed, now)).toBe('invalid');
    // Nor does it pass as an owner-less challenge-image grant, or the other way round.
    expect(checkUploadSignature(secret, grant, signed, now)).toBe('invalid');
    expect(checkUploadSignature(secret, own, signature, now)).toBe('invalid');
  });
});
