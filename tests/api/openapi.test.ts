import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openApiPath, registeredRoutes } from '../helpers/registered-routes.ts';

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: object }>;
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}


// The API's contract, generated from the shared zod schemas every route declares.
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every API route with its request and response schemas', () => {
    const routes = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api/') && r.url !== '/api/openapi.json');
    expect(routes.length).toBeGreaterThan(40);
    for (const { method, url } of routes) {
      const label = `${method} ${url}`;
      const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(op, label).toBeDefined();
      // A success answer with a schema (204: none; a redirect, for the payment gateway's return), and the error body for 4xx and 5xx.
      const successes = Object.entries(op!.responses ?? {}).filter(([status]) => status.startsWith('2') || status === '303');
      // Deleting an audit entry only ever refuses (405, docs/product-rules.md 50).
      if (label !== 'DELETE /api/admin/audit-log/:id') expect(successes.length, label).toBeGreaterThan(0);
      for (const [status, response] of successes) {
        // JSON, or a PDF for a tax document.
        if (status !== '204' && status !== '303') expect(Object.values(response.content ?? {})[0]?.schema, `${label} ${status}`).toBeDefined();
      }
      for (const status of ['4XX', '5XX']) expect(op!.responses?.[status]?.content?.['application/json']?.schema, `${label} ${status}`).toBeDefined();
      // Path parameters, and a body for every write that takes one.
      for (const name of url.match(/:([A-Za-z]+)/g) ?? []) {
        expect(op!.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1) && p.schema), `${label} ${name}`).toBe(true);
      }
      const takesNoBody = method === 'GET' || method === 'DELETE' || ['/api/auth/logout', '/api/admin/vendors/:userId/approve', '/api/store/orders/:id/payment', '/api/store/orders/:id/cancel', '/api/vendor/orders/:orderId/cod-collected', '/api/admin/returns/:id/received', '/api/admin/mail/:id/retry', '/api/admin/einvoices/:documentId/retry', '/api/admin/reviews/:id/hide', '/api/admin/reviews/:id/show', '/api/auth/addresses/:id/default', '/api/admin/vendors/:userId/payout-account/reveal', '/api/auth/delete-account/code', '/api/admin/products/:id/uses/approve', '/api/farm/crops/:id/delete', '/api/admin/call-backs/take-next', '/api/store/order-consent/:token', '/api/admin/assisted-orders/:id/resend', '/api/admin/assisted-orders/:id/cancel'].includes(url);
      // JSON, the form fields a payment gateway posts back, or a product photo's bytes.
      const content = op!.requestBody?.content;
      if (!takesNoBody) expect(content?.['application/json']?.schema ?? content?.['application/x-www-form-urlencoded']?.schema ?? content?.['application/octet-stream']?.schema, `${label} body`).toBeDefined();
    }
  });

  it('documents list filters as query parameters', () => {
    const names = (doc.paths['/api/store/products']?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names.sort()).toEqual(['brand', 'category', 'crop', 'ingredient', 'pack', 'page', 'pageSize', 'price', 'problem', 'q', 'seller', 'sort', 'stock']);
  });
});
