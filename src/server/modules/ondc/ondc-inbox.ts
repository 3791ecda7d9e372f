import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { AckResponse, BecknContext, BecknRequestAction } from './beckn-context.ts';
import { REQUEST_SCHEMAS } from './beckn-messages.ts';
import { ACK, nack, nackForInvalidRequest } from './ondc-errors.ts';
import * as repo from './ondc.repository.ts';
import type { OndcIdentity } from './ondc-identity.ts';
import { RegistryUnavailable, type Registry } from './registry.ts';
import { parseAuthorization, SIGNED_HEADERS, verifyAuthorization } from './signing.ts';
import { durationMs } from './iso-duration.ts';

/** What the network is answered: the HTTP status, the ACK or NACK, and for a refused signature the header that says how to sign. */
export interface InboxAnswer {
  status: 200 | 400 | 401 | 503;
  body: AckResponse;
  wwwAuthenticate?: string;
}

/** The headers a call is judged by (Beckn's HTTP signature; a gateway's own when it forwarded a search). */
export interface SignedHeaders {
  authorization?: string;
  gatewayAuthorization?: string;
}

/**
 * How long the shop keeps trying a callback when the request set no ttl: a search's answer is
 * worth nothing after ONDC's default of 30 seconds; an order's answers are kept trying for a day.
 */
const DEFAULT_TTL_MS: Record<BecknRequestAction, number> = { search: 30_000, select: 30_000, init: 30_000, confirm: 86_400_000, status: 86_400_000, track: 86_400_000, cancel: 86_400_000, update: 86_400_000, issue: 86_400_000, issue_status: 86_400_000 };
/** No callback is tried for longer than a day, whatever ttl the request asked. */
const MAX_TTL_MS = 86_400_000;

/**
 * The seller node's inbox (docs/product-rules.md 62, docs/decisions/0077): every call from the
 * network is verified (the sender's ed25519 signature over the exact body bytes, its key from the
 * registry; a gateway's too when one forwarded it), read with ONDC's schema for its action and
 * checked to be for this node and domain, then recorded with the callback it is owed, in one
 * transaction, and answered ACK at once: the callback goes from the worker (ondc-callbacks.ts).
 * A repeated call (same sender, action and message id) is answered ACK again and owed nothing new.
 */
