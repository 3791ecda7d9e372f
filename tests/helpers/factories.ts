import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewProductRow } from '../../src/server/db/schema.ts';

let counter = 0;

/** Inserts a product with sensible defaults; returns the row as written. */
export async function createProduct(db: Kysely<Database>, overrides: Partial<NewProductRow> = {}): Promise<NewProductRow> {
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
    ...overrides,
  };
  await db.insertInto('products').values(row).execute();
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
