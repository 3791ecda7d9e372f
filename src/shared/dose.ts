import { type PackUnit } from './pack.ts';

/**
 * A dose and "how much for my acres" (docs/product-rules.md 41). A dose is kept as a whole number
 * of grams or millilitres (exact on both databases, as a pack is: src/shared/pack.ts) with the unit
 * the label writes it in, so "1.5 kg per acre" is 1500 g shown in kg. Acres count in hundredths
 * (2.5 acres is 250), so the arithmetic below is integer arithmetic and the page and the server
 * always agree on it. Plain constants and functions, no zod: the product page imports this file.
 */
export const DOSE_UNITS = ['g', 'kg', 'ml', 'l'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

/** What a dose is counted against: each acre sown, each kg of seed treated, each litre of spray water. */
export const DOSE_BASES = ['acre', 'kg_seed', 'litre_water'] as const;
export type DoseBasis = (typeof DOSE_BASES)[number];

type Dimension = 'mass' | 'volume';
/** Grams or millilitres in one of each unit that can be measured out. */
const MEASURE: Partial<Record<PackUnit | DoseUnit, { dimension: Dimension; base: number }>> = {
  g: { dimension: 'mass', base: 1 },
  kg: { dimension: 'mass', base: 1000 },
  ml: { dimension: 'volume', base: 1 },
  l: { dimension: 'volume', base: 1000 },
};

/** Far above any field a farmer sows (the form says so), low enough to catch a slipped finger. */
export const MAX_ACRES = 1000;
/** An acre is counted in hundredths: a quarter acre (0.25) is the smallest plot the form takes. */
export const ACRE_HUNDREDTHS = 100;

/** "2.5" -> 250; null for what is not a positive number of acres with at most 2 decimals, or above MAX_ACRES. */
export function parseAcres(text: string): number | null {
  const value = text.trim();
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const hundredths = Number(whole || '0') * ACRE_HUNDREDTHS + Number(fraction.padEnd(2, '0'));
  return hundredths > 0 && hundredths <= MAX_ACRES * ACRE_HUNDREDTHS ? hundredths : null;
}

/** A dose as the label writes it ("400 ml", "1.5 kg") to its whole grams or millilitres; null when not whole. */
export function doseBaseAmount(amount: number, unit: DoseUnit): number | null {
  const base = amount * MEASURE[unit]!.base;
  const rounded = Math.round(base);
  // 0.0005 kg is half a gram: a dose finer than a gram or a millilitre is not one a farmer measures.
  return Math.abs(base - rounded) < 1e-9 && rounded > 0 ? rounded : null;
}

/** Grams or millilitres in a base amount, shown in the larger unit when it is whole or above 1 ("1500 g" -> 1.5 kg). */
export function inLargerUnit(baseAmount: number, dimension: Dimension): { amount: number; unit: DoseUnit } {
  const [small, large] = dimension === 'mass' ? (['g', 'kg'] as const) : (['ml', 'l'] as const);
  return baseAmount >= 1000 ? { amount: baseAmount / 1000, unit: large } : { amount: baseAmount, unit: small };
}

export interface PacksForAcres {
  /** The dose's own grams or millilitres per acre and the unit it is written in. */
  dosePerAcre: { baseAmount: number; unit: DoseUnit };
  acresHundredths: number;
  /** Grams or millilitres the acres need, rounded up to a whole one. */
  needed: number;
  dimension: Dimension;
  /** Grams or millilitres in one pack. */
  packBase: number;
  /** Packs to buy: the fewest that hold what is needed. */
  packs: number;
}

/**
 * How many packs of a product a farmer needs for his acres at a per-acre dose: 2.5 acres x 400 ml
 * per acre = 1,000 ml = 2 x 500 ml. Null when the pack cannot be measured against the dose (a
 * dose in ml for a pack in kg, or a pack counted in pieces).
 */
export function packsForAcres(
  dose: { baseAmount: number; unit: DoseUnit },
  acresHundredths: number,
  pack: { size: number; unit: PackUnit },
): PacksForAcres | null {
  const doseMeasure = MEASURE[dose.unit]!;
  const packMeasure = MEASURE[pack.unit];
  if (!packMeasure || packMeasure.dimension !== doseMeasure.dimension) return null;
  const needed = Math.ceil((dose.baseAmount * acresHundredths) / ACRE_HUNDREDTHS);
  const packBase = pack.size * packMeasure.base;
  return { dosePerAcre: dose, acresHundredths, needed, dimension: doseMeasure.dimension, packBase, packs: Math.ceil(needed / packBase) };
}
