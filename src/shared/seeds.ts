import type { CategorySlug } from './catalog.ts';

/**
 * Seed labels and dealer licences (docs/product-rules.md 28). The Seeds Act 1966 and
 * Seeds Rules 1968 (rule 7) ask every packet to show the kind (crop), variety, lot number, date of
 * test, germination and physical purity, net quantity, the last date of validity, and whether the
 * seed is treated and with what; a treated seed carries a fixed caution (the client's text
 * `catalog:seedLabel.caution`, never stored).
 */

/** How a packet's net quantity is counted: grams, kilograms, or a number of seeds (hybrid vegetables). */
export const SEED_NET_UNITS = ['g', 'kg', 'seeds'] as const;
export type SeedNetUnit = (typeof SEED_NET_UNITS)[number];

/** A vendor's licences: seed dealer (Seeds (Control) Order 1983), insecticide (Insecticides Rules 1971, rule 10E), fertiliser authorisation (FCO 1985). */
export const LICENCE_KINDS = ['seed', 'insecticide', 'fertilizer'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

/** The licence a vendor must hold, valid, to sell in a category; other categories need none. */
export const LICENCE_FOR_CATEGORY: Partial<Record<CategorySlug, LicenceKind>> = { seeds: 'seed', pesticides: 'insecticide', fertilizers: 'fertilizer' };

/** A seed lot is on sale up to and including its valid-until day (India's calendar). */
export const isLotValid = (validUntil: string, today: string) => validUntil >= today;

/** The label fields a seed product must have before it is published, as the API names them. */
export const SEED_LABEL_FIELDS = ['crop', 'variety', 'netQuantity', 'netUnit', 'treated', 'treatment'] as const;

/** A lot's fields (its stock apart), all required: the first lot of a seed product names each one it lacks. */
export const SEED_LOT_FIELDS = ['lotNumber', 'testedOn', 'germinationPct', 'purityPct', 'validUntil'] as const;

export interface SeedLabelParticulars {
  crop: string | null;
  variety: string | null;
  netQuantity: number | null;
  netUnit: SeedNetUnit | null;
  treated: boolean | null;
  treatment: string | null;
}

/**
 * The API fields ("seedLabel.crop", ..., "seedLabel.lot.lotNumber") a seed product still lacks to
 * be published: every label particular, the treatment when treated, and at least one lot.
 */
export function missingSeedLabelFields(label: Partial<SeedLabelParticulars> | null | undefined, hasLot: boolean): string[] {
  const missing: string[] = [];
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  for (const field of SEED_LABEL_FIELDS) {
    if (field === 'treatment' ? label?.treated === true && blank(label.treatment) : blank(label?.[field])) missing.push(`seedLabel.${field}`);
  }
  if (!hasLot) missing.push(...SEED_LOT_FIELDS.map((f) => `seedLabel.lot.${f}`));
  return missing;
}
