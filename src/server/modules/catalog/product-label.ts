import type { AdminProductInput } from '#shared/schemas/admin-products';
import type { StoreProductLabel } from '#shared/schemas/catalog';
import type { ProductRow } from '#server/db/schema';
import { isAlwaysPackaged, isPackaged, missingLabelFields, unitSalePrice, type LabelParticulars } from '#shared/product-label';
import { validationMessage } from '#shared/validation-messages';
import { AppError } from '#server/errors';
import { packColumnsOf } from './pack-size.ts';

/**
 * A packaged product's label (docs/product-rules.md 38, docs/decisions/0053): its columns from a
 * product form, its particulars for the pages, and the checks publishing makes (Legal Metrology
 * (Packaged Commodities) Rules 2011, rule 6 and sub-rule (10)).
 */

/** The label's columns from a product form's fields; a category always packaged is stored so. */
export function labelColumnsOf(input: Pick<AdminProductInput, 'category' | 'packaged' | 'label'>) {
  const label = input.label;
  return {
    packaged: isAlwaysPackaged(input.category) || input.packaged ? 1 : 0,
    brand: label?.brand ?? null,
    maker_role: label?.makerRole ?? null,
    maker_name: label?.makerName ?? null,
    maker_address: label?.makerAddress ?? null,
    generic_name: label?.genericName ?? null,
    mrp_paise: label?.mrpPaise ?? null,
    country_of_origin: label?.countryOfOrigin ?? null,
    best_before_months: label?.bestBeforeMonths ?? null,
    consumer_care: label?.consumerCare ?? null,
  };
}

function particularsOf(row: ProductRow): LabelParticulars {
  return {
    brand: row.brand,
    makerRole: row.maker_role,
    makerName: row.maker_name,
    makerAddress: row.maker_address,
    genericName: row.generic_name,
    mrpPaise: row.mrp_paise === null ? null : Number(row.mrp_paise),
    countryOfOrigin: row.country_of_origin,
    bestBeforeMonths: row.best_before_months === null ? null : Number(row.best_before_months),
    consumerCare: row.consumer_care,
  };
}

/** The label as saved, with its unit sale price computed from the MRP and pack (rule 6(11)). */
export function labelOf(row: ProductRow): StoreProductLabel {
  const label = particularsOf(row);
  return { ...label, unitSalePrice: unitSalePrice(label.mrpPaise, row.pack_size === null ? null : Number(row.pack_size), row.pack_unit) };
}

/** The product page's label: only a packaged product has one. */
export const storeLabelOf = (row: ProductRow): StoreProductLabel | null => (isPackaged(row.category, row.packaged === 1) ? labelOf(row) : null);

/** A 400 naming each field, as a schema's failure would. */
function invalid(fields: Record<string, string>): AppError {
  const summary = Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ');
  return new AppError(400, 'validation_failed', `Invalid product: ${summary}`, fields);
}

/**
 * The selling price may not exceed the MRP (rule 6: the MRP is the most a buyer is asked): a 400
 * on the price. Checked on every save, a draft's too, whenever an MRP is given.
 */
export function assertPriceWithinMrp(input: Pick<AdminProductInput, 'pricePaise' | 'label'>): void {
  const mrp = input.label?.mrpPaise;
  if (mrp != null && input.pricePaise > mrp) throw invalid({ pricePaise: validationMessage('priceAboveMrp') });
}

/**
 * Publishing a packaged product needs every particular of its label and its pack (the net
 * quantity, as it will be saved: a seed's may come from its seed label): one 400 naming each
 * field missing, together with what `alsoRequired` (a seed's own label: docs/product-rules.md 28)
 * refuses, so the seller sees every missing field at once.
 */
export async function assertLabelPublishable(
  input: Pick<AdminProductInput, 'category' | 'packaged' | 'label' | 'packSize' | 'packUnit' | 'seedLabel'>,
  alsoRequired: () => Promise<void> = async () => {},
): Promise<void> {
  const pack = packColumnsOf(input);
  const missing = isPackaged(input.category, input.packaged) ? missingLabelFields(input.category, input.label, { packSize: pack.pack_size, packUnit: pack.pack_unit }) : [];
  await withMissing(missing, alsoRequired);
}

/** A stored product checked the same way (the admin's "Show in shop"). */
export async function assertStoredLabelPublishable(row: ProductRow, alsoRequired: () => Promise<void> = async () => {}): Promise<void> {
  const missing = isPackaged(row.category, row.packaged === 1) ? missingLabelFields(row.category, particularsOf(row), { packSize: row.pack_size, packUnit: row.pack_unit }) : [];
  await withMissing(missing, alsoRequired);
}

async function withMissing(missing: string[], alsoRequired: () => Promise<void>): Promise<void> {
  const fields: Record<string, string> = Object.fromEntries(missing.map((f) => [f, validationMessage('required')]));
  try {
    await alsoRequired();
  } catch (err) {
    // Another refusal of missing fields joins this one; anything else stands as it is.
    if (!(err instanceof AppError) || err.code !== 'validation_failed' || !err.fields || missing.length === 0) throw err;
    Object.assign(fields, err.fields);
  }
  if (Object.keys(fields).length) throw invalid(fields);
}
