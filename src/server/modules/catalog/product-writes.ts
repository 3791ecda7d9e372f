import type { Kysely } from 'kysely';
import type { Database, NewProductRow } from '#server/db/schema';
import { deleteProduct, insertProduct } from './admin-products.repository.ts';

/*
 * The catalog's writes of the products table that Manage Products and a vendor's listings
 * (VendorListings) both make, in the caller's transaction: ShopVisibility.change's, which
 * refreshes whether the product is in the shop before it commits.
 */

/** A new product, as `row` gives it (out of the shop until ShopVisibility's refresh says otherwise). */
export async function addProduct(trx: Kysely<Database>, row: NewProductRow): Promise<void> {
  await insertProduct(trx, row);
}

/** Whether an order holds the product: the orders module answers (it uses this module, so the caller is given it in services.ts). */
export interface ProductOrders {
  isProductOrdered(productId: string): Promise<boolean>;
}

/**
 * Deletes a product unless an order holds it (that order and its history must still read it):
 * true when deleted; false when ordered, left for the caller to take out of the shop (an admin
 * hides it, a vendor archives its listing). The caller holds the product's row lock, so no order
 * adds a line between the question and the delete.
 */
export async function deleteProductUnlessOrdered(trx: Kysely<Database>, id: string, orders: ProductOrders): Promise<boolean> {
  if (await orders.isProductOrdered(id)) return false;
  await deleteProduct(trx, id);
  return true;
}
