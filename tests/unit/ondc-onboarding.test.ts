import { createPrivateKey, createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FILL_IN, generateOndcKeyPairs, ONDC_DOMAIN, subscribePayload } from '../../src/server/modules/ondc/key-pairs.ts';
import { encryptionPrivateKey, encryptionPublicKey, OndcKeyError, signingPrivateKey, signingPublicKey } from '../../src/server/modules/ondc/keys.ts';
import { signRequestId, siteVerificationHtml } from '../../src/server/modules/ondc/site-verification.ts';
import { answerChallenge, ChallengeError, encryptChallenge, ONDC_REGISTRY_ENCRYPTION_KEYS, sharedKey } from '../../src/server/modules/ondc/subscribe-challenge.ts';

/**
 * ONDC's published encryption example, the reference utility's README ("Encrypt Payload" and
 * "Decrypt Payload"): https://github.com/ONDC-Official/reference-implementations/blob/main/utilities/signing_and_verification/README.md
 * A PKCS#8 private key and SPKI public key (one pair: the utility encrypts to itself), and the
 * base64 AES-256-ECB text of "ONDC is a Great Initiative!".
 */
const ONDC_ENCRYPTION = {
  privateKey: 'MC4CAQAwBQYDK2VuBCIEIOgl3rf3arbk1PvIe0C9TZp7ImR71NSQdvuSu+zzY6xo',
  publicKey: 'MCowBQYDK2VuAyEAi801MjVpgFOXHjliyT6Nb14HkS5dj1p41qbeyU6/SC8=',
  encrypted: 'CrwN248HS4CIYsUvxtrK0pWCBaoyZh4LnWtGqeH7Mpc=',
  plain: 'ONDC is a Great Initiative!',
};
/** ONDC's Java on_subscribe utility's sample keys (developer-docs utilities/on_subscibe-service/java/Readme.md): a PKCS#8 v1 private key carrying its public key, and a 32-byte signing seed. */
const ONDC_JAVA = {
  encPrivateKey: 'MFECAQEwBQYDK2VuBCIEIPjSJTWFXeb0AH5L5d36q5yknfKGAthnOlsmREO/vBVAgSEAHjjX+uHubKwSOINetLeSedFoWXIaWybDQYON8pXewGQ=',
  encPublicKey: 'MCowBQYDK2VuAyEAHjjX+uHubKwSOINetLeSedFoWXIaWybDQYON8pXewGQ=',
  signPrivateKey: 'zeiPflZ2GHCX1bkzm4C4HfOoWclVKdZi9qYXgEnv89g=',
  signPublicKey: '3fdeC79Oqcsb26JLPA8aZSyjWytVR+CdRVtkaneijPk=',
};

const spkiOf = (key: ReturnType<typeof createPublicKey>) => key.export({ format: 'der', type: 'spki' }).toString('base64');

