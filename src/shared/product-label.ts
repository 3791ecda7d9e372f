import type { CategorySlug } from './catalog.ts';
import type { PackUnit } from './pack.ts';

/**
 * The declarations a packaged product's page must show (Legal Metrology (Packaged Commodities)
 * Rules, 2011, rule 6, and its sub-rule (10) for e-commerce: docs/product-rules.md 38,
 * docs/decisions/0053-packaged-goods-label.md). Plain constants and functions, no zod: the server,
 * the forms and the product page share them.
 */

/** Categories always sold pre-packed (seeds, fertilisers, pesticides); others only when ticked "Sold in a sealed pack". */
export const ALWAYS_PACKAGED: readonly CategorySlug[] = ['seeds', 'fertilizers', 'pesticides'];

export const isAlwaysPackaged = (category: CategorySlug) => ALWAYS_PACKAGED.includes(category);

/** Whether a product is a pre-packed commodity: by its category, or by its seller's tick. */
export const isPackaged = (category: CategorySlug, packaged: boolean | null | undefined) => isAlwaysPackaged(category) || packaged === true;

/** Who the label names (rule 6(1)(a)): the manufacturer, the packer when another packs it, or the importer. */
export const MAKER_ROLES = ['manufacturer', 'packer', 'importer'] as const;
export type MakerRole = (typeof MAKER_ROLES)[number];

/** A label's particulars, as the API names them under `label`. */
export interface LabelParticulars {
  brand: string | null;
  makerRole: MakerRole | null;
  makerName: string | null;
  makerAddress: string | null;
  genericName: string | null;
  mrpPaise: number | null;
  countryOfOrigin: string | null;
  bestBeforeMonths: number | null;
  consumerCare: string | null;
}

/** In the forms' order, so a refusal's first field is the first box in error (it takes the focus). */
export const LABEL_FIELDS = ['brand', 'genericName', 'mrpPaise', 'bestBeforeMonths', 'makerRole', 'makerName', 'makerAddress', 'countryOfOrigin', 'consumerCare'] as const satisfies ReadonlyArray<keyof LabelParticulars>;

/**
 * The API fields ("label.brand", ..., "packSize") a packaged product still lacks to be published.
 * A seed's net quantity and best-before are its seed label's net quantity and its lot's valid-until
 * day (Seeds Rules, docs/product-rules.md 28), which the seed label already requires: a seed is
 * asked for neither its pack nor months here.
 */
export function missingLabelFields(category: CategorySlug, label: Partial<LabelParticulars> | null | undefined, pack: { packSize: number | null; packUnit: string | null }): string[] {
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  const missing: string[] = LABEL_FIELDS.filter((f) => !(f === 'bestBeforeMonths' && category === 'seeds') && blank(label?.[f])).map((f) => `label.${f}`);
  if (category === 'seeds') return missing;
  if (pack.packSize === null) missing.push('packSize');
  if (pack.packUnit === null) missing.push('packUnit');
  return missing;
}

/** The unit a unit sale price is given per (rule 6(11)). */
export type UnitSaleUnit = 'g' | 'kg' | 'ml' | 'l' | 'piece' | 'packet';

/**
 * The unit sale price of a pack (rule 6(11), as substituted by G.S.R. 226(E) of 28 March 2022):
 * per gram below 1 kg and per kilogram from 1 kg, per millilitre below 1 litre and per litre from
 * 1 litre, per piece or packet for goods sold by number. "Rounded off to the nearest two decimal
 * place" of the rupee: the nearest paisa, a half paisa up. Null when there is nothing to declare:
 * no MRP or pack, or one piece (its price is its unit price: the rule's second proviso).
 * `pricePaise` is the MRP, as the packet declares it.
 */
export function unitSalePrice(pricePaise: number | null, packSize: number | null, packUnit: PackUnit | null): { paise: number; per: UnitSaleUnit } | null {
  if (pricePaise === null || packSize === null || packUnit === null || packSize <= 0) return null;
  const per = (quantity: number, small: UnitSaleUnit, large: UnitSaleUnit) =>
    quantity < 1000 ? { paise: roundedShare(pricePaise, quantity), per: small } : { paise: roundedShare(pricePaise * 1000, quantity), per: large };
  switch (packUnit) {
    case 'g':
      return per(packSize, 'g', 'kg');
    case 'kg':
      return per(packSize * 1000, 'g', 'kg');
    case 'ml':
      return per(packSize, 'ml', 'l');
    case 'l':
      return per(packSize * 1000, 'ml', 'l');
    default:
      return packSize === 1 ? null : { paise: roundedShare(pricePaise, packSize), per: packUnit };
  }
}

/** `amount / parts` to the nearest whole number, a half up; integers throughout (paise stay exact). */
function roundedShare(amount: number, parts: number): number {
  return Math.floor((2 * amount + parts) / (2 * parts));
}
