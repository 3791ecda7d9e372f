import fc from 'fast-check';
import { HOSTILE_QUERY_PARTS, HOSTILE_SEGMENTS, RAW_BODY_KINDS, WRONG_CONTENT_TYPES, hostileValue, rawBodyMutation, replaceAt, toJsonText, type RawBodyKind } from './hostile.ts';
import { ROLES, type Role } from './roles.ts';
import type { FuzzRoute } from './routes.ts';
import { arbitraryFor } from './schema-arbitrary.ts';

/** One request of the fuzzer, before the role's session cookie is put in. */
export interface FuzzRequest {
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was done to it, for the failure message. */
  mutation: string;
}

/**
 * Values worth putting in a path parameter or a body's field, by name: ids that exist (read from
 * the database), and for a parameter `id` by the segment before it (`id:orders` for /orders/:id).
 */
export type ParamPools = Record<string, unknown[]>;

/** Photos the upload routes take (a real PNG) and refuse (its first half, random bytes). */
export interface PhotoSamples {
  png: Buffer;
}

type Mutation =
  | { kind: 'none' }
  | { kind: 'value'; pick: number; value: unknown }
  | { kind: 'raw'; raw: RawBodyKind; extra: unknown }
  | { kind: 'content-type'; type: string | undefined }
  | { kind: 'query'; part: string }
  | { kind: 'header'; headers: Record<string, string> };

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 9, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('value' as const), pick: fc.nat(), value: hostileValue }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('raw' as const), raw: fc.constantFrom(...RAW_BODY_KINDS), extra: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('content-type' as const), type: fc.constantFrom(...WRONG_CONTENT_TYPES) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('query' as const), part: fc.constantFrom(...HOSTILE_QUERY_PARTS) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('header' as const),
      headers: fc.constantFrom<Record<string, string>>(
        // Another site's page: every write must be refused (session.ts), every read unaffected.
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
        // A forged or mangled session cookie.
        { cookie: 'hariyali_session=forged-token' },
        { cookie: `hariyali_session=${'a'.repeat(4000)}` },
        { cookie: 'hariyali_session=%00%E2%82' },
        // Idempotency keys of every wrong shape (checkout takes one).
        { 'idempotency-key': '' },
        { 'idempotency-key': 'x'.repeat(500) },
        { 'idempotency-key': '../../etc' },
        { 'accept-language': 'hi-IN,hi;q=0.9,mr;q=0.8,xx;q=1e308' },
        { accept: 'application/xml' },
        { 'x-razorpay-signature': 'a'.repeat(64) },
      ),
    }),
  },
);

/** A path parameter: an id that exists (mostly), a value of its schema, a random uuid, or a hostile segment. */
function paramArbitrary(name: string, route: FuzzRoute, pools: ParamPools): fc.Arbitrary<string> {
  const segment = new RegExp(`/([^/:]+)/:${name}\\b`).exec(route.url)?.[1];
  const pool = (pools[`${name}:${segment}`] ?? pools[name] ?? pools.id ?? []).map(String);
  return fc.oneof(
    ...(pool.length ? [{ weight: 6, arbitrary: fc.constantFrom(...pool) }] : []),
    { weight: 2, arbitrary: arbitraryFor(route.params[name], `${name}~`).map((v) => encodeURIComponent(String(v))) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  );
}

function bodyArbitrary(route: FuzzRoute, pools: ParamPools, photos: PhotoSamples): fc.Arbitrary<unknown> {
  if (!route.body) return fc.oneof(fc.constant(undefined), fc.constant({}), fc.jsonValue({ maxDepth: 2 }));
  if (route.body.kind === 'octet') {
    return fc.oneof(
      fc.constant(photos.png),
      fc.constant(photos.png.subarray(0, Math.floor(photos.png.length / 2))),
      fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
      // A PNG signature and then garbage: the image decoder, not the type sniffing, must refuse it.
      fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.concat([photos.png.subarray(0, 16), Buffer.from(bytes)])),
    );
  }
  return arbitraryFor(route.body.schema, '', 0, pools);
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Requests for a route: valid-ish from its schemas, mutated in one place or not at all, as one of the four roles. */
export function requestArbitrary(route: FuzzRoute, pools: ParamPools, photos: PhotoSamples): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(route.params);
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      // HEAD is answered by the GET route: sent now and then.
      head: fc.nat(9).map((n) => n === 0 && route.method === 'GET'),
      params: fc.tuple(...names.map((name) => paramArbitrary(name, route, pools))),
      query: arbitraryFor(route.query, 'query'),
      body: bodyArbitrary(route, pools, photos),
      mutation: mutationArbitrary,
    })
    .map(({ role, head, params, query, body, mutation }) => {
      let path = route.url;
      names.forEach((name, i) => (path = path.replace(`:${name}`, params[i]!)));
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
      const parts = [search.toString(), mutation.kind === 'query' ? mutation.part : ''].filter(Boolean);
      const url = parts.length ? `${path}?${parts.join('&')}` : path;
      const method = head ? 'HEAD' : route.method;
      const headers: Record<string, string> = mutation.kind === 'header' ? { ...mutation.headers } : {};
      // A same-origin page says so (current browsers); without the header the app trusts the absence of an Origin too.
      if (!SAFE.has(method) && !headers.origin && !headers['sec-fetch-site']) headers['sec-fetch-site'] = 'same-origin';
      let payload: string | Buffer | undefined;
      let contentType: string | undefined;
      if (SAFE.has(method)) {
        payload = undefined;
      } else if (Buffer.isBuffer(body)) {
        payload = body;
        contentType = 'application/octet-stream';
      } else if (route.body?.kind === 'form') {
        const form = new URLSearchParams();
        const value = mutation.kind === 'value' ? replaceAt(body, mutation.pick, mutation.value) : body;
        for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>)) form.append(key, typeof v === 'string' ? v : JSON.stringify(v));
        payload = form.toString();
        contentType = 'application/x-www-form-urlencoded';
      } else if (body !== undefined) {
        const value = mutation.kind === 'value' ? replaceAt(body, mutation.pick, mutation.value) : body;
        payload = toJsonText(value);
        if (mutation.kind === 'raw') payload = rawBodyMutation(mutation.raw, payload, toJsonText(mutation.extra));
        contentType = 'application/json';
      }
      if (mutation.kind === 'content-type' && payload !== undefined) contentType = mutation.type;
      if (contentType && payload !== undefined) headers['content-type'] = contentType;
      return { role, method, url, headers, payload, mutation: describe(mutation) };
    });
}

function describe(m: Mutation): string {
  switch (m.kind) {
    case 'none':
      return 'none';
    case 'value':
      return `value #${m.pick} -> ${truncate(JSON.stringify(m.value) ?? String(m.value))}`;
    case 'raw':
      return `raw body ${m.raw}`;
    case 'content-type':
      return `content-type ${m.type ?? '(none)'}`;
    case 'query':
      return `query ${truncate(m.part)}`;
    case 'header':
      return `headers ${truncate(JSON.stringify(m.headers))}`;
  }
}

export const truncate = (s: string, n = 200) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
