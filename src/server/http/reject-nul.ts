import type { FastifyInstance } from 'fastify';
import { validationMessage } from '#shared/validation-messages';
import { AppError } from '#server/errors';

/** The dotted path of the first string holding a NUL character, or undefined. */
function nulPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  // Bytes are not text (a product photo's body, media/product-photos.routes.ts): walking a 400 KB
  // Buffer entry by entry held the event loop for seconds, and every order with it.
  if (ArrayBuffer.isView(value)) return undefined;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = nulPath(child, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * No text the shop keeps or looks up may hold a NUL character: PostgreSQL refuses it (a 500
 * otherwise) and SQLite would store it. One check for every route: the address (path and query)
 * and every string of a JSON body, answered with a 400 naming the field.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw new AppError(400, 'bad_request', 'The address may not contain a NUL character (%00).');
  });
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.body);
    if (field === undefined) return;
    const message = validationMessage('nulCharacter');
    throw new AppError(400, 'validation_failed', `Invalid request: ${field}: ${message}`, { [field]: message });
  });
}
