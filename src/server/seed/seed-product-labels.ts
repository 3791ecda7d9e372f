import { rupeesToPaise } from '#shared/money';
import type { MakerRole } from '#shared/product-label';

/**
 * The pack labels of the shop's seeded products (docs/product-rules.md 38, docs/decisions/0053),
 * keyed by their English name in catalog-products.ts: the seeds, the fertiliser, the neem
 * pesticide and the soil testing kit, all packed by the shop itself. Machines are not pre-packed
 * commodities and have none. The shop's legal address and consumer-care contact are its owner's to
 * give (the seeded shop has none, as it has no contact details: docs/product-rules.md 25), so they
 * stay blank here. MRP a little above the price, as on real packets; a seed's best-before is its
 * lot's valid-until day (docs/product-rules.md 28), so it has no months.
 */
interface SeededProductLabel {
  genericName: string;
  mrpRupees: number;
  bestBeforeMonths: number | null;
}

export const SEEDED_PRODUCT_LABELS: Record<string, SeededProductLabel> = {
  // "<crop> seed", the kind as the seed label names it.
  'Premium Wheat Seeds': { genericName: 'Wheat seed', mrpRupees: 1290, bestBeforeMonths: null },
  'Hybrid Corn Seeds': { genericName: 'Maize seed', mrpRupees: 860, bestBeforeMonths: null },
  'Organic Rice Seeds': { genericName: 'Paddy seed', mrpRupees: 1600, bestBeforeMonths: null },
  'Sunflower Seeds': { genericName: 'Sunflower seed', mrpRupees: 650, bestBeforeMonths: null },
  'Soybean Seeds': { genericName: 'Soybean seed', mrpRupees: 980, bestBeforeMonths: null },
  // A Bt (BG-II) cotton packet of 475 g with its refuge seed in the bag: its MRP is the maximum sale
  // price the Ministry of Agriculture fixes each year under the Cotton Seed Price (Control) Order,
  // 2015 (₹864 for 2024-25, ₹901 for 2025-26).
  'Cotton Seeds': { genericName: 'Cotton seed', mrpRupees: 901, bestBeforeMonths: null },
  'Vegetable Seeds Mix': { genericName: 'Vegetable seeds (mixed)', mrpRupees: 499, bestBeforeMonths: null },
  // Its reagents keep a year, the shortest of what such kits print.
  'Soil Testing Kit': { genericName: 'Soil testing kit (pH, N, P, K)', mrpRupees: 2750, bestBeforeMonths: 12 },
  // Its formulation's name, as the Fertiliser (Control) Order writes it.
  'NPK 19:19:19 Water Soluble Fertilizer': { genericName: 'NPK 19:19:19 (water soluble)', mrpRupees: 199, bestBeforeMonths: 24 },
  // The technical name with strength and formulation: 1500 ppm of azadirachtin is 0.15%, an emulsifiable concentrate.
  'Neem Oil Bio-Pesticide': { genericName: 'Azadirachtin 0.15% EC (1500 ppm)', mrpRupees: 490, bestBeforeMonths: 18 },
};

/** The label columns of a seeded product; not packaged for a machine (the rows of one insert share their columns). */
export function seededProductLabelColumns(name: string) {
  const label = SEEDED_PRODUCT_LABELS[name];
  if (!label) return { packaged: 0 };
  return {
    packaged: 1,
    brand: 'Hariyali',
    maker_role: 'packer' as MakerRole,
    maker_name: 'Hariyali',
    generic_name: label.genericName,
    mrp_paise: rupeesToPaise(label.mrpRupees),
    country_of_origin: 'India',
    best_before_months: label.bestBeforeMonths,
  };
}
