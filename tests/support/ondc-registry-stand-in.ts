import { createCipheriv, createPublicKey, diffieHellman, generateKeyPairSync, randomUUID } from 'node:crypto';
import { checkSignature } from './ondc-http-signature.ts';
import { startProviderStandIn, type Answer, type ProviderStandIn, type RecordedRequest } from './text-provider-stand-in.ts';

/**
 * A local stand-in for the ONDC registry (github.com/ONDC-Official/developer-docs, registry/
 * "Onboarding of Participants.md" and signing-verification.md), for the tests:
 *   POST /v2.0/lookup   { subscriber_id?, ukId?, country?, domain?, type?, city? } -> 200 [records], every
 *                       record matching all the parameters given (none: [])
 * A record is as the registry writes it: { subscriber_id, ukId, br_id, subscriber_url, country, city,
 * domain, type, signing_public_key, encr_public_key, valid_from, valid_until, status, created, updated }.
 * A lookup must carry an Authorization header ONDC-signed (BLAKE2b-512 digest of the body, Ed25519)
 * by a participant it holds SUBSCRIBED, within its created/expires: else 401 NACK, the registry's
 * words ("The auth header not found" when there is none). It checks the signature by the spec with
 * node:crypto itself, not with the shop's code.
 * `challenge` plays the registry's side of /subscribe: it POSTs { subscriber_id, challenge } to the
 * participant's on_subscribe URL, the challenge a random string AES-256-ECB encrypted under the X25519
 * secret shared by the registry's encryption key and the participant's, and says whether the
 * synchronous { answer } is that string. failNext (a 5xx, a dropped connection), hangNext and answerNextWith make it fail.
 */
export interface StandInSubscriber {
  subscriberId: string;
  uniqueKeyId: string;
  subscriberUrl: string;
  type: 'BAP' | 'BPP' | 'BG';
  domain: string;
  signingPublicKey: string;
  encryptionPublicKey: string;
  validFrom: string;
  validUntil: string;
  status?: 'SUBSCRIBED' | 'INITIATED' | 'UNSUBSCRIBED';
  city?: string;
}

export interface OndcRegistryStandIn extends ProviderStandIn {
  /** The registry's own X25519 encryption public key (SubjectPublicKeyInfo DER, base64), which participants use for the challenge. */
  encryptionPublicKey: string;
  add(subscriber: StandInSubscriber): void;
  /** Changes a held record (a key rotated, its status changed). */
  update(subscriberId: string, uniqueKeyId: string, change: Partial<StandInSubscriber>): void;
  lookups(): number;
  /** A subscribed participant's ed25519 public key, as a lookup would give it (the buyer app stand-in checks callbacks with it). */
  signingKeyOf(subscriberId: string, uniqueKeyId: string): string | undefined;
  /** The next lookup is answered 200 with `json` whatever it asked (an answer that is no lookup result). */
  answerNextWith(json: unknown): void;
  challenge(input: { onSubscribeUrl: string; subscriberId: string; uniqueKeyId: string }): Promise<{ passed: boolean; status: number }>;
}

const nack = (status: number, code: string, message: string): Answer => ({ status, json: { message: { ack: { status: 'NACK' } }, error: { type: 'POLICY-ERROR', code, message } } });

const X25519_SPKI = Buffer.from('302a300506032b656e032100', 'hex');

