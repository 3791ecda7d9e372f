import type { PackUnit } from '#shared/pack';
import { SEEDED_LABELS } from './seed-labels.ts';

/**
 * The pack of each seeded product (docs/product-rules.md 34), keyed by its English name
 * in catalog-products.ts, as its description and features name it: machines and kits are one
 * piece. A seed's pack is its label's net quantity (the two are kept agreeing).
 */
const OTHER_PACKS: Record<string, { size: number; unit: PackUnit }> = {
  'Modern Tractor': { size: 1, unit: 'piece' },
  'Water Pump': { size: 1, unit: 'piece' },
  'Seed Drill': { size: 1, unit: 'piece' },
  'Combine Harvester': { size: 1, unit: 'piece' },
  'Fertilizer Spreader': { size: 1, unit: 'piece' },
  'Plowing Equipment': { size: 1, unit: 'piece' },
  'Irrigation Sprinkler': { size: 1, unit: 'piece' },
  'Soil Testing Kit': { size: 1, unit: 'piece' },
  'NPK 19:19:19 Water Soluble Fertilizer': { size: 1, unit: 'kg' },
  'Neem Oil Bio-Pesticide': { size: 1, unit: 'l' },
};

/** The pack columns of a seeded product; none for a name the seed data does not know. */
export function seededPackColumns(name: string): { pack_size: number; pack_unit: PackUnit } | Record<string, never> {
  const label = SEEDED_LABELS[name];
  // Seeded labels count in g or kg, both pack units.
  if (label && label.netUnit !== 'seeds') return { pack_size: label.netQuantity, pack_unit: label.netUnit };
  const pack = OTHER_PACKS[name];
  return pack ? { pack_size: pack.size, pack_unit: pack.unit } : {};
}
