import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { retryableStatus, sendSerializedJson, Unreachable } from '#server/http/outbound';
import type { BecknContext, BecknError } from './beckn-context.ts';
import type { OndcIdentity } from './ondc-identity.ts';
import * as repo from './ondc.repository.ts';
import { authorizationHeader } from './signing.ts';

/** What a callback says: its message, or ONDC's error for the request (with a message when the action has one to give). */
export type CallbackMessage = { message: unknown; error?: undefined } | { error: BecknError; message?: unknown };
/** A callback's message, or its message already in JSON (an on_search's catalogue, built once for many searches: on-search.ts). */
export type CallbackContent = CallbackMessage | { messageJson: string };

/** A request the shop owes a callback for, as received (its context and message). */
export interface OwedRequest {
  context: BecknContext;
  message: unknown;
}

/** Builds a callback's content from the shop's own data at the moment it is sent (on_search's catalogue, ...). */
export type Responder = (request: OwedRequest) => Promise<CallbackContent>;

/** How long a worker holds a callback while it builds and sends it: longer than the send's time limit. */
export const CLAIM_MS = 60_000;
const SEND_TIMEOUT_MS = 10_000;
/** A signature on a callback is good for five minutes (the buyer app verifies it on arrival). */
const SIGNATURE_TTL_SECONDS = 300;
/** The first retry waits a second; each later one twice as long, up to five minutes. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 300_000;
const BATCH = 50;
/**
 * Searches and their catalogues are kept two days for the owner's log, then deleted: a gateway
 * forwards every buyer app's searches, far more than the shop's orders, and none is worth keeping.
 */
export const SEARCH_KEPT_MS = 2 * 86_400_000;
/**
 * What is kept of a callback is its body, to send the same bytes again; a catalogue is not (30-40 KB
 * for every search a gateway forwards, 50 a second at the bench's rate): a retry sends the one kept
 * now (on-search.ts, docs/decisions/0081).
 */
const BODY_NOT_KEPT: ReadonlySet<string> = new Set(['on_search']);

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(20, Math.max(0, attempts - 1)));
}

