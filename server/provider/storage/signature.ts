// Signed upload addresses (DESIGN.md uploads): the provider hands a signed-in user an address that
// allows one PUT of one image type to one key until it expires, like an S3 presigned URL. HMAC-SHA256
// over the method, key, type and expiry, with the provider's UPLOAD_SIGNING_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UploadGrant {
  key: string;
  contentType: string;
  /** Unix seconds. */
  expires: number;
  /**
   * A player's own upload (avatar, masthead, My Files): whose it is and what for. Signed with the
   * rest, so the address works only for that user's token and that purpose.
   */
  owner?: number;
  purpose?: string;
}

function mac(secret: string, grant: UploadGrant): string {
  return createHmac('sha256', secret)
    .update(
      [
        'PUT',
        grant.key,
        grant.contentType,
        String(grant.expires),
        ...(grant.owner === undefined ? [] : [String(grant.owner), grant.purpose ?? '']),
      ].join('\n'),
    )
    .digest('hex');
}

export function signUpload(secret: string, grant: UploadGrant): string {
  return mac(secret, grant);
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

/** Expired is told apart from forged only for the caller's log; both answer 403. */
export function checkUploadSignature(
  secret: string,
  grant: UploadGrant,
  signature: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!Number.isSafeInteger(grant.expires) || !/^[a-f0-9]{64}$/.test(signature)) return 'invalid';
  const expected = Buffer.from(mac(secret, grant), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
  return grant.expires < nowSeconds ? 'expired' : 'ok';
}
