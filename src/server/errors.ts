import { z } from 'zod';
import type { ErrorCode, ErrorParams } from '#shared/schemas/errors';
import { validationMessage } from '#shared/validation-messages';

/*
 * The errors the server's code throws, below every layer (docs/decisions/0041-low-layers-and-errors.md):
 * services, repositories, the HTTP plumbing and the CLI all throw these, and nothing here knows
 * Fastify or a domain. How they are answered over HTTP is http/errors.ts (registerErrorHandling).
 */

/**
 * An error the API answers with its own status, code and message (docs/architecture.md, Errors).
 * `code` is one of the closed set in src/shared/schemas/errors.ts. `params` are the specifics the
 * English message carries (a product's name, a count), so that the client can say the same in the
 * page's language (errors:<code> has them as placeholders).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);

/** Per-field English messages from a zod error, keyed by the dotted path of each field. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= validationMessage(issue.message);
  }
  return fields;
}

/** A 400 on one field the schema could not judge alone (it needs the database), with its validation key's English text. */
export function invalidField(field: string, key: string): AppError {
  const message = validationMessage(key);
  return new AppError(400, 'validation_failed', `Invalid request: ${field}: ${message}`, { [field]: message });
}

/** Parses input with a shared schema; anything invalid becomes a 400 with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  const summary = Object.entries(fields)
    .map(([k, v]) => (k === '_' ? v : `${k}: ${v}`))
    .join('; ');
  throw new AppError(400, 'validation_failed', `Invalid ${what}: ${summary}`, fields);
}
