import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document's request schemas use (zod's output, draft 7 / 3.1). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/**
 * Words a real form would hold, so most generated requests pass validation and reach the service
 * behind it (random strings alone would mostly stop at the schema). Hindi and Marathi included.
 */
const WORDS = ['Okra', 'Arka Anamika', 'Neem oil', 'Pune', 'Maharashtra', 'Asha Patil', 'हरियाली बीज', 'कांदा', '411001', 'LOT-1', 'seed drill', 'At post Wadgaon'];

/** Texts for a field, shaped by its name where the name says what it holds. */
function textFor(name: string, minLength = 0, maxLength = 200): fc.Arbitrary<string> {
  const max = Math.max(minLength, Math.min(maxLength, 120));
  // A text that must be empty (the blank alternative of an optional field: a union with
  // z.string().length(0)) has one value; the generators below would filter forever for it.
  if (max === 0) return fc.constant('');
  const lower = name.toLowerCase();
  const hinted: fc.Arbitrary<string>[] = [];
  if (lower.includes('email')) hinted.push(fc.emailAddress(), fc.constant('asha.patil@example.in'));
  if (lower.includes('password')) hinted.push(fc.constant('green-fields-2026'), fc.string({ minLength: 8, maxLength: 40 }));
  if (lower.includes('url')) hinted.push(fc.webUrl(), fc.constant('https://example.in/neem.webp'));
  if (lower.includes('state')) hinted.push(fc.constantFrom('Maharashtra', 'Karnataka', 'Delhi', 'Narnia'));
  const plain = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .,-]*$/).filter((t) => t.length >= minLength && t.length <= max);
  return fc
    .oneof(
      ...hinted.map((arbitrary) => ({ weight: 4, arbitrary })),
      { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
      { weight: 2, arbitrary: plain },
      { weight: 1, arbitrary: fc.string({ minLength, maxLength: max }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: max }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength: max }) },
    )
    .filter((s) => s.length <= maxLength || maxLength < minLength);
}

function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'date' || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') {
    return fc.oneof(
      fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? Infinity) && s.length >= (schema.minLength ?? 0));
    } catch {
      // A pattern fast-check cannot invert: plain texts, the server refuses most of them.
    }
  }
  return textFor(name, schema.minLength ?? 0, schema.maxLength ?? 200);
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const lo = Math.max(min, Number.MIN_SAFE_INTEGER);
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
  // Small values are where real forms live (quantities, pages); the bounds are where bugs live.
  return fc.oneof(fc.integer({ min: lo, max: Math.min(hi, lo + 20) }), fc.integer({ min: lo, max: hi }), fc.constantFrom(lo, hi));
}

/** A field a generated object leaves out. */
const ABSENT = Symbol('absent');

/** Values that exist or hold together, by field name (productId: the products' ids; shipping: a whole address). */
export type FieldHints = Record<string, unknown[]>;

/** A value the schema accepts, most of the time: the way into the services behind validation. */
export function arbitraryFor(schema: JsonSchema | undefined, name = '', depth = 0, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0 || depth > 8) return fc.jsonValue({ maxDepth: 2 });
  const known = hints[name];
  if (known?.length) {
    // Else a value of the schema, under another name so that the hint is not taken again.
    return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: arbitraryFor(schema, `${name}~`, depth, hints) });
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryFor(s, name, depth + 1, hints)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type }, name, depth + 1, hints)));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.oneof(integerArbitrary(schema), fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items, name, depth + 1, hints), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)) });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      // An optional field is left out two times in three, as a form mostly leaves them: one junk
      // optional field would otherwise refuse nearly every request of a route with many of them.
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => {
          const value = arbitraryFor(s, key, depth + 1, hints);
          return [key, required.has(key) ? value : fc.oneof({ weight: 2, arbitrary: fc.constant(ABSENT) }, { weight: 1, arbitrary: value })];
        }),
      );
      const record = fc.record(model).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== ABSENT)));
      if (typeof schema.additionalProperties === 'object' && Object.keys(properties).length === 0) {
        return fc.dictionary(fc.string({ maxLength: 20 }), arbitraryFor(schema.additionalProperties, name, depth + 1, hints), { maxKeys: 6 });
      }
      return record;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
