import fc from 'fast-check';

/**
 * What a careless or hostile client sends that a form never would. Each list is small and
 * pointed: a value known to break parsers, databases or renderers somewhere.
 */

/** 64 KiB is the app's JSON body limit; one byte past it must be a 413, not a crash. */
export const BODY_LIMIT = 64 * 1024;

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\b\u001b[31m\u007f',
  '\r\nSet-Cookie: x=1',
  // Right-to-left override, Hebrew, emoji with joiners and a flag, stacked combining marks, Devanagari.
  '\u202Eevil\u202C',
  '\u200F\u05E9\u05DC\u05D5\u05DD',
  '🌾👨‍🌾🇮🇳',
  'e\u0301\u0301\u0301\u0301\u0301',
  'नमस्ते किसान भाई',
  '\uFEFF',
  // Lone surrogates: not valid UTF-16, written to UTF-8 as replacement characters or refused.
  '\uD800',
  'x\uDFFFy',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%s%n%x',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '9007199254740993',
  'null',
  'a'.repeat(201),
  'a'.repeat(2001),
  'अ'.repeat(5000),
];

/** Numbers at the edges of JSON, doubles and safe integers. */
export const HOSTILE_NUMBERS: readonly number[] = [1e308, -1e308, -0, 2 ** 53 + 1, -(2 ** 53 + 1), 0.5, -1, 0, 5e-324, Number.MAX_VALUE, 2 ** 31, 2 ** 63];

/** Number tokens JSON.stringify cannot write: sent raw. */
export const RAW_NUMBER_TOKENS: readonly string[] = ['-0', '1e400', '-1e400', '1E308', '-0.0', '9007199254740993', '0.30000000000000004', '1.0', '00012'];

/** Values of every other JSON type, for a field of any type. */
export const WRONG_TYPES: readonly unknown[] = [{}, [], true, false, null, 123, 'text', [[[]]], { a: {} }, [1, 'two', null]];

/** A value nested `depth` times, as raw JSON (JSON.stringify would do, but the point is the parser). */
export const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
export const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A marker JSON.stringify writes as a plain string and toJsonText then replaces by its raw token. */
export const rawToken = (token: string) => `@@raw:${Buffer.from(token).toString('base64')}@@`;
/** JSON text with raw tokens put back in place of their markers. */
export const toJsonText = (value: unknown): string =>
  JSON.stringify(value).replace(/"@@raw:([A-Za-z0-9+/=]*)@@"/g, (_m, token: string) => Buffer.from(token, 'base64').toString());

/** A replacement for one value in a body: another type, an edge number, a hostile text, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...WRONG_TYPES),
  fc.constantFrom(...RAW_NUMBER_TOKENS).map(rawToken),
  fc.constantFrom(deepObject(1000), deepArray(1000), deepObject(50)).map(rawToken),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Every place in a JSON value (the root, each property, each array item), as paths. */
function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}

/** `value` with the node at the `pick`-th place replaced by `replacement` (a copy; the root itself when pick lands there). */
export function replaceAt(value: unknown, pick: number, replacement: unknown): unknown {
  const all = paths(value);
  const path = all[pick % all.length]!;
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

/**
 * Whole-body mutations that only make sense as raw text: duplicate keys (the last one wins in
 * JSON.parse, so the hostile copy is put last), prototype keys, broken and over-long JSON.
 */
export function rawBodyMutation(kind: RawBodyKind, jsonText: string, extra: string): string {
  const isObject = jsonText.startsWith('{') && jsonText.endsWith('}');
  const inner = isObject ? jsonText.slice(1, -1) : '';
  const firstKey = /^"((?:[^"\\]|\\.)*)"/.exec(inner)?.[1] ?? 'name';
  const join = (a: string, b: string) => `{${[a, b].filter(Boolean).join(',')}}`;
  switch (kind) {
    case 'duplicate-key':
      return join(inner, `"${firstKey}":${extra}`);
    case 'duplicate-key-first':
      return join(`"${firstKey}":${extra}`, inner);
    case 'proto':
      return join(`"__proto__":{"isAdmin":true,"type":"admin"}`, inner);
    case 'constructor':
      return join(`"constructor":{"prototype":{"isAdmin":true}}`, inner);
    case 'deep-object':
      return deepObject(1000);
    case 'deep-array':
      return deepArray(1000);
    case 'truncated':
      return jsonText.slice(0, Math.max(1, Math.floor(jsonText.length / 2)));
    case 'over-limit':
      return join(inner, `"filler":"${'x'.repeat(BODY_LIMIT + 1)}"`);
    case 'just-under-limit':
      return join(inner, `"filler":"${'x'.repeat(Math.max(0, BODY_LIMIT - Buffer.byteLength(inner) - 20))}"`);
    case 'not-an-object':
      return extra;
    case 'empty':
      return '';
    case 'bom':
      return `\uFEFF${jsonText}`;
  }
}

export const RAW_BODY_KINDS = ['duplicate-key', 'duplicate-key-first', 'proto', 'constructor', 'deep-object', 'deep-array', 'truncated', 'over-limit', 'just-under-limit', 'not-an-object', 'empty', 'bom'] as const;
export type RawBodyKind = (typeof RAW_BODY_KINDS)[number];

/** Content types a JSON route does not take (or takes in a form a client should not send). */
export const WRONG_CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=----fuzz',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/json, text/plain',
];

/** Path segments (already percent-encoded where they need it) no id ever looks like. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '../../etc/passwd',
  '%E2%82',
  '%',
  '%ZZ',
  'a'.repeat(201),
  'a'.repeat(5000),
  '-1',
  '0',
  '1e308',
  '9007199254740993',
  'NaN',
  '%20',
  '%F0%9F%8C%BE',
  '%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87',
  '%E2%80%AEevil',
  '__proto__',
  'constructor',
  "'%20OR%201=1--",
  '%3Cscript%3E',
  '00000000-0000-0000-0000-000000000000',
  'HY-000001',
];

/** Raw query-string additions: repeated keys, prototype keys, bad percent-encoding, a huge value. */
export const HOSTILE_QUERY_PARTS: readonly string[] = [
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  'page=1&page=2',
  'q=%00',
  'q=%E2%82',
  'q=%',
  `q=${'a'.repeat(3000)}`,
  'pageSize=1e308',
  'page=-0',
  'page=9007199254740993',
  'page=NaN',
  'sort[]=name',
  'q[]=a&q[]=b',
  '=&&&=',
  'q=%F0%9F%8C%BE%E2%80%AE',
];
