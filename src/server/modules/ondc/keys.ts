import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * Reading the shop's and other participants' ONDC keys, in the formats ONDC publishes them:
 *  - signing (Ed25519), "ONDC Network Signing & Verifying" and "Ed25519 and X25519 Key Format and
 *    Generation" (github.com/ONDC-Official/developer-docs, registry/signing-verification.md and
 *    registry/key-format-generation.md): the public key is the raw 32 bytes, base64; the private key
 *    is base64 too, either libsodium's 64-byte secret key (seed followed by the public key), as the
 *    doc's worked example and ONDC's Python and Node utilities give it, or the bare 32-byte seed, as
 *    ONDC's Java on_subscribe utility gives it;
 *  - encryption (X25519), same documents and registry/Onboarding of Participants.md: the public key
 *    is ASN.1 DER (SubjectPublicKeyInfo, "MCowBQYDK2VuAyEA..."), base64; the private key is base64
 *    PKCS#8 DER ("MC4CAQ..."), as ONDC's utilities print it, or the raw 32 bytes the key-format doc
 *    describes.
 * Node's own crypto does all of it (no libsodium): a raw key becomes a KeyObject by the fixed DER
 * prefix RFC 8410 gives each algorithm.
 */

/** A key that is not one of the formats above; the message says which and why, never the key. */
export class OndcKeyError extends Error {
  override readonly name = 'OndcKeyError';
}

type Curve = 'ed25519' | 'x25519';
/** RFC 8410 AlgorithmIdentifier OIDs: id-Ed25519 1.3.101.112, id-X25519 1.3.101.110. */
const OID: Record<Curve, string> = { ed25519: '2b6570', x25519: '2b656e' };
const spkiPrefix = (curve: Curve) => Buffer.from(`302a30050603${OID[curve]}032100`, 'hex');
const pkcs8Prefix = (curve: Curve) => Buffer.from(`302e02010030050603${OID[curve]}04220420`, 'hex');

const strictBase64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard base64 (padding required, no whitespace or URL alphabet), or an error naming `what`. */
export function fromBase64(text: string, what: string): Buffer {
  if (typeof text !== 'string' || !strictBase64.test(text) || text.length === 0) throw new OndcKeyError(`${what} is not base64`);
  return Buffer.from(text, 'base64');
}

/**
 * The 32-byte private scalar inside a PKCS#8 DER key of `curve`: version 0 or 1 (RFC 5958, which may
 * carry the public key after it: ONDC's Java utility writes such keys and OpenSSL refuses its
 * encoding of them), or null when `der` is not one.
 */
function pkcs8Scalar(der: Buffer, curve: Curve): Buffer | null {
  const algorithm = Buffer.from(`30050603${OID[curve]}04220420`, 'hex');
  const sequenceOk = der[0] === 0x30 && der[1] === der.length - 2 && der[2] === 0x02 && der[3] === 0x01 && (der[4] === 0 || der[4] === 1);
  if (!sequenceOk || der.length < 5 + algorithm.length + 32) return null;
  if (!der.subarray(5, 5 + algorithm.length).equals(algorithm)) return null;
  return der.subarray(5 + algorithm.length, 5 + algorithm.length + 32);
}

const privateFromScalar = (curve: Curve, scalar: Buffer) => createPrivateKey({ key: Buffer.concat([pkcs8Prefix(curve), scalar]), format: 'der', type: 'pkcs8' });
export const publicFromRaw = (curve: Curve, raw: Buffer) => createPublicKey({ key: Buffer.concat([spkiPrefix(curve), raw]), format: 'der', type: 'spki' });
/** The raw 32 bytes of a public key (the SPKI DER without its fixed prefix). */
export const rawPublic = (key: KeyObject) => key.export({ format: 'der', type: 'spki' }).subarray(12);

/**
 * Keys already read, by their base64 text. Reading one costs most of a millisecond of CPU (an
 * Ed25519 private key derives its public half; a libsodium key is checked against it), and the
 * same few keys sign every callback and verify every call: profiled under the bench's signed
 * searches (docs/benchmarks.md, ONDC), reading them anew was the largest share of a search's work.
 * A KeyObject is immutable, so one is shared; the map is bounded (the oldest read goes first), as
 * the senders' keys come from the network.
 */
const KEYS_KEPT = 1000;
const keysRead = new Map<string, KeyObject>();
function readOnce(kind: string, base64: string, read: (base64: string) => KeyObject): KeyObject {
  const id = `${kind}:${base64}`;
  let key = keysRead.get(id);
  if (!key) {
    key = read(base64);
    if (keysRead.size >= KEYS_KEPT) keysRead.delete(keysRead.keys().next().value!);
    keysRead.set(id, key);
  }
  return key;
}

/** Our Ed25519 signing private key: libsodium's 64 bytes (whose public half must match the seed), a 32-byte seed, or PKCS#8 DER. */
export function signingPrivateKey(base64: string): KeyObject {
  return readOnce('signing-private', base64, readSigningPrivateKey);
}

function readSigningPrivateKey(base64: string): KeyObject {
  const bytes = fromBase64(base64, 'The signing private key');
  if (bytes.length === 64) {
    const key = privateFromScalar('ed25519', bytes.subarray(0, 32));
    // A libsodium secret key whose second half is not the seed's public key is a pasting mistake (two keys mixed up).
    if (!rawPublic(createPublicKey(key)).equals(bytes.subarray(32))) throw new OndcKeyError('The signing private key (64 bytes) does not hold its own public key in its last 32 bytes');
    return key;
  }
  if (bytes.length === 32) return privateFromScalar('ed25519', bytes);
  const scalar = pkcs8Scalar(bytes, 'ed25519');
  if (scalar) return privateFromScalar('ed25519', scalar);
  throw new OndcKeyError(`The signing private key is ${bytes.length} bytes: expected 64 (libsodium secret key), 32 (seed) or PKCS#8 DER`);
}

/** A participant's Ed25519 signing public key as the registry holds it: raw 32 bytes, base64. */
export function signingPublicKey(base64: string): KeyObject {
  return readOnce('signing-public', base64, readSigningPublicKey);
}

function readSigningPublicKey(base64: string): KeyObject {
  const bytes = fromBase64(base64, 'The signing public key');
  if (bytes.length !== 32) throw new OndcKeyError(`The signing public key is ${bytes.length} bytes: expected 32`);
  return publicFromRaw('ed25519', bytes);
}

/** An X25519 encryption private key: PKCS#8 DER (version 0 or 1) or the raw 32 bytes. */
export function encryptionPrivateKey(base64: string): KeyObject {
  const bytes = fromBase64(base64, 'The encryption private key');
  if (bytes.length === 32) return privateFromScalar('x25519', bytes);
  const scalar = pkcs8Scalar(bytes, 'x25519');
  if (scalar) return privateFromScalar('x25519', scalar);
  throw new OndcKeyError('The encryption private key is neither X25519 PKCS#8 DER nor 32 raw bytes');
}

/** An X25519 encryption public key: SubjectPublicKeyInfo DER, as the registry publishes it, or the raw 32 bytes. */
export function encryptionPublicKey(base64: string): KeyObject {
  const bytes = fromBase64(base64, 'The encryption public key');
  if (bytes.length === 32) return publicFromRaw('x25519', bytes);
  if (bytes.length === 44 && bytes.subarray(0, 12).equals(spkiPrefix('x25519'))) return publicFromRaw('x25519', bytes.subarray(12));
  throw new OndcKeyError('The encryption public key is neither X25519 SubjectPublicKeyInfo DER nor 32 raw bytes');
}
