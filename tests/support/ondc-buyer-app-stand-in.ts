import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { startProviderStandIn, type ProviderStandIn, type RecordedRequest } from './text-provider-stand-in.ts';
import { checkSignature, signedHeader } from './ondc-http-signature.ts';
import type { OndcRegistryStandIn } from './ondc-registry-stand-in.ts';

/**
 * A local stand-in for an ONDC buyer app (a BAP), for the tests: keys of its own, held by the
 * registry stand-in; it signs the requests it sends to a seller node (ONDC's HTTP signature, made
 * with node:crypto alone: ondc-http-signature.ts) and receives the node's callbacks at
 * <its url>/on_<action>, each checked against the signer's key in the registry (a callback not
 * signed by a subscribed participant is answered 401 NACK, as a real buyer app does) and answered
 * ACK. failNext makes it answer a callback with a failure.
 */
export interface OndcBuyerAppStandIn extends ProviderStandIn {
  subscriberId: string;
  uniqueKeyId: string;
  /** Its signing seed (base64): a test signs a tampered request with it. */
  seed: string;
  /** A Beckn context from this buyer app for `action` (ONDC:AGR10, 1.2.0), with fresh ids unless given. */
  context(action: string, overrides?: Record<string, unknown>): Record<string, unknown>;
  /** Sends `body` (an object, or the exact text) to the node's `url`/`action`, signed; `header` replaces the signature. */
  send(url: string, action: string, body: unknown, options?: { header?: string | null; createdSeconds?: number; expiresSeconds?: number }): Promise<{ status: number; json: any; headers: Headers }>;
  /** The callbacks received, each with whether its signature checked out, its body, and when it arrived (`now()`). */
  callbacks(): Array<{ action: string; signed: boolean; body: any; receivedAt: number }>;
}

/** A Beckn context from the buyer app `bap` for `action` (ONDC:AGR10, 1.2.0), with fresh ids unless given; `now`: its timestamp (ms). */
export function buyerAppContext(bap: { subscriberId: string; url: string }, action: string, now: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    domain: 'ONDC:AGR10',
    country: 'IND',
    city: 'std:0731',
    action,
    core_version: '1.2.0',
    bap_id: bap.subscriberId,
    bap_uri: bap.url,
    transaction_id: randomUUID(),
    message_id: randomUUID(),
    timestamp: new Date(now).toISOString(),
    ttl: 'PT30S',
    ...overrides,
  };
}

export async function startOndcBuyerAppStandIn(options: { registry: OndcRegistryStandIn; now: () => number; subscriberId?: string }): Promise<OndcBuyerAppStandIn> {
  const subscriberId = options.subscriberId ?? 'buyer.example.in';
  const uniqueKeyId = randomUUID();
  const signing = generateKeyPairSync('ed25519');
  const encryption = generateKeyPairSync('x25519');
  const seed = signing.privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32).toString('base64');
  const signingPublicKey = signing.publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64');
  const received: Array<{ action: string; signed: boolean; body: any; receivedAt: number }> = [];

  const standIn = await startProviderStandIn((request: RecordedRequest) => {
    const action = request.path.replace(/^\//, '');
    if (request.method !== 'POST' || !action.startsWith('on_')) return { status: 404, json: { message: 'Not Found' } };
    const check = checkSignature(request.headers.authorization, request.raw, (id, ukId) => options.registry.signingKeyOf(id, ukId), options.now() / 1000);
    received.push({ action, signed: check.ok, body: request.body, receivedAt: options.now() });
    if (!check.ok) return { status: 401, json: { message: { ack: { status: 'NACK' } }, error: { type: 'POLICY-ERROR', code: '10001', message: `Signature: ${check.why}` } } };
    return { status: 200, json: { message: { ack: { status: 'ACK' } } } };
  });
  options.registry.add({
    subscriberId,
    uniqueKeyId,
    subscriberUrl: standIn.url,
    type: 'BAP',
    domain: 'ONDC:AGR10',
    signingPublicKey,
    encryptionPublicKey: encryption.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    validFrom: '2026-01-01T00:00:00.000Z',
    validUntil: '2099-12-31T00:00:00.000Z',
  });

  return {
    ...standIn,
    subscriberId,
    uniqueKeyId,
    seed,
    context: (action, overrides = {}) => buyerAppContext({ subscriberId, url: standIn.url }, action, options.now(), overrides),
    async send(url, action, body, sendOptions = {}) {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const createdSeconds = sendOptions.createdSeconds ?? Math.floor(options.now() / 1000);
      const header = sendOptions.header === undefined ? signedHeader({ subscriberId, uniqueKeyId, seed, body: text, createdSeconds, expiresSeconds: sendOptions.expiresSeconds ?? createdSeconds + 300 }) : sendOptions.header;
      const response = await fetch(`${url}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(header === null ? {} : { authorization: header }) }, body: text });
      return { status: response.status, json: await response.json().catch(() => null), headers: response.headers };
    },
    callbacks: () => received,
  };
}
