import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateOndcKeyPairs, type OndcKeyPairs } from '../../src/server/modules/ondc/key-pairs.ts';
import { OndcRegistryClient, RegistryUnavailable, type OndcRegistryOptions } from '../../src/server/modules/ondc/registry.ts';
import { answerChallenge } from '../../src/server/modules/ondc/subscribe-challenge.ts';
import { startOndcRegistryStandIn, type OndcRegistryStandIn, type StandInSubscriber } from '../support/ondc-registry-stand-in.ts';

const START = Date.parse('2026-12-01T10:00:00.000Z');
let clock = START;
const now = () => clock;
const MINUTE = 60_000;

const shop = generateOndcKeyPairs();
const buyer = generateOndcKeyPairs();
let registry: OndcRegistryStandIn;

const subscriber = (id: string, ukId: string, keys: OndcKeyPairs, over: Partial<StandInSubscriber> = {}): StandInSubscriber => ({
  subscriberId: id,
  uniqueKeyId: ukId,
  subscriberUrl: `https://${id}/ondc`,
  type: 'BAP',
  domain: 'ONDC:AGR10',
  signingPublicKey: keys.signingPublicKey,
  encryptionPublicKey: keys.encryptionPublicKey,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2027-06-01T00:00:00.000Z',
  ...over,
});

const client = (over: Partial<OndcRegistryOptions> = {}) =>
  new OndcRegistryClient({ registryUrl: registry.url, subscriberId: 'shop.example.in', uniqueKeyId: 'shop-k1', signingPrivateKey: shop.signingPrivateKey, now, timeoutMs: 500, cacheMs: 30 * MINUTE, missCacheMs: MINUTE, ...over });

const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RegistryUnavailable);
  return err as RegistryUnavailable;
};

beforeAll(async () => {
  registry = await startOndcRegistryStandIn({ now });
  registry.add(subscriber('shop.example.in', 'shop-k1', shop, { type: 'BPP' }));
  registry.add(subscriber('buyer.example.in', 'b-1', buyer));
});
afterAll(() => registry.close());
beforeEach(() => {
  clock = START;
});

