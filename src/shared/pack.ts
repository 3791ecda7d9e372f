/**
 * A product's pack (docs/product-rules.md 34): how much one unit sold holds, "1 kg",
 * "500 ml", "1 piece". The size is a whole number of its unit, so both databases keep it exactly
 * (an integer column: SQLite has no exact decimal); a 1.5 kg bag is 1500 g, half a litre 500 ml.
 * Plain constants, no zod: the storefront's cards import this file.
 */
export const PACK_UNITS = ['g', 'kg', 'ml', 'l', 'piece', 'packet'] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

/** Far above any farm pack (1,000 kg as grams), low enough to catch a slipped finger. */
export const MAX_PACK_SIZE = 1_000_000;

/** Grams in one of a mass unit; volumes and counts have none (a seed label counts g and kg only). */
export const GRAMS_PER_UNIT: Partial<Record<PackUnit, number>> = { g: 1, kg: 1000 };
