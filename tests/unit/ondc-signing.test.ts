import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateOndcKeyPairs } from '../../src/server/modules/ondc/key-pairs.ts';
import { OndcKeyError, signingPrivateKey, signingPublicKey } from '../../src/server/modules/ondc/keys.ts';
import { authorizationHeader, digestOf, parseAuthorization, signingString, verifyAuthorization } from '../../src/server/modules/ondc/signing.ts';

/**
 * ONDC's worked example, "ONDC Network Signing & Verifying":
 * https://github.com/ONDC-Official/developer-docs/blob/main/registry/signing-verification.md
 * Its body, keys, digest, created/expires, signature and header, copied as published (the header
 * with the doc's own spacing and without the "Signature " scheme).
 */
const ONDC = {
  body: '{"context":{"domain":"nic2004:60212","country":"IND","city":"Kochi","action":"search","core_version":"0.9.1","bap_id":"bap.stayhalo.in","bap_uri":"https://8f9f-49-207-209-131.ngrok.io/protocol/","transaction_id":"e6d9f908-1d26-4ff3-a6d1-3af3d3721054","message_id":"a2fe6d52-9fe4-4d1a-9d0b-dccb8b48522d","timestamp":"2022-01-04T09:17:55.971Z","ttl":"P1M"},"message":{"intent":{"fulfillment":{"start":{"location":{"gps":"10.108768, 76.347517"}},"end":{"location":{"gps":"10.102997, 76.353480"}}}}}}',
  signingPublicKey: 'awGPjRK6i/Vg/lWr+0xObclVxlwZXvTjWYtlu6NeOHk=',
  signingPrivateKey: 'lP3sHA+9gileOkXYJXh4Jg8tK0gEEMbf9yCPnFpbldhrAY+NErqL9WD+Vav7TE5tyVXGXBle9ONZi2W7o144eQ==',
  digest: 'b6lf6lRgOweajukcvcLsagQ2T60+85kRh/Rd2bdS+TG/5ALebOEgDJfyCrre/1+BMu5nA94o4DT3pTFXuUg7sw==',
  created: 1641287875,
  expires: 1641291475,
  signature: 'cjbhP0PFyrlSCNszJM1F/YmHDVAWsZqJUPzojnE/7TJU3fJ/rmIlgaUHEr5E0/2PIyf0tpSnWtT6cyNNlpmoAQ==',
  header: 'keyId="example-bap.com|bap1234|ed25519",algorithm="ed25519",created="1641287875",expires="1641291475",headers=" (created)(expires)digest",signature="cjbhP0PFyrlSCNszJM1F/YmHDVAWsZqJUPzojnE/7TJU3fJ/rmIlgaUHEr5E0/2PIyf0tpSnWtT6cyNNlpmoAQ=="',
};
const at = (seconds: number) => new Date(seconds * 1000);
const body = Buffer.from(ONDC.body);

describe("ONDC's worked example", () => {
  it('gives the published digest of the body', () => {
    expect(digestOf(ONDC.body)).toBe(ONDC.digest);
    expect(digestOf(body)).toBe(ONDC.digest);
  });

  it('signs to the published signature, byte for byte (Ed25519 is deterministic)', () => {
    const header = authorizationHeader({ subscriberId: 'example-bap.com', uniqueKeyId: 'bap1234', privateKey: ONDC.signingPrivateKey, body: ONDC.body, now: at(ONDC.created), ttlSeconds: ONDC.expires - ONDC.created });
    expect(header).toBe(`Signature keyId="example-bap.com|bap1234|ed25519",algorithm="ed25519",created="1641287875",expires="1641291475",headers="(created) (expires) digest",signature="${ONDC.signature}"`);
    expect(parseAuthorization(header)?.signature).toBe(ONDC.signature);
  });

  it('signs the same with the 32-byte seed alone', () => {
    const seed = Buffer.from(ONDC.signingPrivateKey, 'base64').subarray(0, 32).toString('base64');
    const header = authorizationHeader({ subscriberId: 'example-bap.com', uniqueKeyId: 'bap1234', privateKey: seed, body, now: at(ONDC.created), ttlSeconds: 3600 });
    expect(parseAuthorization(header)?.signature).toBe(ONDC.signature);
  });

  it('verifies the published header with the published public key, within its window', () => {
    expect(parseAuthorization(ONDC.header)).toEqual({ subscriberId: 'example-bap.com', uniqueKeyId: 'bap1234', algorithm: 'ed25519', created: ONDC.created, expires: ONDC.expires, headers: ' (created)(expires)digest', signature: ONDC.signature });
    expect(verifyAuthorization({ header: ONDC.header, body, publicKey: ONDC.signingPublicKey, now: at(ONDC.created + 60) })).toEqual({ ok: true });
    expect(verifyAuthorization({ header: `Signature ${ONDC.header}`, body, publicKey: ONDC.signingPublicKey, now: at(ONDC.expires) })).toEqual({ ok: true });
  });

  it('builds the signing string as published', () => {
    expect(signingString(ONDC.created, ONDC.expires, ONDC.digest)).toBe(`(created): 1641287875\n(expires): 1641291475\ndigest: BLAKE-512=${ONDC.digest}`);
  });
});

