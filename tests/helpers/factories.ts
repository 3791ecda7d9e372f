import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, NewProductRow, SeedLotsTable } from '../../src/server/db/schema.ts';
import type { AdminCouponInput } from '../../src/shared/schemas/coupons.ts';
import type { AdminOfferInput } from '../../src/shared/schemas/offers.ts';

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

/** A pesticide as the admin's product form sends it, with its whole pack label. */
export const neemOil = (over: Record<string, unknown> = {}) => ({
  name: 'Neem Oil Concentrate',
  description: 'Cold-pressed neem oil that keeps aphids and whiteflies off vegetables.',
  pricePaise: 349_50,
  category: 'pesticides',
  hsnCode: '3808',
  stock: 40,
  imageUrl: 'https://cdn.example.in/neem-oil.webp',
  features: ['1 litre can', 'Mix 5 ml per litre of water'],
  packSize: 1,
  packUnit: 'l',
  label: packLabel(),
  ...over,
});

/** A seed product as the admin's form sends it; its label and first lot from the factory. */
export const okraSeeds = (over: Record<string, unknown> = {}) => ({
  name: `Okra Seeds ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Open-pollinated okra for kharif sowing, tolerant to yellow vein mosaic.',
  pricePaise: 220_00,
  category: 'seeds',
  hsnCode: '1209',
  stock: 0,
  imageUrl: '',
  features: ['250 g pack'],
  seedLabel: seedLabel(40),
  label: packLabel({ genericName: 'Okra seed', bestBeforeMonths: null }),
  ...over,
});

/** A coupon as the admin's form sends it: 10% off an order of ₹2,000 or more, up to ₹500, in the kharif sowing. */
export const coupon = (over: Partial<AdminCouponInput> = {}): AdminCouponInput => ({
  code: 'KHARIF10',
  description: 'Kharif sowing offer: 10% off, up to ₹500',
  kind: 'percent',
  percentBp: 1000,
  flatPaise: null,
  minOrderPaise: 2000_00,
  maxDiscountPaise: 500_00,
  validFrom: '2026-06-01',
  validTo: '2026-07-31',
  scope: 'order',
  targets: [],
  totalUses: null,
  usesPerCustomer: null,
  firstOrderOnly: false,
  groups: [],
  active: true,
  ...over,
});

/** An automatic offer as the admin's form sends it: 10% off seeds in the kharif sowing. */
export const seeds10 = (over: Partial<AdminOfferInput> = {}): AdminOfferInput => ({
  name: 'Kharif seeds 10% off',
  kind: 'percent',
  percentBp: 1000,
  scope: 'categories',
  targets: ['seeds'],
  minValuePaise: 0,
  maxDiscountPaise: null,
  productId: null,
  buyQuantity: null,
  giftProductId: null,
  getQuantity: null,
  validFrom: '2026-06-01',
  validTo: '2026-07-31',
  active: true,
  ...over,
});
