import type { Kysely } from 'kysely';

/**
 * The seeded Bt cotton seed as it is sold (docs/product-rules.md 38): a BG-II packet is 475 g with
 * its refuge seed in the bag, and its price may not pass the maximum sale price the Ministry of
 * Agriculture and Farmers Welfare fixes each year under the Cotton Seed Price (Control) Order, 2015
 * (₹864 for 2024-25, ₹901 for 2025-26). The shop was seeded with a 450 g packet at ₹1,100 (MRP
 * ₹1,150), above it. A shop whose seeded cotton is still as seeded gets the packet of
 * seed/catalog-products.ts: ₹880, MRP ₹901, 475 g, its label's net quantity, its features, and
 * its use of one packet an acre. One the owner has changed is left as the owner made it; a fresh
 * shop gets the new values from the seed step, which runs after the migrations.
 */
const OLD_SOURCE = 'ICAR-Central Institute for Cotton Research (CICR), Nagpur: one 450 g packet of Bt hybrid seed per acre, https://cicr.org.in/';
const NEW_SOURCE = 'ICAR-Central Institute for Cotton Research (CICR), Nagpur: one packet of Bt hybrid seed per acre (475 g with its refuge seed), https://cicr.org.in/';
const FEATURES: Array<[column: 'features' | 'features_hi' | 'features_mr', from: string, to: string]> = [
  ['features', '450 g packet', '475 g packet with its refuge seed'],
  ['features_hi', '450 ग्राम का पैकेट', 'रेफ्यूजिया बीज सहित 475 ग्राम का पैकेट'],
  ['features_mr', '450 ग्रॅमचे पाकीट', 'रेफ्युजी बियाण्यासह 475 ग्रॅमचे पाकीट'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const cotton = await db
    .selectFrom('products')
    .select(['id', 'mrp_paise', 'features', 'features_hi', 'features_mr'])
    .where('name', '=', 'Cotton Seeds')
    .where('vendor_id', 'is', null)
    .where('price_paise', '=', 110_000)
    .where('pack_size', '=', 450)
    .where('pack_unit', '=', 'g')
    .executeTakeFirst();
  if (!cotton) return;
  const features = Object.fromEntries(FEATURES.map(([column, from, to]) => [column, typeof cotton[column] === 'string' ? cotton[column].replace(JSON.stringify(from), JSON.stringify(to)) : cotton[column]]));
  await db
    .updateTable('products')
    .set({ price_paise: 88_000, mrp_paise: 90_100, pack_size: 475, seed_net_quantity: 475, ...features, updated_at: new Date().toISOString() })
    .where('id', '=', cotton.id)
    .execute();
  await db.updateTable('product_uses').set({ dose_amount: 475, source: NEW_SOURCE }).where('product_id', '=', cotton.id).where('dose_amount', '=', 450).where('source', '=', OLD_SOURCE).execute();
}

export async function down(): Promise<void> {
  // The old price broke the law; it is not restored.
}