export interface CallbackRun {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * The worker that sends the callbacks the shop owes (docs/decisions/0077): each one built from the
 * shop's data when it is first sent, signed, POSTed to the buyer app's bap_uri + /on_<action>, and
 * kept as sent; an answer that is not an ACK is kept as refused; no answer, or the buyer app's own
 * failure (5xx, 429, 408), is tried again with backoff until the request's ttl is over. Every app
 * server runs it; each callback is claimed by one (a compare-and-set, as the mail outbox's).
 */
export class OndcCallbacks {
  #running: Promise<CallbackRun> | undefined;
  #again = false;

  constructor(
    private readonly work: UnitOfWork,
    private readonly identity: OndcIdentity,
    private readonly responders: Partial<Record<string, Responder>>,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Sends what is due. Called while a run is under way, it runs once more after it (a callback
   * queued meanwhile is not left for the next round), and answers when that one is done.
   */
  run(): Promise<CallbackRun> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    const loop = async (): Promise<CallbackRun> => {
      const total: CallbackRun = { sent: 0, retrying: 0, failed: 0 };
      do {
        this.#again = false;
        const one = await this.round();
        total.sent += one.sent;
        total.retrying += one.retrying;
        total.failed += one.failed;
      } while (this.#again);
      return total;
    };
    this.#running = loop().finally(() => (this.#running = undefined));
    return this.#running;
  }

  /** Deletes searches and on_search answers older than SEARCH_KEPT_MS: how many rows went. */
  prune(): Promise<number> {
    return repo.pruneBefore(this.work.db, ['search', 'on_search'], new Date(this.now() - SEARCH_KEPT_MS).toISOString());
  }

  /** Waits for a run under way (shutting down). */
  async idle(): Promise<void> {
    await this.#running?.catch(() => undefined);
  }

  private async round(): Promise<CallbackRun> {
    const result: CallbackRun = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const nowIso = new Date(this.now()).toISOString();
      const due = await repo.findDue(this.work.db, nowIso, BATCH);
      if (due.length === 0) return result;
      let claimedAny = false;
      await Promise.all(
        due.map(async (row) => {
          // Each callback's work (the catalogue built, signed, sent) in a turn of the event loop
          // of its own: the database's answers are synchronous on SQLite, so fifty callbacks would
          // otherwise run as one block, and the calls arriving meanwhile wait for their ACK.
          await yieldToEventLoop();
          const until = new Date(this.now() + CLAIM_MS).toISOString();
          if (!(await repo.claim(this.work.db, row, nowIso, until))) return;
          claimedAny = true;
          const outcome = await this.send(row).catch((err: unknown) => {
            this.log.error({ err, action: row.action, transactionId: row.transaction_id }, 'ONDC callback could not be built');
            return failed(row, 'The shop could not build this callback', null);
          });
          await repo.settle(this.work.db, row.id, until, outcome);
          result[outcome.status === 'sent' ? 'sent' : outcome.status === 'failed' ? 'failed' : 'retrying']++;
        }),
      );
      // Everything due was taken by another server: nothing more for this one now. Fewer than a
      // batch: all that was due is done (the second look found nothing, for a query per search);
      // one queued since goes at the next run: a call's wake runs once more, else the poll.
      if (!claimedAny || due.length < BATCH) return result;
    }
  }

  private async send(row: repo.OndcMessageRow): Promise<repo.CallbackOutcome> {
    const now = this.now();
    if (row.expires_at !== null && Date.parse(row.expires_at) <= now) return failed(row, 'Its ttl was over before it could be delivered', row.http_status);
    const json = row.body ?? (await this.build(row));
    const body = BODY_NOT_KEPT.has(row.action) ? null : json;
    const authorization = authorizationHeader({ subscriberId: this.identity.subscriberId, uniqueKeyId: this.identity.uniqueKeyId, privateKey: this.identity.signingPrivateKey, body: json, now: new Date(now), ttlSeconds: SIGNATURE_TTL_SECONDS });
    const attempts = row.attempts + 1;
    let response: Response;
    try {
      response = await sendSerializedJson(`${row.bap_uri}/${row.action}`, { method: 'POST', headers: { authorization }, json, timeoutMs: SEND_TIMEOUT_MS });
    } catch (err) {
      if (!(err instanceof Unreachable)) throw err;
      return this.retry(row, body, attempts, null, err.timedOut ? 'No answer in time' : 'Could not connect');
    }
    const answer = (await response.json().catch(() => undefined)) as { message?: { ack?: { status?: string } }; error?: { code?: unknown; message?: unknown } } | undefined;
    const status = answer?.message?.ack?.status;
    if (response.ok && status === 'ACK') return { status: 'sent', attempts, nextAttemptAt: null, httpStatus: response.status, errorCode: null, errorMessage: null, body, sentAt: new Date(now).toISOString() };
    if (retryableStatus(response.status)) return this.retry(row, body, attempts, response.status, `The buyer app answered ${response.status}`);
    const code = typeof answer?.error?.code === 'string' ? answer.error.code.slice(0, 10) : null;
    const message = typeof answer?.error?.message === 'string' ? answer.error.message.slice(0, 500) : `The buyer app answered ${response.status} without an ACK`;
    return { status: 'failed', attempts, nextAttemptAt: null, httpStatus: response.status, errorCode: code, errorMessage: message, body, sentAt: null };
  }

  private retry(row: repo.OndcMessageRow, body: string | null, attempts: number, httpStatus: number | null, why: string): repo.CallbackOutcome {
    const next = this.now() + retryDelayMs(attempts);
    if (row.expires_at !== null && next >= Date.parse(row.expires_at)) return { ...failed(row, `${why}; its ttl is over before another try`, httpStatus), attempts, body };
    return { status: 'pending', attempts, nextAttemptAt: new Date(next).toISOString(), httpStatus, errorCode: null, errorMessage: why, body, sentAt: null };
  }

  /** The callback's body: the request's context answered by this node, and the responder's content, built now. */
  private async build(row: repo.OndcMessageRow): Promise<string> {
    const request = JSON.parse(row.request) as OwedRequest;
    const responder = this.responders[row.action];
    if (!responder) throw new Error(`No responder for ${row.action}`);
    const content = await responder(request);
    const context = { ...request.context, action: row.action, bpp_id: this.identity.subscriberId, bpp_uri: this.identity.subscriberUrl, timestamp: new Date(this.now()).toISOString() };
    if ('messageJson' in content) return `{"context":${JSON.stringify(context)},"message":${content.messageJson}}`;
    return JSON.stringify({ context, ...content });
  }
}

function failed(row: repo.OndcMessageRow, why: string, httpStatus: number | null): repo.CallbackOutcome {
  return { status: 'failed', attempts: row.attempts, nextAttemptAt: null, httpStatus, errorCode: null, errorMessage: why, body: row.body, sentAt: null };
}
