import type { ProductRow } from '#server/db/schema';

/**
 * The business names of the vendors selling products ("Sold by": docs/product-rules.md 34): the
 * vendors module owns them and answers (filled in services.ts with its VendorDirectory). Vendors
 * uses catalog, so catalog names only this (docs/decisions/0042).
 */
export interface Sellers {
  namesOf(vendorIds: string[]): Promise<Map<string, string>>;
}

/** Who sells each product, by product id: its vendor's business name, null for the shop's own. */
export async function sellersOf(sellers: Sellers, rows: Array<Pick<ProductRow, 'id' | 'vendor_id'>>): Promise<Map<string, string | null>> {
  const names = await sellers.namesOf(rows.flatMap((r) => (r.vendor_id ? [r.vendor_id] : [])));
  return new Map(rows.map((r) => [r.id, r.vendor_id ? (names.get(r.vendor_id) ?? null) : null]));
}
