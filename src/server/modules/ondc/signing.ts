import { createHash, sign, verify } from 'node:crypto';
import { fromBase64, OndcKeyError, signingPrivateKey, signingPublicKey } from './keys.ts';

/**
 * The Authorization header every ONDC request and callback carries, signed by its sender: Beckn
 * protocol core 1.2.0's HTTP signature authentication as ONDC specifies it in "ONDC Network Signing
 * & Verifying" (https://github.com/ONDC-Official/developer-docs/blob/main/registry/signing-verification.md).
 * The signed string holds the request's (created) and (expires) times and a BLAKE2b-512 digest of
 * the exact body bytes; the signature is Ed25519 over that string, with the key the registry holds
 * for `subscriber_id|unique_key_id`.
 */

/** Base64 BLAKE2b-512 of the body's exact bytes (a string is taken as its UTF-8 bytes). */
export const digestOf = (body: Buffer | string): string => createHash('blake2b512').update(body).digest('base64');

/** The string that is signed, exactly as ONDC's worked example spells it (one space after each colon, "\n" between lines). */
export const signingString = (created: number, expires: number, digest: string): string => `(created): ${created}\n(expires): ${expires}\ndigest: BLAKE-512=${digest}`;

export const SIGNED_HEADERS = '(created) (expires) digest';

export interface AuthorizationFields {
  subscriberId: string;
  uniqueKeyId: string;
  algorithm: 'ed25519';
  created: number;
  expires: number;
  headers: string;
  /** Base64 of the 64-byte Ed25519 signature. */
  signature: string;
}

/**
 * The Authorization header value for `body`, valid for `ttlSeconds` from `now`. `privateKey` is
 * base64, libsodium's 64-byte secret key or a 32-byte seed (keys.ts). An OndcKeyError for a key that
 * is neither.
 */
export function authorizationHeader(input: { subscriberId: string; uniqueKeyId: string; privateKey: string; body: Buffer | string; now: Date; ttlSeconds: number }): string {
  const { subscriberId, uniqueKeyId, ttlSeconds } = input;
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) throw new RangeError('ttlSeconds must be a positive whole number of seconds');
  // The keyId is split on "|" and the header's values sit in double quotes: neither may appear in them.
  for (const [name, value] of [['subscriberId', subscriberId], ['uniqueKeyId', uniqueKeyId]] as const) {
    if (!value || /[|"\\\r\n]/.test(value)) throw new RangeError(`${name} must be non-empty, without |, " or line breaks`);
  }
  const created = Math.floor(input.now.getTime() / 1000);
  const expires = created + ttlSeconds;
  const signature = sign(null, Buffer.from(signingString(created, expires, digestOf(input.body))), signingPrivateKey(input.privateKey)).toString('base64');
  return `Signature keyId="${subscriberId}|${uniqueKeyId}|ed25519",algorithm="ed25519",created="${created}",expires="${expires}",headers="${SIGNED_HEADERS}",signature="${signature}"`;
}

const PARAMETERS = ['keyId', 'algorithm', 'created', 'expires', 'headers', 'signature'] as const;
/** One `name="value"` parameter, then a comma and optional spaces before the next. */
const PARAMETER = /^([A-Za-z]+)="([^"]*)"\s*(?:,\s*|$)/;
const SECONDS = /^[0-9]{1,12}$/;

/**
 * The header's fields, or null unless it is exactly what ONDC specifies: the six parameters, each
 * once and quoted, no others; keyId `subscriber|unique key|ed25519` agreeing with algorithm="ed25519"
 * (a mismatch must be refused, signing-verification.md "Verify Signature" 3); whole-second created
 * and expires, expires after created; headers naming (created), (expires) and digest in that order;
 * a 64-byte base64 signature. The "Signature " scheme may be left off and spaces may follow the
 * commas or pad the headers list, as in ONDC's own examples (the worked example's header has no
 * scheme; the registry onboarding doc's has spaces).
 */
export function parseAuthorization(header: string): AuthorizationFields | null {
  if (typeof header !== 'string' || header.length > 2048) return null;
  let rest = header.trim().replace(/^Signature\s+/, '');
  if (rest.endsWith(',')) return null;
  const values = new Map<string, string>();
  while (rest.length > 0) {
    const match = PARAMETER.exec(rest);
    if (!match) return null;
    const [whole, name, value] = match as unknown as [string, string, string];
    if (!(PARAMETERS as readonly string[]).includes(name) || values.has(name)) return null;
    values.set(name, value);
    rest = rest.slice(whole.length);
  }
  if (values.size !== PARAMETERS.length) return null;
  const [subscriberId, uniqueKeyId, keyAlgorithm, ...extra] = values.get('keyId')!.split('|');
  if (!subscriberId || !uniqueKeyId || keyAlgorithm !== 'ed25519' || extra.length > 0) return null;
  if (values.get('algorithm') !== 'ed25519') return null;
  const createdText = values.get('created')!;
  const expiresText = values.get('expires')!;
  if (!SECONDS.test(createdText) || !SECONDS.test(expiresText)) return null;
  const created = Number(createdText);
  const expires = Number(expiresText);
  if (expires <= created) return null;
  const headers = values.get('headers')!;
  if (headers.replace(/\s+/g, '') !== SIGNED_HEADERS.replace(/\s+/g, '')) return null;
  const signature = values.get('signature')!;
  try {
    if (fromBase64(signature, 'The signature').length !== 64) return null;
  } catch {
    return null;
  }
  return { subscriberId, uniqueKeyId, algorithm: 'ed25519', created, expires, headers, signature };
}

export type Verification = { ok: true } | { ok: false; reason: 'malformed' | 'not-yet-valid' | 'expired' | 'bad-signature' };

/**
 * Whether `header` signs `body` (its exact bytes, as received) with `publicKey` (base64 raw 32
 * bytes, from the registry), at `now`. `clockSkewSeconds` (default 5) forgives that much disagreement
 * between the sender's clock and ours on both ends of the validity window; ONDC asks that a
 * signature created in the past and expiring in the future be processed.
 */
export function verifyAuthorization(input: { header: string; body: Buffer; publicKey: string; now: Date; clockSkewSeconds?: number }): Verification {
  const fields = parseAuthorization(input.header);
  if (!fields) return { ok: false, reason: 'malformed' };
  const skew = input.clockSkewSeconds ?? 5;
  const nowSeconds = input.now.getTime() / 1000;
  if (fields.created > nowSeconds + skew) return { ok: false, reason: 'not-yet-valid' };
  if (fields.expires < nowSeconds - skew) return { ok: false, reason: 'expired' };
  let key;
  try {
    key = signingPublicKey(input.publicKey);
  } catch (err) {
    // A registry key that is no Ed25519 key verifies nothing: the request is refused, not the server broken.
    if (err instanceof OndcKeyError) return { ok: false, reason: 'bad-signature' };
    throw err;
  }
  const signed = Buffer.from(signingString(fields.created, fields.expires, digestOf(input.body)));
  return verify(null, signed, key, Buffer.from(fields.signature, 'base64')) ? { ok: true } : { ok: false, reason: 'bad-signature' };
}
