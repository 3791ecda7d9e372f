import { randomUUID } from 'node:crypto';
import type { NewProductUseRow } from '#server/db/schema';

/**
 * What the seeded products are for (docs/product-rules.md 41): only the seed rates beyond doubt,
 * each with its source; the other seeded products stay unlinked rather than guessed
 * (docs/decisions/0056). Migration 2026_11_30_093000 gives a shop seeded before it the same.
 */
const SEEDED_USES: Record<string, { crop: string; stage: 'sowing'; doseAmount: number; doseUnit: 'g' | 'kg'; source: string }> = {
  // 100 kg per hectare for timely sowing is 40 kg per acre: one 40 kg bag.
  'Premium Wheat Seeds': {
    crop: 'wheat',
    stage: 'sowing',
    doseAmount: 40_000,
    doseUnit: 'kg',
    source: 'ICAR-Indian Institute of Wheat and Barley Research (IIWBR), Karnal: seed rate 100 kg/ha for timely sown irrigated wheat, https://iiwbr.icar.gov.in/',
  },
  'Cotton Seeds': {
    crop: 'cotton',
    stage: 'sowing',
    doseAmount: 475,
    doseUnit: 'g',
    source: 'ICAR-Central Institute for Cotton Research (CICR), Nagpur: one packet of Bt hybrid seed per acre (475 g with its refuge seed), https://cicr.org.in/',
  },
};

/** The uses of the freshly seeded products, approved: the shop itself set them. */
export function seededUseRows(products: Array<{ id: string; name: string; created_at: string }>): NewProductUseRow[] {
  return products.flatMap((p) => {
    const use = SEEDED_USES[p.name];
    if (!use) return [];
    return [{ id: randomUUID(), product_id: p.id, position: 0, crop: use.crop, stage: use.stage, problem: null, dose_amount: use.doseAmount, dose_unit: use.doseUnit, dose_basis: 'acre', claim_id: null, source: use.source, status: 'approved', created_at: p.created_at }];
  });
}
