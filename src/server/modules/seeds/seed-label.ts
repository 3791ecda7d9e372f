import type { CategorySlug } from '#shared/catalog';
import { isLotValid, type SeedLabelParticulars } from '#shared/seeds';
import type { SeedLabel, SeedLabelInput, SeedLot, StoreSeedLabel } from '#shared/schemas/seed-lots';
import type { Language } from '#shared/languages';
import type { ProductRow } from '#server/db/schema';
import type { SeedLotRow } from './seed-lots.repository.ts';

/** A seed product's label particulars between the products table and the wire (docs/product-rules.md 28). */

type LabelColumns = Pick<ProductRow, 'seed_crop' | 'seed_variety' | 'seed_net_quantity' | 'seed_net_unit' | 'seed_treated' | 'seed_treatment' | 'seed_treatment_hi' | 'seed_treatment_mr'>;

/** The label columns a product form writes: a seed's particulars, nothing for other categories. */
export function seedColumnsOf(category: CategorySlug, label: SeedLabelInput | null | undefined): LabelColumns {
  if (category !== 'seeds' || !label) {
    return { seed_crop: null, seed_variety: null, seed_net_quantity: null, seed_net_unit: null, seed_treated: null, seed_treatment: null, seed_treatment_hi: null, seed_treatment_mr: null };
  }
  return {
    seed_crop: label.crop,
    seed_variety: label.variety,
    seed_net_quantity: label.netQuantity,
    seed_net_unit: label.netUnit,
    seed_treated: label.treated === null ? null : label.treated ? 1 : 0,
    // Only a treated seed says with what, in each language it is given in.
    seed_treatment: label.treated ? label.treatment : null,
    seed_treatment_hi: label.treated ? label.treatmentHi : null,
    seed_treatment_mr: label.treated ? label.treatmentMr : null,
  };
}

export function particularsOf(row: LabelColumns): SeedLabelParticulars {
  return {
    crop: row.seed_crop,
    variety: row.seed_variety,
    netQuantity: row.seed_net_quantity === null ? null : Number(row.seed_net_quantity),
    netUnit: row.seed_net_unit,
    treated: row.seed_treated === null ? null : Number(row.seed_treated) === 1,
    treatment: row.seed_treatment,
  };
}

/** Purity is kept in tenths of a percent. */
export const purityTenthsOf = (pct: number) => Math.round(pct * 10);
const purityPctOf = (tenths: number) => Number(tenths) / 10;

export function toSeedLot(row: SeedLotRow, today: string): SeedLot {
  return {
    id: row.id,
    lotNumber: row.lot_number,
    testedOn: row.tested_on,
    germinationPct: Number(row.germination_pct),
    purityPct: purityPctOf(row.purity_tenths),
    validUntil: row.valid_until,
    stock: Number(row.stock),
    expired: !isLotValid(row.valid_until, today),
    createdAt: row.created_at,
    locationId: row.location_id ?? null,
  };
}

/** The label and lots of a product as the admin and its vendor see them; null for other categories. */
export function toSeedLabel(row: LabelColumns & Pick<ProductRow, 'category'>, lots: SeedLotRow[], today: string): SeedLabel | null {
  if (row.category !== 'seeds') return null;
  return { ...particularsOf(row), treatmentHi: row.seed_treatment_hi, treatmentMr: row.seed_treatment_mr, lots: lots.map((l) => toSeedLot(l, today)) };
}

/**
 * The label the product page shows: the particulars with the lot now sold (first-expiring valid
 * lot with stock, else the first-expiring valid one); null when it lacks any of them.
 */
/**
 * The product page's label in the reader's language: the treatment line as the product has it in
 * Hindi or Marathi, else the English (docs/decisions/0023); the rest is names and figures.
 */
export function toStoreSeedLabel(
  row: LabelColumns & Pick<ProductRow, 'category' | 'seed_treatment_hi' | 'seed_treatment_mr'>,
  lots: SeedLotRow[],
  today: string,
  language: Language = 'en',
): StoreSeedLabel | null {
  if (row.category !== 'seeds') return null;
  const valid = lots.filter((l) => isLotValid(l.valid_until, today)).sort((a, b) => a.valid_until.localeCompare(b.valid_until) || a.lot_number.localeCompare(b.lot_number));
  const lot = valid.find((l) => Number(l.stock) > 0) ?? valid[0];
  const p = particularsOf(row);
  if (!lot || !p.crop || !p.variety || p.netQuantity === null || !p.netUnit || p.treated === null) return null;
  return {
    crop: p.crop,
    variety: p.variety,
    lotNumber: lot.lot_number,
    testedOn: lot.tested_on,
    germinationPct: Number(lot.germination_pct),
    purityPct: purityPctOf(lot.purity_tenths),
    netQuantity: p.netQuantity,
    netUnit: p.netUnit,
    validUntil: lot.valid_until,
    treated: p.treated,
    treatment: p.treated ? ((language === 'hi' ? row.seed_treatment_hi : language === 'mr' ? row.seed_treatment_mr : null) ?? p.treatment) : null,
  };
}
