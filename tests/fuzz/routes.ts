import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schema-arbitrary.ts';
import { openApiPath, registeredRoutes } from '../helpers/registered-routes.ts';

/** One route to fuzz, with what its OpenAPI operation says it takes. */
export interface FuzzRoute {
  method: string;
  /** Fastify's form: /api/store/products/:id */
  url: string;
  params: Record<string, JsonSchema | undefined>;
  /** The query parameters as one object schema (none: {}). */
  query: JsonSchema;
  body?: { kind: 'json' | 'form' | 'octet'; schema?: JsonSchema };
  /** In the OpenAPI document, or one of the few routes outside /api it leaves out by design. */
  documented: boolean;
}

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Routes outside the API document on purpose (its transform hides everything not under /api/,
 * and the document itself): health, metrics, robots, sitemaps and product photos. Fuzzed as well,
 * from these parameter hints. A new route outside /api must be added here, or the suite fails.
 */
const UNDOCUMENTED: Record<string, Record<string, JsonSchema>> = {
  'GET /healthz': {},
  'GET /readyz': {},
  'GET /metrics': {},
  'GET /robots.txt': {},
  'GET /media/products/:file': { file: { type: 'string', pattern: '^[0-9a-f]{32}-[0-9]{3,4}\\.webp$' } },
  'GET /sitemap.xml': {},
  'GET /sitemap-pages.xml': {},
  'GET /sitemap-products-:n.xml': { n: { type: 'integer', minimum: 0, maximum: 100 } },
  'GET /api/openapi.json': {},
};


/**
 * The routes to fuzz: each route Fastify has, with its schemas from the OpenAPI document.
 * `missing` lists the routes that are neither in the document nor known to be outside it.
 */
export function fuzzRoutes(app: FastifyInstance, doc: OpenApiDocument): { routes: FuzzRoute[]; missing: string[] } {
  const routes: FuzzRoute[] = [];
  const missing: string[] = [];
  for (const { method, url } of registeredRoutes(app)) {
    const key = `${method} ${url}`;
    const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
    if (!op) {
      const hints = UNDOCUMENTED[key];
      if (!hints) missing.push(key);
      else routes.push({ method, url, params: hints, query: { type: 'object', properties: {} }, documented: false });
      continue;
    }
    const parameters = op.parameters ?? [];
    const params = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema]));
    const queryParams = parameters.filter((p) => p.in === 'query');
    const query: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema ?? {}])),
      required: queryParams.filter((p) => p.required).map((p) => p.name),
    };
    const content = op.requestBody?.content ?? {};
    const body = content['application/json']
      ? { kind: 'json' as const, schema: content['application/json'].schema }
      : content['application/x-www-form-urlencoded']
        ? { kind: 'form' as const, schema: content['application/x-www-form-urlencoded'].schema }
        : content['application/octet-stream']
          ? { kind: 'octet' as const }
          : undefined;
    routes.push({ method, url, params, query, body, documented: true });
  }
  return { routes, missing };
}
