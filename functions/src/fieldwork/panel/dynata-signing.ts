import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Dynata's signing algorithm (docs.rex.dynata.com/rex/security), used for links in both
 * directions: the signing string of a URL is the SHA-256 (lowercase hex) of its canonical query
 * string (parameters sorted by name, form-encoded, `signature` left out, `access_key` and
 * `expiration` included); the signature is three chained HMAC-SHA256 digests, keyed by the
 * expiration, then the access key, then the secret key. The secret never appears in a link, and
 * one signed link tells nothing about another one's signature.
 */
export interface DynataKeyPair {
  accessKey: string;
  secretKey: string;
}

const hex = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

export function dynataSigningString(params: Readonly<Record<string, string>>): string {
  const canonical = new URLSearchParams(
    Object.entries(params)
      .filter(([name]) => name !== 'signature')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return createHash('sha256').update(canonical).digest('hex');
}

export function dynataSignature(signingString: string, expiration: string, keys: DynataKeyPair): string {
  return hex(keys.secretKey, hex(keys.accessKey, hex(expiration, signingString)));
}

/** `base` with `params`, `access_key`, `expiration` (now + ttl, RFC 3339) and `signature`. */
export function signDynataUrl(
  base: string,
  params: Readonly<Record<string, string>>,
  keys: DynataKeyPair,
  expiresAt: Date,
): string {
  const url = new URL(base);
  const all: Record<string, string> = {
    ...Object.fromEntries(url.searchParams),
    ...params,
    access_key: keys.accessKey,
    expiration: expiresAt.toISOString(),
  };
  const signature = dynataSignature(dynataSigningString(all), all.expiration as string, keys);
  url.search = new URLSearchParams({ ...all, signature }).toString();
  return url.toString();
}

export type DynataLinkCheck = 'valid' | 'bad-signature' | 'expired' | 'unknown-key';

/** The check a receiver makes: the access key is ours, the signature matches, the link has not expired. */
export function checkDynataUrl(url: string, keys: DynataKeyPair, now: Date): DynataLinkCheck {
  const params = Object.fromEntries(new URL(url).searchParams);
  const { signature, expiration, access_key: accessKey } = params;
  if (!signature || !expiration || accessKey !== keys.accessKey) return 'unknown-key';
  const expected = Buffer.from(dynataSignature(dynataSigningString(params), expiration, keys));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad-signature';
  const expires = Date.parse(expiration);
  if (!Number.isFinite(expires) || expires <= now.getTime()) return 'expired';
  return 'valid';
}
