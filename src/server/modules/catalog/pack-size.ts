import { GRAMS_PER_UNIT, type PackUnit } from '#shared/pack';
import type { AdminProductInput } from '#shared/schemas/admin-products';
import { validationMessage } from '#shared/validation-messages';
import { AppError } from '#server/errors';

/**
 * A product's pack columns from a product form's fields (docs/product-rules.md 34).
 * The schema checks each value; here the rules across fields:
 * - size and unit come together: one without the other is a 400 naming the one missing;
 * - a seed's pack is what its label's net quantity says (the Seeds Rules' "net quantity" is the
 *   packet's content): saved without a pack, the seed takes the label's (when counted in g or kg);
 *   saved with one, it must weigh the same (1 kg = 1000 g) or the pack field gets a 400.
 *   A label counting seeds ("5000 seeds") leaves the pack to the seller (a packet, say).
 */
export function packColumnsOf(input: Pick<AdminProductInput, 'category' | 'packSize' | 'packUnit' | 'seedLabel'>): { pack_size: number | null; pack_unit: PackUnit | null } {
  const { packSize, packUnit } = input;
  const label = input.category === 'seeds' ? input.seedLabel : null;
  const labelGrams = label?.netQuantity && label.netUnit ? gramsOf(label.netQuantity, label.netUnit) : undefined;
  if (packSize === null && packUnit === null) {
    if (labelGrams !== undefined) return { pack_size: label!.netQuantity, pack_unit: label!.netUnit as PackUnit };
    return { pack_size: null, pack_unit: null };
  }
  if (packSize === null || packUnit === null) throw packRefused(packSize === null ? 'packSize' : 'packUnit', 'required');
  if (labelGrams !== undefined && gramsOf(packSize, packUnit) !== labelGrams) throw packRefused('packSize', 'packMatchesLabel');
  return { pack_size: packSize, pack_unit: packUnit };
}

/** Grams in `size` of a mass unit; undefined for volumes, counts and a label's "seeds". */
function gramsOf(size: number, unit: string): number | undefined {
  const grams = (GRAMS_PER_UNIT as Record<string, number | undefined>)[unit];
  return grams === undefined ? undefined : size * grams;
}

function packRefused(field: 'packSize' | 'packUnit', key: string): AppError {
  const message = validationMessage(key);
  return new AppError(400, 'validation_failed', `Invalid product: ${field}: ${message}`, { [field]: message });
}