describe('looking a key up in the registry', () => {
  it('finds a subscribed key, asking with a signed /v2.0/lookup, then answers from its cache until the time is up', async () => {
    const registryClient = client();
    const before = registry.lookups();
    const entry = await registryClient.lookup('buyer.example.in', 'b-1');
    expect(entry).toEqual({ subscriberId: 'buyer.example.in', uniqueKeyId: 'b-1', subscriberUrl: 'https://buyer.example.in/ondc', type: 'BAP', domain: 'ONDC:AGR10', signingPublicKey: buyer.signingPublicKey, encrPublicKey: buyer.encryptionPublicKey, validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2027-06-01T00:00:00.000Z', status: 'SUBSCRIBED' });
    const asked = registry.requests.at(-1)!;
    expect(asked).toMatchObject({ method: 'POST', path: '/v2.0/lookup', body: { subscriber_id: 'buyer.example.in', ukId: 'b-1', country: 'IND' } });
    expect(asked.headers.authorization).toMatch(/^Signature keyId="shop\.example\.in\|shop-k1\|ed25519"/);

    clock += 29 * MINUTE;
    expect(await registryClient.lookup('buyer.example.in', 'b-1')).toEqual(entry);
    expect(registry.lookups()).toBe(before + 1);
    clock += 2 * MINUTE;
    expect(await registryClient.lookup('buyer.example.in', 'b-1')).toEqual(entry);
    expect(registry.lookups()).toBe(before + 2);
  });

  it('asks once for lookups of the same key at the same time', async () => {
    const before = registry.lookups();
    const registryClient = client();
    const [a, b] = await Promise.all([registryClient.lookup('buyer.example.in', 'b-1'), registryClient.lookup('buyer.example.in', 'b-1')]);
    expect(a).toEqual(b);
    expect(registry.lookups()).toBe(before + 1);
  });

  it('answers null for an unknown key, and keeps that for the shorter time only', async () => {
    const registryClient = client();
    const before = registry.lookups();
    expect(await registryClient.lookup('buyer.example.in', 'b-2')).toBeNull();
    expect(await registryClient.lookup('nobody.example.in', 'b-1')).toBeNull();
    expect(registry.lookups()).toBe(before + 2);
    registry.add(subscriber('buyer.example.in', 'b-2', generateOndcKeyPairs()));
    clock += MINUTE - 1;
    expect(await registryClient.lookup('buyer.example.in', 'b-2')).toBeNull();
    expect(registry.lookups()).toBe(before + 2);
    clock += 1;
    expect(await registryClient.lookup('buyer.example.in', 'b-2')).toMatchObject({ uniqueKeyId: 'b-2' });
  });

  it('treats a key past its valid_until, not yet valid, or not SUBSCRIBED as unknown, a cached one included', async () => {
    registry.add(subscriber('old.example.in', 'o-1', generateOndcKeyPairs(), { validUntil: '2026-11-30T23:59:59.000Z' }));
    registry.add(subscriber('early.example.in', 'e-1', generateOndcKeyPairs(), { validFrom: '2026-12-02T00:00:00.000Z' }));
    registry.add(subscriber('pending.example.in', 'p-1', generateOndcKeyPairs(), { status: 'INITIATED' }));
    registry.add(subscriber('lapsing.example.in', 'l-1', generateOndcKeyPairs(), { validUntil: '2026-12-01T10:05:00.000Z' }));
    const registryClient = client();
    expect(await registryClient.lookup('old.example.in', 'o-1')).toBeNull();
    expect(await registryClient.lookup('early.example.in', 'e-1')).toBeNull();
    expect(await registryClient.lookup('pending.example.in', 'p-1')).toBeNull();
    expect(await registryClient.lookup('lapsing.example.in', 'l-1')).not.toBeNull();
    const before = registry.lookups();
    clock += 6 * MINUTE;
    expect(await registryClient.lookup('lapsing.example.in', 'l-1')).toBeNull();
    expect(registry.lookups()).toBe(before);
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    registry.add(subscriber('c.example.in', 'c-1', generateOndcKeyPairs()));
    const registryClient = client({ maxEntries: 2 });
    await registryClient.lookup('buyer.example.in', 'b-1');
    await registryClient.lookup('shop.example.in', 'shop-k1');
    await registryClient.lookup('buyer.example.in', 'b-1');
    await registryClient.lookup('c.example.in', 'c-1');
    const before = registry.lookups();
    await registryClient.lookup('buyer.example.in', 'b-1');
    expect(registry.lookups()).toBe(before);
    await registryClient.lookup('shop.example.in', 'shop-k1');
    expect(registry.lookups()).toBe(before + 1);
  });
});

describe('when the registry cannot say', () => {
  it('throws RegistryUnavailable for a dropped connection, a 5xx and no answer in time, and never keeps it as an unknown key', async () => {
    const registryClient = client();
    registry.failNext(0);
    expect((await failure(registryClient.lookup('buyer.example.in', 'b-1'))).reason).toBe('unreachable');
    registry.failNext(503);
    expect(await failure(registryClient.lookup('buyer.example.in', 'b-1'))).toMatchObject({ reason: 'refused', status: 503 });
    registry.hangNext();
    expect((await failure(registryClient.lookup('buyer.example.in', 'b-1'))).reason).toBe('timeout');
    expect(await registryClient.lookup('buyer.example.in', 'b-1')).toMatchObject({ subscriberId: 'buyer.example.in' });
  });

  it('throws for an answer that is no lookup result, or a matching record without its keys', async () => {
    const registryClient = client();
    registry.answerNextWith({ message: { ack: { status: 'NACK' } }, error: { code: '1000', message: 'something else' } });
    expect((await failure(registryClient.lookup('buyer.example.in', 'b-1'))).reason).toBe('bad-answer');
    registry.answerNextWith([{ subscriber_id: 'buyer.example.in', ukId: 'b-1', status: 'SUBSCRIBED' }]);
    expect((await failure(registryClient.lookup('buyer.example.in', 'b-1'))).reason).toBe('bad-answer');
    expect(await registryClient.lookup('buyer.example.in', 'b-1')).toMatchObject({ subscriberId: 'buyer.example.in' });
  });

  it('throws for a registry that is not there at all', async () => {
    const gone = http.createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const { port } = gone.address() as AddressInfo;
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    expect((await failure(client({ registryUrl: `http://127.0.0.1:${port}` }).lookup('buyer.example.in', 'b-1'))).reason).toBe('unreachable');
  });

  it('throws when the registry refuses our signature, as 401', async () => {
    const err = await failure(client({ signingPrivateKey: generateOndcKeyPairs().signingPrivateKey }).lookup('buyer.example.in', 'b-1'));
    expect(err).toMatchObject({ reason: 'refused', status: 401 });
    expect(registry.requests.at(-1)?.headers.authorization).toBeDefined();
  });
});

describe("the registry's on_subscribe challenge", () => {
  let server: http.Server;
  let onSubscribeUrl = '';
  let ourEncryptionPrivateKey = '';

  beforeAll(async () => {
    // Our on_subscribe as the integrator will mount it: { subscriber_id, challenge } in, { answer } out.
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          const { challenge } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { challenge: string };
          const answer = answerChallenge({ challenge, ourEncryptionPrivateKey, registryEncryptionPublicKey: registry.encryptionPublicKey });
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        } catch {
          res.writeHead(400, { 'content-type': 'application/json' }).end('{}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onSubscribeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ondc/on_subscribe`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is answered with our encryption key', async () => {
    ourEncryptionPrivateKey = shop.encryptionPrivateKey;
    expect(await registry.challenge({ onSubscribeUrl, subscriberId: 'shop.example.in', uniqueKeyId: 'shop-k1' })).toEqual({ passed: true, status: 200 });
  });

  it('fails with another encryption key than the one registered', async () => {
    ourEncryptionPrivateKey = generateOndcKeyPairs().encryptionPrivateKey;
    expect((await registry.challenge({ onSubscribeUrl, subscriberId: 'shop.example.in', uniqueKeyId: 'shop-k1' })).passed).toBe(false);
  });
});
