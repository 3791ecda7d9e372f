import type { PackUnit } from '#shared/pack';

/**
 * The quantity a tax document and the GSTR-1 HSN summary give for an order line, in a GST unit
 * quantity code (UQC) true to the goods (docs/decisions/0035-uqc-and-gst-classes): two 40 kg bags
 * of wheat seed are 80 KGS, never "2 KGS". Codes from the GST portal's UQC list (the customs
 * list it took over): KGS kilograms, GMS grams, LTR litres, MLT millilitres, NOS numbers,
 * PAC packs. Plain constants and a pure function: the server's documents and report use it.
 */
export const UQC_OF_PACK_UNIT: Record<PackUnit, string> = { kg: 'KGS', g: 'GMS', l: 'LTR', ml: 'MLT', piece: 'NOS', packet: 'PAC' };

/** A line without a pack (sold before packs, or its seller gave none): the count sold, as numbers. */
export const UQC_WITHOUT_PACK = 'NOS';

export interface UqcQuantity {
  /** The unit quantity code. */
  uqc: string;
  /** How many of it: units sold times the pack's size, a whole number (packs are whole numbers of their unit). */
  quantity: number;
  /** What one unit sold held, as the document shows it beside the quantity ("40 kg"); null when it says nothing more. */
  packEach: string | null;
}

/**
 * `quantity` units of a pack of `packSize` `packUnit`: 2 of a 40 kg bag are 80 KGS (40 kg each);
 * 3 of a 500 ml bottle 1500 MLT (500 ml each); 1 tractor (1 piece) 1 NOS. Without a pack, the
 * count as NOS: what was sold, with no weight claimed.
 */
export function uqcQuantity(quantity: number, packSize: number | null, packUnit: PackUnit | null): UqcQuantity {
  if (packSize === null || packUnit === null) return { uqc: UQC_WITHOUT_PACK, quantity, packEach: null };
  const single = packSize === 1 && (packUnit === 'piece' || packUnit === 'packet');
  return { uqc: UQC_OF_PACK_UNIT[packUnit], quantity: quantity * packSize, packEach: single ? null : `${packSize} ${packUnit}` };
}
