// Sealing of connected-account tokens (issue 20): AES-256-GCM with a key derived from the
// provider's OAuth client secret, so a database dump alone does not hand out posting rights.
// Tokens are opened only in the provider, to call the network; no answer ever carries them.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'nervus social tokens v1';

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'nervus', INFO, 32));
}

export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

/** The token, or null when the seal was made with another key or tampered with. */
export function openToken(secret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
