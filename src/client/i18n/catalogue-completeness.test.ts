import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages';
import { VALIDATION_MESSAGES } from '#shared/validation-messages';

// Every text in every language (docs/product-rules.md 26): the same keys as English, the same placeholders.
const dir = path.resolve('src/client/i18n/locales');
const read = (lng: string, ns: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8'));
const namespaces = fs.readdirSync(path.join(dir, 'en')).map((f) => f.replace(/\.json$/, ''));

/** Every leaf as "dotted.key" -> its placeholders, sorted. */
function leaves(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(','));
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${prefix}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** Every leaf text as "dotted.key" -> the text. */
function texts(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${prefix}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) texts(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** Sentences that are names in every language: people's names, the gateway's own field name. */
const SAME_IN_EVERY_LANGUAGE = new Set(['about:team.members[].name', 'admin-payments:gateway.keySecret']);

describe.each(LANGUAGES.filter((l) => l !== 'en'))('the %s catalogue', (lng) => {
  it.each(namespaces)('%s has every English key, with the same placeholders, and nothing else', (ns) => {
    const english = leaves(read('en', ns));
    const other = leaves(read(lng, ns));
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, placeholders] of english) expect(other.get(key), `${ns}:${key}`).toBe(placeholders);
  });

  it('has every validation message (the storefront\'s, and the staff\'s loaded with their pages)', () => {
    const english = leaves(VALIDATION_MESSAGES);
    const storefront = read(lng, 'validation') as Record<string, string>;
    const staff = read(lng, 'staff-validation') as Record<string, string>;
    const business = read(lng, 'business-validation') as Record<string, string>;
    expect(Object.keys(storefront).filter((key) => key in staff || key in business)).toEqual([]);
    expect(Object.keys(staff).filter((key) => key in business)).toEqual([]);
    const other = leaves({ ...storefront, ...staff, ...business });
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, placeholders] of english) expect(other.get(key), `validation:${key}`).toBe(placeholders);
  });

  it('translates: no English sentence is left as it was, but for names and codes', () => {
    const left: string[] = [];
    for (const ns of namespaces) {
      const english = texts(read('en', ns));
      const other = texts(read(lng, ns));
      for (const [key, text] of english) {
        if (SAME_IN_EVERY_LANGUAGE.has(`${ns}:${key}`.replace(/\[\d+\]/g, '[]'))) continue;
        if (/[a-z]{3,}\s+[a-z]{3,}/i.test(text) && other.get(key) === text) left.push(`${ns}:${key}`);
      }
    }
    expect(left).toEqual([]);
  });
});
