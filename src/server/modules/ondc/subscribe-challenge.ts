import { createCipheriv, createDecipheriv, diffieHellman } from 'node:crypto';
import { encryptionPrivateKey, encryptionPublicKey, fromBase64 } from './keys.ts';
import { ONDC_REGISTRY_URLS } from './registry.ts';

/**
 * The registry's /on_subscribe challenge. When we /subscribe, the registry POSTs
 * `{ subscriber_id, challenge }` to `<subscriber_url><callback_url>/on_subscribe`; `challenge` is a
 * string it encrypted with AES-256-ECB under the X25519 shared secret of its encryption key and
 * ours, base64. We answer synchronously `{ answer }` with the decrypted string ("Onboarding of
 * Participants", steps 6, 7 and 11, github.com/ONDC-Official/developer-docs/blob/main/registry/Onboarding%20of%20Participants.md;
 * ONDC's Node on_subscribe utility, developer-docs utilities/on_subscibe-service/node, decrypts it
 * with aes-256-ecb and the 32-byte diffieHellman output as the key).
 *
 * The registry's public keys, as that document gives them (base64 SubjectPublicKeyInfo DER).
 */
export const ONDC_REGISTRY_ENCRYPTION_KEYS = {
  production: 'MCowBQYDK2VuAyEAvVEyZY91O2yV8w8/CAwVDAnqIZDJJUPdLUUKwLo3K0M=',
  preprod: 'MCowBQYDK2VuAyEAa9Wbpvd9SsrpOZFcynyt/TO3x0Yrqyys4NUGIvyxX2Q=',
  staging: 'MCowBQYDK2VuAyEAduMuZgmtpjdCuxv+Nc49K0cB6tL/Dj3HZetvVN7ZekM=',
} as const;

/** A challenge that does not decrypt under our key: not base64, not whole AES blocks, bad padding, or not UTF-8 text. */
export class ChallengeError extends Error {
  override readonly name = 'ChallengeError';
}

/** The 32-byte X25519 shared secret of one side's private key and the other's public key (keys.ts formats). */
export const sharedKey = (privateKey: string, publicKey: string): Buffer => diffieHellman({ privateKey: encryptionPrivateKey(privateKey), publicKey: encryptionPublicKey(publicKey) });

/** The registry's side, for a stand-in and tests: `plain` encrypted as the registry sends it. */
export function encryptChallenge(plain: string, key: Buffer): string {
  const cipher = createCipheriv('aes-256-ecb', key, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

/**
 * The answer to an on_subscribe `challenge`, decrypted with our encryption private key and the
 * registry's encryption public key. Key format errors are OndcKeyError (our configuration); a
 * challenge that will not decrypt is ChallengeError (the caller answers 400).
 */
export function answerChallenge(input: { challenge: string; ourEncryptionPrivateKey: string; registryEncryptionPublicKey: string }): { answer: string } {
  const key = sharedKey(input.ourEncryptionPrivateKey, input.registryEncryptionPublicKey);
  let encrypted: Buffer;
  try {
    encrypted = fromBase64(input.challenge, 'The challenge');
  } catch {
    throw new ChallengeError('The challenge is not base64');
  }
  if (encrypted.length === 0 || encrypted.length % 16 !== 0) throw new ChallengeError('The challenge is not a whole number of AES blocks');
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-ecb', key, null);
    plain = Buffer.concat([decipher.update(encrypted), decipher.final()]);
  } catch {
    // PKCS#7 padding that does not check out: encrypted under another key.
    throw new ChallengeError('The challenge does not decrypt under our encryption key and the registry public key');
  }
  const answer = plain.toString('utf8');
  if (!Buffer.from(answer, 'utf8').equals(plain)) throw new ChallengeError('The decrypted challenge is not UTF-8 text');
  return { answer };
}

/** The encryption public key of a registry ONDC runs, known by its address (registry.ts ONDC_REGISTRY_URLS); undefined for any other. */
export function knownRegistryEncryptionKey(registryUrl: string): string | undefined {
  const host = (() => {
    try {
      return new URL(registryUrl).host;
    } catch {
      return '';
    }
  })();
  const environment = (Object.keys(ONDC_REGISTRY_URLS) as Array<keyof typeof ONDC_REGISTRY_URLS>).find((e) => new URL(ONDC_REGISTRY_URLS[e]).host === host);
  return environment && ONDC_REGISTRY_ENCRYPTION_KEYS[environment];
}