export class OndcInbox {
  constructor(
    private readonly work: UnitOfWork,
    private readonly identity: OndcIdentity,
    private readonly registry: Registry,
    private readonly now: () => number,
    /** Told when a callback was queued: the worker sends it now rather than at its next round. */
    private readonly queued: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  async receive(action: BecknRequestAction, raw: Buffer, headers: SignedHeaders): Promise<InboxAnswer> {
    const now = this.now();
    const signer = await this.verify(raw, headers.authorization, now);
    if (!signer.ok) return signer.answer;
    if (headers.gatewayAuthorization !== undefined) {
      const gateway = await this.verify(raw, headers.gatewayAuthorization, now);
      if (!gateway.ok) return gateway.answer;
    }

    let json: unknown;
    const text = raw.toString('utf8');
    try {
      json = JSON.parse(text);
    } catch {
      return this.refused(action, null, nack('30000', 'The body is not JSON'));
    }
    // No text of the shop holds a NUL character (PostgreSQL cannot store one): refused before anything is kept.
    if (/\\u0000/i.test(text)) return this.refused(action, null, nack('30000', 'The body may not contain a NUL character (\\u0000)'));
    const parsed = REQUEST_SCHEMAS[action].safeParse(json);
    if (!parsed.success) return this.refused(action, json, nackForInvalidRequest(parsed.error));
    const context: BecknContext = parsed.data.context;
    // The Authorization header is the buyer app's own (a gateway adds its own header beside it).
    if (context.bap_id !== signer.subscriberId) return this.refused(action, json, nack('30016', `Signed by ${signer.subscriberId}, not by the context's bap_id`), 401);
    // Callbacks go only to the address the buyer app registered: a signed call cannot make the
    // shop POST to an address of its choosing.
    if (withoutSlash(context.bap_uri) !== withoutSlash(signer.subscriberUrl)) return this.refused(action, json, nack('30000', `bap_uri must be ${signer.subscriberId}'s address in the registry`, 'context.bap_uri'));
    if (context.bpp_id !== undefined && context.bpp_id !== this.identity.subscriberId) return this.refused(action, json, nack('30000', `This node is ${this.identity.subscriberId}`, 'context.bpp_id'));
    if (context.bpp_uri !== undefined && withoutSlash(context.bpp_uri) !== this.identity.subscriberUrl) return this.refused(action, json, nack('30000', `This node answers at ${this.identity.subscriberUrl}`, 'context.bpp_uri'));
    const sent = Date.parse(context.timestamp);
    const ttl = Math.min(MAX_TTL_MS, context.ttl ? durationMs(context.ttl) : DEFAULT_TTL_MS[action]);
    if (sent + ttl < now) return this.refused(action, json, nack('30022', `Sent at ${context.timestamp}, older than its ttl`, 'context.timestamp'));

    const at = new Date(now).toISOString();
    const base = { transaction_id: context.transaction_id, message_id: context.message_id, bap_id: context.bap_id, bap_uri: withoutSlash(context.bap_uri), created_at: at };
    const fresh = await this.work.transaction(async () => {
      const first = await repo.insertOnce(this.work.db, { ...base, id: randomUUID(), direction: 'in', action, status: 'ack', request: text });
      if (!first) return false;
      await repo.insertOnce(this.work.db, {
        ...base,
        id: randomUUID(),
        direction: 'out',
        action: `on_${action}`,
        status: 'pending',
        request: JSON.stringify(parsed.data),
        next_attempt_at: at,
        expires_at: new Date(Math.max(sent, now) + ttl).toISOString(),
      });
      return true;
    });
    if (fresh) this.queued();
    return { status: 200, body: ACK };
  }

  /** The sender's signature: its key looked up in the registry (cached there), then checked over the exact bytes received. */
  private async verify(raw: Buffer, header: string | undefined, now: number): Promise<{ ok: true; subscriberId: string; subscriberUrl: string } | { ok: false; answer: InboxAnswer }> {
    const unauthorised = (message: string): { ok: false; answer: InboxAnswer } => ({
      ok: false,
      answer: { status: 401, body: nack('30016', message), wwwAuthenticate: `Signature realm="${this.identity.subscriberId}",headers="${SIGNED_HEADERS}"` },
    });
    if (!header) return unauthorised('The request is not signed: an Authorization header is needed');
    const fields = parseAuthorization(header);
    if (!fields) return unauthorised('The Authorization header is not an ONDC signature');
    let entry;
    try {
      entry = await this.registry.lookup(fields.subscriberId, fields.uniqueKeyId);
    } catch (err) {
      if (!(err instanceof RegistryUnavailable)) throw err;
      this.log.warn({ reason: err.reason, status: err.status }, 'ONDC registry lookup failed: a call is refused until it answers');
      return { ok: false, answer: { status: 503, body: nack('31001', 'The registry could not be asked for the sender\'s key: send again') } };
    }
    if (!entry) return unauthorised(`No subscribed key ${fields.uniqueKeyId} of ${fields.subscriberId} in the registry`);
    const verdict = verifyAuthorization({ header, body: raw, publicKey: entry.signingPublicKey, now: new Date(now) });
    if (!verdict.ok) return unauthorised(SIGNATURE_REFUSALS[verdict.reason]);
    return { ok: true, subscriberId: fields.subscriberId, subscriberUrl: entry.subscriberUrl };
  }

  /**
   * A signed call the shop refuses: recorded for the owner's log (a known participant sent it),
   * answered NACK with its code. Unsigned or wrongly signed calls are not recorded: anyone can send them.
   */
  private async refused(action: BecknRequestAction, json: unknown, body: AckResponse, status: 400 | 401 = 400): Promise<InboxAnswer> {
    const context = (json as { context?: Partial<Record<keyof BecknContext, unknown>> } | null)?.context;
    const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
    await repo.insertOnce(this.work.db, {
      id: randomUUID(),
      direction: 'in',
      action,
      transaction_id: text(context?.transaction_id, 100),
      // Never a duplicate of the row of an accepted call with the same id.
      message_id: `${text(context?.message_id, 55)}#nack-${randomUUID()}`,
      bap_id: text(context?.bap_id, 255),
      bap_uri: text(context?.bap_uri, 500),
      status: 'nack',
      error_code: body.error?.code ?? null,
      error_message: body.error?.message?.slice(0, 500) ?? null,
      request: JSON.stringify(json).slice(0, 100_000),
      created_at: new Date(this.now()).toISOString(),
    });
    return { status, body };
  }
}

const SIGNATURE_REFUSALS = {
  malformed: 'The Authorization header is not an ONDC signature',
  'not-yet-valid': 'The signature\'s created time is in the future',
  expired: 'The signature has expired',
  'bad-signature': 'The signature does not match the body and the sender\'s key',
} as const;

const withoutSlash = (url: string) => url.replace(/\/+$/, '');
