import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, NewProductRow, SeedLotsTable } from '../../src/server/db/schema.ts';

let counter = 0;

/** A day `days` from today in India (YYYY-MM-DD). */
export const indiaDay = (days = 0, from = Date.now()) => new Date(from + days * 86_400_000 + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10);

/**
 * Inserts a product with sensible defaults; returns the row as written. A seed product (the
 * default category) gets a whole label and one lot valid for a year holding its stock, as the
 * shop requires to sell it (issue 16); `lot: false` leaves the lot out. A shop product inserted
 * hidden (is_active 0) is hidden by the admin (moderation_hidden), as the shop records it.
 */
export async function createProduct(db: Kysely<Database>, overrides: Partial<NewProductRow> & { lot?: Partial<Insertable<SeedLotsTable>> | false } = {}): Promise<NewProductRow> {
  const { lot, ...columns } = overrides;
  counter += 1;
  const now = new Date(Date.now() + counter).toISOString();
  const row: NewProductRow = {
    id: randomUUID(),
    name: `Test Product ${counter}`,
    description: 'A product made by the test factory.',
    price_paise: 100_00,
    category: 'seeds',
    // Vegetable seeds for sowing: nil-rated.
    hsn_code: '1209',
    image_url: null,
    features: JSON.stringify(['Made in a test']),
    stock: 10,
    created_at: now,
    updated_at: now,
    ...((columns.category ?? 'seeds') === 'seeds'
      ? { seed_crop: 'Okra', seed_variety: 'Arka Anamika', seed_net_quantity: 250, seed_net_unit: 'g' as const, seed_treated: 0 }
      : {}),
    ...(columns.is_active === 0 && !columns.vendor_id ? { moderation_hidden: 1 } : {}),
    ...columns,
  };
  await db.insertInto('products').values(row).execute();
  if (row.category === 'seeds' && lot !== false) {
    await db
      .insertInto('seed_lots')
      .values({
        id: randomUUID(),
        product_id: row.id,
        lot_number: `TEST-${counter}`,
        tested_on: indiaDay(-10),
        germination_pct: 80,
        purity_tenths: 980,
        valid_until: indiaDay(365),
        stock: row.stock,
        created_at: now,
        created_by: null,
        ...lot,
      })
      .execute();
  }
  return row;
}

/** A valid shipping address for orders placed in tests. */
export const shipping = {
  fullName: 'Ganesh Shinde',
  email: 'ganesh@example.in',
  phone: '98220 12345',
  address: 'At post Wadgaon, Taluka Shirur',
  city: 'Pune',
  state: 'Maharashtra' as const,
  pincode: '412210',
};

/**
 * A seed product form's label with its first lot (issue 16): crop, variety, net quantity, untreated,
 * and lot LOT-1 tested ten days ago and valid for 300 days, holding `stock`.
 */
export const seedLabel = (stock = 50, over: Record<string, unknown> = {}) => ({
  crop: 'Pigeon pea',
  variety: 'BSMR 736',
  netQuantity: 1,
  netUnit: 'kg',
  treated: false,
  treatment: null,
  lot: { lotNumber: 'LOT-1', testedOn: indiaDay(-10), germinationPct: 82, purityPct: 98, validUntil: indiaDay(300), stock },
  ...over,
});

/** A vendor's licence of one kind, valid for two years, as its Settings saves it. */
export const licence = (over: Record<string, unknown> = {}) => ({ number: 'MH/SDL/2026/0042', issuingState: 'Maharashtra', validUntil: indiaDay(730), ...over });

/**
 * A packaged product's whole label as a product form sends it (docs/product-rules.md 38): a
 * manufacturer's name and address, its generic name, an MRP (₹1 crore by default, the most a price
 * may be, so any test price stays within it), India, 24 months, and its consumer care.
 */
export const packLabel = (over: Record<string, unknown> = {}) => ({
  brand: 'Kisan Kavach',
  makerRole: 'manufacturer',
  makerName: 'Sahyadri Agro Inputs Pvt Ltd',
  makerAddress: 'Plot 12, MIDC Ambad, Nashik 422010, Maharashtra',
  genericName: 'Azadirachtin 0.15% EC',
  mrpPaise: 1_000_000_000,
  countryOfOrigin: 'India',
  bestBeforeMonths: 24,
  consumerCare: '1800 233 4455, care@sahyadri-agro.example',
  ...over,
});
