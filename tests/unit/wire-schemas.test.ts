import Fastify from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from '../../src/server/http/errors.ts';
import { registerWireSchemas } from '../../src/server/http/wire-schemas.ts';

// The contract every route gets from its schemas: input validated into the app's 400, output
// serialised by the response schema (extra fields never leave), a wrong answer a 500.
describe('schemas on the wire', () => {
  const app = Fastify({ logger: false });
  const Account = z.object({ id: z.string(), name: z.string() });
  const routes: FastifyPluginAsyncZod = async (api) => {
    api.get('/api/account', { schema: { response: { 200: Account } } }, async () => ({ id: 'a1', name: 'Asha', password_hash: 'scrypt$secret' }) as never);
    api.get('/api/broken', { schema: { response: { 200: Account } } }, async () => ({ id: 42 }) as never);
    api.post('/api/accounts', { schema: { body: z.object({ name: z.string().min(1, 'required'), age: z.number().int() }), querystring: z.object({ page: z.coerce.number().int().min(1) }), response: { 201: Account } } }, async (request, reply) =>
      reply.status(201).send({ id: `p${request.query.page}`, name: request.body.name }),
    );
  };
  beforeAll(async () => {
    registerErrorHandling(app);
    await registerWireSchemas(app);
    await app.register(routes);
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends only the fields of the response schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/account' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a1', name: 'Asha' });
    expect(res.body).not.toContain('secret');
  });

  it('answers a response that breaks its schema with a 500 that shows nothing of it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } });
  });

  it('refuses bad input with the app’s 400 and one message per field, and passes parsed values on', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/accounts?page=1', payload: { name: '', age: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['age', 'name']);
    const badQuery = await app.inject({ method: 'POST', url: '/api/accounts?page=0', payload: { name: 'Asha', age: 30 } });
    expect(badQuery.json().error.message).toMatch(/^Invalid query: page/);
    const empty = await app.inject({ method: 'POST', url: '/api/accounts?page=2' });
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['age', 'name']);
    const ok = await app.inject({ method: 'POST', url: '/api/accounts?page=2', payload: { name: 'Asha', age: 30 } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ id: 'p2', name: 'Asha' });
  });
});