describe('the on_subscribe challenge', () => {
  it("decrypts ONDC's published example", () => {
    expect(answerChallenge({ challenge: ONDC_ENCRYPTION.encrypted, ourEncryptionPrivateKey: ONDC_ENCRYPTION.privateKey, registryEncryptionPublicKey: ONDC_ENCRYPTION.publicKey })).toEqual({ answer: ONDC_ENCRYPTION.plain });
  });

  it('round trips with the registry encrypting on its side, either key in either format', () => {
    const ours = generateOndcKeyPairs();
    const registry = generateOndcKeyPairs();
    const challenge = encryptChallenge('c0ffee-1234-challenge', sharedKey(registry.encryptionPrivateKey, ours.encryptionPublicKey));
    expect(answerChallenge({ challenge, ourEncryptionPrivateKey: ours.encryptionPrivateKey, registryEncryptionPublicKey: registry.encryptionPublicKey })).toEqual({ answer: 'c0ffee-1234-challenge' });
    // The raw 32 bytes the key-format doc describes work the same.
    const rawPrivate = Buffer.from(ours.encryptionPrivateKey, 'base64').subarray(-32).toString('base64');
    const rawPublic = Buffer.from(registry.encryptionPublicKey, 'base64').subarray(-32).toString('base64');
    expect(answerChallenge({ challenge, ourEncryptionPrivateKey: rawPrivate, registryEncryptionPublicKey: rawPublic })).toEqual({ answer: 'c0ffee-1234-challenge' });
  });

  it('refuses a challenge encrypted for someone else, or that is no AES text', () => {
    const ours = generateOndcKeyPairs();
    const registry = generateOndcKeyPairs();
    const forOther = encryptChallenge('secret', sharedKey(registry.encryptionPrivateKey, generateOndcKeyPairs().encryptionPublicKey));
    const answer = (challenge: string) => () => answerChallenge({ challenge, ourEncryptionPrivateKey: ours.encryptionPrivateKey, registryEncryptionPublicKey: registry.encryptionPublicKey });
    // Under the wrong key either the padding fails or, 1 time in 256, it passes on garbage; here it must not answer "secret".
    try {
      expect(answer(forOther)()).not.toEqual({ answer: 'secret' });
    } catch (err) {
      expect(err).toBeInstanceOf(ChallengeError);
    }
    expect(answer('')).toThrow(ChallengeError);
    expect(answer('not base64 at all!')).toThrow(ChallengeError);
    expect(answer(Buffer.alloc(15).toString('base64'))).toThrow(/whole number of AES blocks/);
  });

  it("reads the registry's published keys", () => {
    for (const key of Object.values(ONDC_REGISTRY_ENCRYPTION_KEYS)) expect(encryptionPublicKey(key).asymmetricKeyType).toBe('x25519');
  });
});

describe('key formats', () => {
  it("reads ONDC's Java utility keys, whose PKCS#8 private key OpenSSL itself refuses", () => {
    expect(() => createPrivateKey({ key: Buffer.from(ONDC_JAVA.encPrivateKey, 'base64'), format: 'der', type: 'pkcs8' })).toThrow();
    expect(spkiOf(createPublicKey(encryptionPrivateKey(ONDC_JAVA.encPrivateKey)))).toBe(ONDC_JAVA.encPublicKey);
    expect(createPublicKey(signingPrivateKey(ONDC_JAVA.signPrivateKey)).export({ format: 'der', type: 'spki' }).subarray(12).toString('base64')).toBe(ONDC_JAVA.signPublicKey);
  });

  it('refuses keys of the wrong kind or size with a message that does not repeat the key', () => {
    const signingAsEncryption = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.alloc(32, 1)]).toString('base64');
    expect(() => encryptionPrivateKey(signingAsEncryption)).toThrow(OndcKeyError);
    expect(() => encryptionPublicKey(Buffer.alloc(44).toString('base64'))).toThrow(OndcKeyError);
    expect(() => signingPublicKey(ONDC_ENCRYPTION.publicKey)).toThrow(/44 bytes: expected 32/);
    expect(() => signingPrivateKey('abc')).toThrow(/not base64/);
  });

  it('generates pairs in the formats the registry takes: raw Ed25519 public, 64-byte libsodium private, SPKI and PKCS#8 X25519', () => {
    const keys = generateOndcKeyPairs();
    expect(Buffer.from(keys.signingPublicKey, 'base64')).toHaveLength(32);
    const secret = Buffer.from(keys.signingPrivateKey, 'base64');
    expect(secret).toHaveLength(64);
    expect(secret.subarray(32).toString('base64')).toBe(keys.signingPublicKey);
    expect(keys.encryptionPublicKey).toMatch(/^MCowBQYDK2VuAyEA/);
    expect(keys.encryptionPrivateKey).toMatch(/^MC4CAQAwBQYDK2VuBCIE/);
    expect(spkiOf(createPublicKey(encryptionPrivateKey(keys.encryptionPrivateKey)))).toBe(keys.encryptionPublicKey);
    expect(generateOndcKeyPairs().signingPrivateKey).not.toBe(keys.signingPrivateKey);
  });
});

