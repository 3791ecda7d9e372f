import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { SeedNetUnit } from '#shared/seeds';
import type { SeedLotsTable } from '#server/db/schema';

/**
 * The label particulars of the seeded seed products (docs/product-rules.md 28), keyed by
 * their English name in catalog-products.ts. Germination is at or above the Indian Minimum Seed
 * Certification Standards for the crop (wheat 85%, paddy 80%, maize 90%, sunflower 70%, soybean
 * 70%, cotton 65%, most vegetables 60-70%); physical purity 98%. Varieties are ones notified for
 * the regions the descriptions name.
 */
export interface SeededLabel {
  crop: string;
  variety: string;
  netQuantity: number;
  netUnit: SeedNetUnit;
  treatment: string | null;
  /** The treatment line in Hindi and Marathi: the chemicals' names stay, the dose is worded. */
  treatmentHi?: string;
  treatmentMr?: string;
  germinationPct: number;
  lotPrefix: string;
}

export const SEEDED_LABELS: Record<string, SeededLabel> = {
  'Premium Wheat Seeds': { crop: 'Wheat', variety: 'HD 2967', netQuantity: 40, netUnit: 'kg', treatment: 'Carboxin 37.5% + Thiram 37.5% WS, 2 g per kg', treatmentHi: 'कार्बोक्सिन 37.5% + थिरम 37.5% WS, 2 ग्राम प्रति किलो बीज', treatmentMr: 'कार्बोक्सिन 37.5% + थायरम 37.5% WS, 2 ग्रॅम प्रति किलो बियाणे', germinationPct: 88, lotPrefix: 'WHT' },
  'Hybrid Corn Seeds': { crop: 'Maize', variety: 'DHM 117 (single-cross hybrid)', netQuantity: 4, netUnit: 'kg', treatment: 'Thiram 75% WS, 3 g per kg', treatmentHi: 'थिरम 75% WS, 3 ग्राम प्रति किलो बीज', treatmentMr: 'थायरम 75% WS, 3 ग्रॅम प्रति किलो बियाणे', germinationPct: 92, lotPrefix: 'MZE' },
  'Organic Rice Seeds': { crop: 'Paddy', variety: 'Pusa Basmati 1121', netQuantity: 10, netUnit: 'kg', treatment: null, germinationPct: 84, lotPrefix: 'PDY' },
  'Sunflower Seeds': { crop: 'Sunflower', variety: 'KBSH-44 (hybrid)', netQuantity: 2, netUnit: 'kg', treatment: 'Metalaxyl 35% WS, 6 g per kg', treatmentHi: 'मेटालेक्सिल 35% WS, 6 ग्राम प्रति किलो बीज', treatmentMr: 'मेटॅलॅक्सिल 35% WS, 6 ग्रॅम प्रति किलो बियाणे', germinationPct: 76, lotPrefix: 'SFL' },
  'Soybean Seeds': { crop: 'Soybean', variety: 'JS 95-60', netQuantity: 30, netUnit: 'kg', treatment: 'Thiram + Carbendazim (2:1), 3 g per kg', treatmentHi: 'थिरम + कार्बेन्डाजिम (2:1), 3 ग्राम प्रति किलो बीज', treatmentMr: 'थायरम + कार्बेन्डाझिम (2:1), 3 ग्रॅम प्रति किलो बियाणे', germinationPct: 75, lotPrefix: 'SOY' },
  'Cotton Seeds': { crop: 'Cotton', variety: 'RCH 659 BG II (Bt hybrid)', netQuantity: 475, netUnit: 'g', treatment: 'Imidacloprid 70% WS, 7 g per kg', treatmentHi: 'इमिडाक्लोप्रिड 70% WS, 7 ग्राम प्रति किलो बीज', treatmentMr: 'इमिडाक्लोप्रिड 70% WS, 7 ग्रॅम प्रति किलो बियाणे', germinationPct: 75, lotPrefix: 'CTN' },
  'Vegetable Seeds Mix': { crop: 'Vegetables', variety: 'Kitchen-garden mix: tomato, brinjal, chilli, okra, spinach (open-pollinated)', netQuantity: 50, netUnit: 'g', treatment: null, germinationPct: 70, lotPrefix: 'VEG' },
};

/** The label columns of a seeded seed product. */
export function seededLabelColumns(label: SeededLabel) {
  return {
    seed_crop: label.crop,
    seed_variety: label.variety,
    seed_net_quantity: label.netQuantity,
    seed_net_unit: label.netUnit,
    seed_treated: label.treatment ? 1 : 0,
    seed_treatment: label.treatment,
    seed_treatment_hi: label.treatmentHi ?? null,
    seed_treatment_mr: label.treatmentMr ?? null,
  };
}

/** A day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The first lot of a seeded seed product: tested on the day the shop is seeded (`today`, India)
 * and valid for a year, holding the product's stock.
 */
export function seededLot(productId: string, label: Pick<SeededLabel, 'lotPrefix' | 'germinationPct'>, stock: number, today: string, at: string): Insertable<SeedLotsTable> {
  return {
    id: randomUUID(),
    product_id: productId,
    lot_number: `${label.lotPrefix}-${today.slice(2, 4)}${today.slice(5, 7)}-001`,
    tested_on: today,
    germination_pct: label.germinationPct,
    purity_tenths: 980,
    valid_until: addDays(today, 365),
    stock,
    created_at: at,
    created_by: null,
  };
}
