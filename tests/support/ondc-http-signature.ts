import { createHash, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';

/**
 * ONDC's HTTP signature as the network's other participants make and check it, written here from
 * ONDC's "Signing and Verification" (github.com/ONDC-Official/developer-docs, registry/
 * signing-verification.md) with node:crypto alone: the stand-ins never use the shop's own code to
 * judge the shop.
 */
const ED25519_SPKI = Buffer.from('302a300506032b6570032100', 'hex');
const ED25519_PKCS8 = Buffer.from('302e020100300506032b657004220420', 'hex');

const signingString = (created: number, expires: number, body: Buffer | string) =>
  `(created): ${created}\n(expires): ${expires}\ndigest: BLAKE-512=${createHash('blake2b512').update(body).digest('base64')}`;

/** The Authorization header for `body`, signed with a raw 32-byte ed25519 seed (base64). */
export function signedHeader(input: { subscriberId: string; uniqueKeyId: string; seed: string; body: Buffer | string; createdSeconds: number; expiresSeconds: number }): string {
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8, Buffer.from(input.seed, 'base64').subarray(0, 32)]), format: 'der', type: 'pkcs8' });
  const signature = sign(null, Buffer.from(signingString(input.createdSeconds, input.expiresSeconds, input.body)), key).toString('base64');
  return `Signature keyId="${input.subscriberId}|${input.uniqueKeyId}|ed25519",algorithm="ed25519",created="${input.createdSeconds}",expires="${input.expiresSeconds}",headers="(created) (expires) digest",signature="${signature}"`;
}

export type SignatureCheck = { ok: true; subscriberId: string; uniqueKeyId: string } | { ok: false; why: 'missing' | 'unknown-key' | 'expired' | 'bad-signature' };

/** Checks an Authorization header over the raw body; `keyOf` gives the raw ed25519 public key (base64) of a subscribed sender. */
export function checkSignature(header: unknown, raw: Buffer, keyOf: (subscriberId: string, uniqueKeyId: string, algorithm: string) => string | undefined, nowSeconds: number): SignatureCheck {
  if (typeof header !== 'string' || header === '') return { ok: false, why: 'missing' };
  const param = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(header)?.[1];
  const [subscriberId = '', uniqueKeyId = '', algorithm = ''] = (param('keyId') ?? '').split('|');
  const created = Number(param('created'));
  const expires = Number(param('expires'));
  const publicKey = keyOf(subscriberId, uniqueKeyId, algorithm);
  if (!publicKey) return { ok: false, why: 'unknown-key' };
  if (!Number.isInteger(created) || !Number.isInteger(expires) || created > nowSeconds || expires < nowSeconds) return { ok: false, why: 'expired' };
  const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI, Buffer.from(publicKey, 'base64')]), format: 'der', type: 'spki' });
  if (!verify(null, Buffer.from(signingString(created, expires, raw)), key, Buffer.from(param('signature') ?? '', 'base64'))) return { ok: false, why: 'bad-signature' };
  return { ok: true, subscriberId, uniqueKeyId };
}