describe('the /subscribe payload', () => {
  const keys = generateOndcKeyPairs();
  const now = new Date('2026-12-01T05:30:00.000Z');

  it('registers a seller app in ONDC:AGR10 with our keys and ids, leaving the owner the legal details', () => {
    const { payload, toFill } = subscribePayload({ keys, subscriberId: 'shop.example.in', subscriberUrl: 'https://shop.example.in/ondc/', uniqueKeyId: 'hariyali-k1', requestId: 'req-1', now });
    expect(payload.context).toEqual({ operation: { ops_no: 2 } });
    expect(payload.message.request_id).toBe('req-1');
    expect(payload.message.timestamp).toBe('2026-12-01T05:30:00.000Z');
    expect(payload.message.entity).toMatchObject({
      country: 'IND',
      subscriber_id: 'shop.example.in',
      unique_key_id: 'hariyali-k1',
      callback_url: '/ondc',
      key_pair: { signing_public_key: keys.signingPublicKey, encryption_public_key: keys.encryptionPublicKey, valid_from: '2026-12-01T05:30:00.000Z', valid_until: '2027-12-01T05:30:00.000Z' },
    });
    expect(payload.message.network_participant).toEqual([{ subscriber_url: '/ondc', domain: ONDC_DOMAIN, type: 'sellerApp', msn: false, city_code: [expect.stringMatching(new RegExp(`^${FILL_IN}`))] }]);
    expect(ONDC_DOMAIN).toBe('ONDC:AGR10');
    expect(toFill).toEqual([
      'message.entity.gst.legal_entity_name',
      'message.entity.gst.business_address',
      'message.entity.gst.city_code.0',
      'message.entity.gst.gst_no',
      'message.entity.pan.name_as_per_pan',
      'message.entity.pan.pan_no',
      'message.entity.pan.date_of_incorporation',
      'message.entity.name_of_authorised_signatory',
      'message.entity.address_of_authorised_signatory',
      'message.entity.email_id',
      'message.entity.mobile_no',
      'message.network_participant.0.city_code.0',
    ]);
  });

  it('takes "/" for a subscriber URL without a path, and says what to fill when the environment gives no id or URL', () => {
    expect(subscribePayload({ keys, subscriberId: 's.example.in', subscriberUrl: 'https://s.example.in', uniqueKeyId: 'k', requestId: 'r', now }).payload.message.entity.callback_url).toBe('/');
    const bare = subscribePayload({ keys, uniqueKeyId: 'k', requestId: 'r', now, validForDays: 30 });
    expect(bare.toFill).toEqual(expect.arrayContaining(['message.entity.subscriber_id', 'message.entity.callback_url', 'message.network_participant.0.subscriber_url']));
    expect(bare.payload.message.entity.key_pair.valid_until).toBe('2026-12-31T05:30:00.000Z');
    expect(() => subscribePayload({ keys, uniqueKeyId: 'k', requestId: 'r', now, validForDays: 0 })).toThrow(RangeError);
  });
});

describe('ondc-site-verification.html', () => {
  it('carries the request_id signed with our key, unhashed, verifiable with our public key', () => {
    const keys = generateOndcKeyPairs();
    const html = siteVerificationHtml('0c29d1be-3322-11ed-a261-0242ac120002', keys.signingPrivateKey);
    const content = /<meta name="ondc-site-verification" content="([^"]+)" \/>/.exec(html)?.[1];
    expect(content).toBe(signRequestId('0c29d1be-3322-11ed-a261-0242ac120002', keys.signingPrivateKey));
    expect(verify(null, Buffer.from('0c29d1be-3322-11ed-a261-0242ac120002'), signingPublicKey(keys.signingPublicKey), Buffer.from(content!, 'base64'))).toBe(true);
    expect(verify(null, Buffer.from('another-request-id'), signingPublicKey(keys.signingPublicKey), Buffer.from(content!, 'base64'))).toBe(false);
    expect(html).toContain('ONDC Site Verification Page');
    expect(() => siteVerificationHtml('', keys.signingPrivateKey)).toThrow(RangeError);
  });
});