export async function startOndcRegistryStandIn(options: { now: () => number }): Promise<OndcRegistryStandIn> {
  const encryption = generateKeyPairSync('x25519');
  const held = new Map<string, Record<string, string>>();
  let lookups = 0;
  const odd: unknown[] = [];

  const record = (s: StandInSubscriber) => ({
    subscriber_id: s.subscriberId,
    ukId: s.uniqueKeyId,
    br_id: s.uniqueKeyId,
    subscriber_url: s.subscriberUrl,
    country: 'IND',
    city: s.city ?? 'std:0731',
    domain: s.domain,
    type: s.type,
    signing_public_key: s.signingPublicKey,
    encr_public_key: s.encryptionPublicKey,
    valid_from: s.validFrom,
    valid_until: s.validUntil,
    status: s.status ?? 'SUBSCRIBED',
    created: s.validFrom,
    updated: s.validFrom,
  });

  /** The sender's record when the header is a valid ONDC signature of the raw body by a subscribed participant, else the NACK. */
  const authenticate = (request: RecordedRequest): Answer | null => {
    const check = checkSignature(
      request.headers.authorization,
      request.raw,
      (subscriberId, ukId, algorithm) => {
        const signer = held.get(`${subscriberId}|${ukId}`);
        return signer?.status === 'SUBSCRIBED' && algorithm === 'ed25519' ? signer.signing_public_key : undefined;
      },
      options.now() / 1000,
    );
    if (check.ok) return null;
    return {
      missing: nack(401, '1020', 'The auth header not found'),
      'unknown-key': nack(401, '1035', 'Subscriber not found for the auth header keyId'),
      expired: nack(401, '1040', 'The auth header has expired or is not yet valid'),
      'bad-signature': nack(401, '1045', 'Signature verification failed'),
    }[check.why];
  };

  const standIn = await startProviderStandIn((request) => {
    if (request.method !== 'POST' || request.path !== '/v2.0/lookup') return { status: 404, json: { message: 'Not Found' } };
    lookups++;
    if (odd.length) return { status: 200, json: odd.shift() };
    const refused = authenticate(request);
    if (refused) return refused;
    const query = (request.body ?? {}) as Record<string, unknown>;
    const fields = ['subscriber_id', 'ukId', 'country', 'domain', 'type', 'city'] as const;
    const matches = [...held.values()].filter((r) => fields.every((f) => query[f] === undefined || query[f] === r[f]));
    return { status: 200, json: matches };
  });

  return {
    ...standIn,
    encryptionPublicKey: encryption.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    add: (s) => void held.set(`${s.subscriberId}|${s.uniqueKeyId}`, record(s)),
    update: (subscriberId, uniqueKeyId, change) => {
      const key = `${subscriberId}|${uniqueKeyId}`;
      const current = held.get(key);
      if (!current) throw new Error(`no subscriber ${key}`);
      const changed = record({ subscriberId, uniqueKeyId, subscriberUrl: current.subscriber_url!, type: current.type as StandInSubscriber['type'], domain: current.domain!, signingPublicKey: current.signing_public_key!, encryptionPublicKey: current.encr_public_key!, validFrom: current.valid_from!, validUntil: current.valid_until!, status: current.status as StandInSubscriber['status'], city: current.city, ...change });
      held.set(key, changed);
    },
    lookups: () => lookups,
    signingKeyOf: (subscriberId, uniqueKeyId) => {
      const r = held.get(`${subscriberId}|${uniqueKeyId}`);
      return r?.status === 'SUBSCRIBED' ? r.signing_public_key : undefined;
    },
    answerNextWith: (json) => void odd.push(json),
    async challenge({ onSubscribeUrl, subscriberId, uniqueKeyId }) {
      const subscriber = held.get(`${subscriberId}|${uniqueKeyId}`);
      if (!subscriber) throw new Error(`no subscriber ${subscriberId}|${uniqueKeyId}`);
      const theirs = createPublicKey({ key: Buffer.concat([X25519_SPKI, Buffer.from(subscriber.encr_public_key!, 'base64').subarray(-32)]), format: 'der', type: 'spki' });
      const secret = diffieHellman({ privateKey: encryption.privateKey, publicKey: theirs });
      const plain = randomUUID();
      const cipher = createCipheriv('aes-256-ecb', secret, null);
      const challenge = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
      const response = await fetch(onSubscribeUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ subscriber_id: subscriberId, challenge }), signal: AbortSignal.timeout(5000) });
      const answer = (await response.json().catch(() => null)) as { answer?: unknown } | null;
      return { passed: response.status === 200 && answer?.answer === plain, status: response.status };
    },
  };
}