describe('signing and verifying', () => {
  const keys = generateOndcKeyPairs();
  const now = new Date('2026-12-01T10:00:00Z');
  const payload = Buffer.from(JSON.stringify({ context: { domain: 'ONDC:AGR10', action: 'on_search' }, message: { catalog: { 'bpp/descriptor': { name: 'हरियाली' } } } }));
  const header = authorizationHeader({ subscriberId: 'shop.example.in', uniqueKeyId: 'k1', privateKey: keys.signingPrivateKey, body: payload, now, ttlSeconds: 300 });
  const check = (over: Partial<Parameters<typeof verifyAuthorization>[0]> = {}) => verifyAuthorization({ header, body: payload, publicKey: keys.signingPublicKey, now, ...over });

  it('round trips, with non-ASCII text in the body', () => {
    expect(check()).toEqual({ ok: true });
    expect(parseAuthorization(header)).toMatchObject({ subscriberId: 'shop.example.in', uniqueKeyId: 'k1', created: now.getTime() / 1000, expires: now.getTime() / 1000 + 300 });
  });

  it('refuses a body changed by one byte, or re-serialised', () => {
    const tampered = Buffer.from(payload);
    tampered[tampered.length - 3]! ^= 1;
    expect(check({ body: tampered })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check({ body: Buffer.from(JSON.stringify(JSON.parse(payload.toString()), null, 1)) })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses another key, and a key that is not 32 bytes', () => {
    expect(check({ publicKey: generateOndcKeyPairs().signingPublicKey })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check({ publicKey: Buffer.alloc(31).toString('base64') })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check({ publicKey: 'not base64!' })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses an expired signature and one created in the future, forgiving the clock skew', () => {
    const seconds = now.getTime() / 1000;
    expect(check({ now: at(seconds + 300) })).toEqual({ ok: true });
    expect(check({ now: at(seconds + 305) })).toEqual({ ok: true });
    expect(check({ now: at(seconds + 306) })).toEqual({ ok: false, reason: 'expired' });
    expect(check({ now: at(seconds + 301), clockSkewSeconds: 0 })).toEqual({ ok: false, reason: 'expired' });
    expect(check({ now: at(seconds - 5) })).toEqual({ ok: true });
    expect(check({ now: at(seconds - 6) })).toEqual({ ok: false, reason: 'not-yet-valid' });
    expect(check({ now: at(seconds - 1), clockSkewSeconds: 0 })).toEqual({ ok: false, reason: 'not-yet-valid' });
  });

  it('refuses bad keys and settings when signing', () => {
    const sign = (over: Partial<Parameters<typeof authorizationHeader>[0]>) => () => authorizationHeader({ subscriberId: 'shop.example.in', uniqueKeyId: 'k1', privateKey: keys.signingPrivateKey, body: payload, now, ttlSeconds: 60, ...over });
    expect(sign({ privateKey: Buffer.alloc(40).toString('base64') })).toThrow(OndcKeyError);
    // libsodium's 64 bytes whose public half belongs to another key
    const mixed = Buffer.concat([Buffer.from(keys.signingPrivateKey, 'base64').subarray(0, 32), Buffer.from(generateOndcKeyPairs().signingPublicKey, 'base64')]);
    expect(sign({ privateKey: mixed.toString('base64') })).toThrow(/does not hold its own public key/);
    expect(sign({ ttlSeconds: 0 })).toThrow(RangeError);
    expect(sign({ ttlSeconds: 1.5 })).toThrow(RangeError);
    expect(sign({ subscriberId: 'a|b' })).toThrow(RangeError);
    expect(sign({ uniqueKeyId: 'k"1' })).toThrow(RangeError);
  });

  it('reads each key once (a KeyObject kept by its text), and refuses a bad key every time it is given', () => {
    expect(signingPrivateKey(keys.signingPrivateKey)).toBe(signingPrivateKey(keys.signingPrivateKey));
    expect(signingPublicKey(keys.signingPublicKey)).toBe(signingPublicKey(keys.signingPublicKey));
    const bad = Buffer.alloc(40).toString('base64');
    expect(() => signingPrivateKey(bad)).toThrow(OndcKeyError);
    expect(() => signingPrivateKey(bad)).toThrow(OndcKeyError);
    expect(() => signingPublicKey(bad)).toThrow(OndcKeyError);
  });

  it('signs with a PKCS#8 DER private key as Node exports it', () => {
    const pair = generateKeyPairSync('ed25519');
    const pkcs8 = pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const raw = pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('base64');
    const signed = authorizationHeader({ subscriberId: 's.example.in', uniqueKeyId: 'k', privateKey: pkcs8, body: payload, now, ttlSeconds: 30 });
    expect(verifyAuthorization({ header: signed, body: payload, publicKey: raw, now })).toEqual({ ok: true });
  });
});

describe('parsing the header strictly', () => {
  const good = 'Signature keyId="a.example.in|k1|ed25519",algorithm="ed25519",created="1700000000",expires="1700000060",headers="(created) (expires) digest",signature="' + Buffer.alloc(64, 7).toString('base64') + '"';
  const swap = (from: string, to: string) => good.replace(from, to);

  it('reads a good header, with spaces after the commas too', () => {
    expect(parseAuthorization(good)).toMatchObject({ subscriberId: 'a.example.in', uniqueKeyId: 'k1', created: 1700000000, expires: 1700000060 });
    expect(parseAuthorization(good.replaceAll('",', '", '))).not.toBeNull();
  });

  it.each([
    ['empty', ''],
    ['another scheme', good.replace('Signature ', 'Bearer ')],
    ['a missing field', good.replace(/,headers="[^"]*"/, '')],
    ['a repeated field', `${good},created="1700000000"`],
    ['an unknown field', `${good},nonce="1"`],
    ['a trailing comma', `${good},`],
    ['an unquoted value', swap('created="1700000000"', 'created=1700000000')],
    ['a created time that is no integer', swap('created="1700000000"', 'created="1700000000.5"')],
    ['a negative created time', swap('created="1700000000"', 'created="-1700000000"')],
    ['an expires time in words', swap('expires="1700000060"', 'expires="soon"')],
    ['expires not after created', swap('expires="1700000060"', 'expires="1700000000"')],
    ['another algorithm', swap('algorithm="ed25519"', 'algorithm="rsa-sha256"')],
    ['a keyId algorithm that disagrees', swap('|k1|ed25519', '|k1|x25519')],
    ['a keyId of two parts', swap('a.example.in|k1|ed25519', 'a.example.in|ed25519')],
    ['a keyId of four parts', swap('a.example.in|k1|ed25519', 'a.example.in|k1|x|ed25519')],
    ['an empty subscriber', swap('a.example.in|k1', '|k1')],
    ['other signed headers', swap('(created) (expires) digest', '(created) digest')],
    ['a signature that is not base64', swap(Buffer.alloc(64, 7).toString('base64'), '@@@@')],
    ['a signature of the wrong length', swap(Buffer.alloc(64, 7).toString('base64'), Buffer.alloc(32, 7).toString('base64'))],
    ['a huge header', good + ' '.repeat(3000)],
  ])('refuses %s', (_name, header) => {
    expect(parseAuthorization(header)).toBeNull();
    expect(verifyAuthorization({ header, body: Buffer.from('{}'), publicKey: ONDC.signingPublicKey, now: at(1700000010) })).toEqual({ ok: false, reason: 'malformed' });
  });
});
