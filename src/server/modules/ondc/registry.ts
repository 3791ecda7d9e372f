import { z } from 'zod';
import { sendSerializedJson, Unreachable } from '#server/http/outbound';
import { authorizationHeader } from './signing.ts';

/**
 * Who signed a request: the ONDC registry's record of a participant's key, found by the
 * subscriber id and unique key id of an Authorization header's keyId ("ONDC Network Signing &
 * Verifying", Verify Signature 5 and 6: look the key up, or use a cached copy; no valid key, NACK
 * as unauthorised).
 */
export interface RegistryEntry {
  subscriberId: string;
  uniqueKeyId: string;
  subscriberUrl: string;
  /** BAP, BPP or BG. */
  type: string;
  domain: string;
  /** Ed25519, raw 32 bytes base64. */
  signingPublicKey: string;
  /** X25519, SubjectPublicKeyInfo DER base64. */
  encrPublicKey: string;
  validFrom: string;
  validUntil: string;
  status: string;
}

export interface Registry {
  /** The participant's key when the registry holds it SUBSCRIBED and within its validity; null when not. */
  lookup(subscriberId: string, uniqueKeyId: string): Promise<RegistryEntry | null>;
}

/**
 * The registry could not say: no answer in time, no connection, a refusal (4xx/5xx; a 401 means it
 * did not accept our signature) or an answer that is not a lookup result. Nothing is known about the
 * key, so the request being verified is NACKed as a failure to verify now, never as an unknown key.
 */
export class RegistryUnavailable extends Error {
  override readonly name = 'RegistryUnavailable';
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'refused' | 'bad-answer',
    readonly status?: number,
  ) {
    super(`ONDC registry lookup failed: ${reason}${status === undefined ? '' : ` (HTTP ${status})`}`);
  }
}

/** The registries' addresses ("Onboarding of Participants", step 13: /v2.0/lookup on each). */
export const ONDC_REGISTRY_URLS = {
  production: 'https://prod.registry.ondc.org',
  preprod: 'https://preprod.registry.ondc.org',
  staging: 'https://staging.registry.ondc.org',
} as const;

/** One record of the lookup answer, as the registry writes it (unknown fields kept out). */
const LookupRecord = z.object({
  subscriber_id: z.string(),
  ukId: z.string(),
  subscriber_url: z.string(),
  type: z.string(),
  domain: z.string(),
  signing_public_key: z.string(),
  encr_public_key: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  status: z.string(),
});
const LookupAnswer = z.array(z.looseObject({ subscriber_id: z.unknown(), ukId: z.unknown() }));

export interface OndcRegistryOptions {
  /** The registry's base address, e.g. ONDC_REGISTRY_URLS.preprod. */
  registryUrl: string;
  /** Our own identity: /v2.0/lookup takes only requests signed by a registered participant. */
  subscriberId: string;
  uniqueKeyId: string;
  signingPrivateKey: string;
  now: () => number;
  timeoutMs?: number;
  /** How long a found key is kept (default an hour). */
  cacheMs?: number;
  /** How long "no such key" is kept (default a minute): shorter, so a participant just registered is found soon. */
  missCacheMs?: number;
  /** Most keys kept; the least recently used goes first (default 1000). */
  maxEntries?: number;
}

type Cached = { entry: RegistryEntry | null; until: number };

/**
 * ONDC's registry lookup, /v2.0/lookup (the version the onboarding doc recommends; /lookup and
 * /vlookup are deprecated there): a POST of the search parameters, signed with our key in an
 * Authorization header like any ONDC request, answered with the matching records as a JSON array.
 * Answers are cached; a failure is never cached, so it is asked again next time.
 */
export class OndcRegistryClient implements Registry {
  private readonly cache = new Map<string, Cached>();
  private readonly inFlight = new Map<string, Promise<RegistryEntry | null>>();
  private readonly lookupUrl: URL;

  constructor(private readonly options: OndcRegistryOptions) {
    this.lookupUrl = new URL('/v2.0/lookup', options.registryUrl);
  }

  async lookup(subscriberId: string, uniqueKeyId: string): Promise<RegistryEntry | null> {
    const key = `${subscriberId}|${uniqueKeyId}`;
    const now = this.options.now();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) {
      // Used again: it goes to the back of the eviction queue.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return usable(cached.entry, now);
    }
    this.cache.delete(key);
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.ask(subscriberId, uniqueKeyId).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const entry = await pending;
    this.remember(key, entry);
    return usable(entry, this.options.now());
  }

  private remember(key: string, entry: RegistryEntry | null) {
    const ttl = entry ? (this.options.cacheMs ?? 3_600_000) : (this.options.missCacheMs ?? 60_000);
    this.cache.delete(key);
    this.cache.set(key, { entry, until: this.options.now() + ttl });
    const max = this.options.maxEntries ?? 1000;
    for (const oldest of this.cache.keys()) {
      if (this.cache.size <= max) break;
      this.cache.delete(oldest);
    }
  }

  private async ask(subscriberId: string, uniqueKeyId: string): Promise<RegistryEntry | null> {
    const json = JSON.stringify({ subscriber_id: subscriberId, ukId: uniqueKeyId, country: 'IND' });
    // The bytes signed are the bytes sent.
    const authorization = authorizationHeader({
      subscriberId: this.options.subscriberId,
      uniqueKeyId: this.options.uniqueKeyId,
      privateKey: this.options.signingPrivateKey,
      body: json,
      now: new Date(this.options.now()),
      ttlSeconds: 60,
    });
    let answer: unknown;
    try {
      const response = await sendSerializedJson(this.lookupUrl, { method: 'POST', headers: { authorization }, json, timeoutMs: this.options.timeoutMs ?? 5000 });
      if (!response.ok) throw new RegistryUnavailable('refused', response.status);
      answer = await response.json();
    } catch (err) {
      if (err instanceof RegistryUnavailable) throw err;
      if (err instanceof Unreachable) throw new RegistryUnavailable(err.timedOut ? 'timeout' : 'unreachable');
      // The time limit also covers reading the body.
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) throw new RegistryUnavailable('timeout');
      throw new RegistryUnavailable('bad-answer');
    }
    const records = LookupAnswer.safeParse(answer);
    if (!records.success) throw new RegistryUnavailable('bad-answer');
    const match = records.data.find((r) => r.subscriber_id === subscriberId && r.ukId === uniqueKeyId);
    if (!match) return null;
    const record = LookupRecord.safeParse(match);
    if (!record.success) throw new RegistryUnavailable('bad-answer');
    const r = record.data;
    return { subscriberId: r.subscriber_id, uniqueKeyId: r.ukId, subscriberUrl: r.subscriber_url, type: r.type, domain: r.domain, signingPublicKey: r.signing_public_key, encrPublicKey: r.encr_public_key, validFrom: r.valid_from, validUntil: r.valid_until, status: r.status };
  }
}

/** A record counts only while SUBSCRIBED and between its valid_from and valid_until (judged at each use, so a cached key lapses on time). */
function usable(entry: RegistryEntry | null, now: number): RegistryEntry | null {
  if (!entry || entry.status !== 'SUBSCRIBED') return null;
  const from = Date.parse(entry.validFrom);
  const until = Date.parse(entry.validUntil);
  if (Number.isNaN(from) || Number.isNaN(until) || now < from || now > until) return null;
  return entry;
}
