import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode, ErrorParams } from '#shared/schemas/errors';
import { storageFailureOf, type StorageFailure } from '#server/db/storage-errors';
import { AppError } from '#server/errors';

/*
 * How errors are answered over HTTP (docs/architecture.md, Errors): the errors themselves
 * (AppError, notFound, parseInput) are src/server/errors.ts, below every layer
 * (docs/decisions/0041-low-layers-and-errors.md); this is Fastify's side of them.
 */

/** Where a full or read-only disk is told (modules/health/storage-state.ts): it logs the cause once and turns /readyz. */
export interface StorageFailures {
  record(err: unknown): StorageFailure | undefined;
}

/** What a buyer is told when nothing could be saved: the shop's fault, not theirs, and worth another try. */
export const STORAGE_UNAVAILABLE = 'The shop cannot save right now. Nothing was saved: please try again shortly.';

/**
 * One error handler: known errors answer as themselves; a write its disk refused (full, read-only)
 * is a 503 storage_unavailable; anything else is a logged 500 with no details.
 */
export function registerErrorHandling(app: FastifyInstance, storage?: StorageFailures): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) request.log.error({ err }, err.message);
      return reply.status(err.statusCode).send({
        error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}), ...(err.params ? { params: err.params } : {}) },
      });
    }
    // Includes an answer that did not match its route's response schema (500: a server defect).
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Framework errors with a client status: bad JSON, body too large, wrong content type, rate limit.
      const params = status === 429 ? retryParams(reply.getHeader('retry-after')) : undefined;
      return reply.status(status).send({ error: { code: clientErrorCode(status, err), message: err.message, ...(params ? { params } : {}) } });
    }
    if (storageFailureOf(err)) {
      // The cause is logged once, when the condition begins (StorageState); each refusal only as a warning.
      if (storage?.record(err) === undefined) request.log.error({ err }, 'request failed: the database cannot save');
      else request.log.warn({ code: (err as { code?: string }).code }, 'write refused: the database cannot save');
      return reply.status(503).header('Retry-After', '30').send({ error: { code: 'storage_unavailable', message: STORAGE_UNAVAILABLE } });
    }
    request.log.error({ err }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } });
  });
}

/** How long a rate-limited client waits (the Retry-After header's seconds), in whole minutes. */
function retryParams(retryAfter: unknown): ErrorParams | undefined {
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? { minutes: Math.ceil(seconds / 60) } : undefined;
}

export function clientErrorCode(status: number, err: Pick<FastifyError, 'code'>): ErrorCode {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 414) return 'uri_too_long';
  if (status === 429) return 'rate_limited';
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'invalid_json';
  return 'bad_request';
}
