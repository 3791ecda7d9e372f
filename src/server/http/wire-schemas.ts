import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '#shared/schemas/errors';
import { parseInput } from '#server/errors';

/**
 * The shared zod schemas all the way to the wire (docs/architecture.md, "Schemas to the wire"; docs/decisions/0011):
 *  - every /api route declares its querystring, params, body and response schemas;
 *  - requests are validated by them, failures answered as the app's 400 with per-field messages;
 *  - responses are serialised by them, so a field that is not in a schema never leaves the server;
 *  - the OpenAPI 3.1 document at /api/openapi.json is generated from the same schemas.
 */

const PART_NAMES: Record<string, string> = { body: 'request', querystring: 'query', params: 'address', headers: 'headers' };

/**
 * Request validation with the app's own error (code validation_failed, one message per field).
 * Fastify hands a missing body over as null; it is read as {} so each required field is named,
 * as a form with nothing filled in would be.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    try {
      return { value: parseInput(schema, data ?? {}, PART_NAMES[httpPart ?? 'body'] ?? 'request') };
    } catch (error) {
      return { error: error as Error };
    }
  };

/**
 * Response serialisation: the response schema as JSON Schema, compiled once per route and status
 * by fast-json-stringify (Fastify's own serialiser). It writes only the properties the schema
 * names, so a field that is not in it (a password hash, a key secret) never leaves the server,
 * and a required field that is missing is an error (a logged 500). It does not re-validate the
 * values: the server built them, and re-parsing every answer with zod cost a fifth of the
 * catalogue's throughput (docs/decisions/0011).
 */
const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as Parameters<typeof fastJson>[0]);

/** Every /api route documents its error answers, and they are checked like any other response. */
function withErrorResponses(schema: FastifySchema | undefined): FastifySchema {
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  return { ...schema, response: { '4xx': ApiErrorBody, '5xx': ApiErrorBody, ...response } };
}

export async function registerWireSchemas(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) route.schema = withErrorResponses(route.schema);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hariyali API',
        description: 'Seeds and farm equipment for Indian farmers. Money is integer paise; errors are { error: { code, message, fields? } }.',
        version: '1.0.0',
      },
    },
    // Only the API: the built client's files are not part of it.
    transform: (document) => (document.url.startsWith('/api/') ? jsonSchemaTransform(document) : { schema: { hide: true } as FastifySchema, url: document.url }),
  });
}

/** GET /api/openapi.json: the document, built once from the registered routes. */
export function openApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
