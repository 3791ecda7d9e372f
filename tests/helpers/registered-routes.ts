import type { FastifyInstance } from 'fastify';

/** Every route the app registered, from Fastify's own route tree (HEAD copies of GETs left out). */
export function registeredRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + m[2]!;
    stack.push(url);
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) routes.push({ method, url });
  }
  return routes;
}

/** Fastify's /products/:id as the OpenAPI document writes it: /products/{id}. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
