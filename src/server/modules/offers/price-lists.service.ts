import { CUSTOMER_GROUPS, unitPriceFor, type CustomerGroup, type PriceRow } from '#shared/price-lists';
import type { AdminProductPrices, AdminProductPricesInput } from '#shared/schemas/price-lists';
import { validationMessage } from '#shared/validation-messages';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError, notFound } from '#server/errors';
import type { CacheBus } from '#server/shared-state/cache-bus';
import * as repo from './price-lists.repository.ts';

/** What price lists read of products: their price and who sells them (the catalog answers; filled in services.ts). */
export interface PricedProducts {
  rowsOf(ids: string[]): Promise<Map<string, { price_paise: number; vendor_id: string | null }>>;
}

/** A product and a quantity to price for a buyer. */
export interface PricedLine {
  productId: string;
  basePaise: number;
  quantity: number;
}

const groupOrder = (g: CustomerGroup) => CUSTOMER_GROUPS.indexOf(g);

/**
 * Quantity prices and price lists (docs/product-rules.md 46): the shop's own products' unit prices
 * for a customer group from a quantity on. The server prices every cart, quote and order with
 * them from the buyer's group (the account's, set by the owner); the browser never sends one.
 */
export class PriceListsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly products: PricedProducts,
    /** A product page shows its retail quantity prices: a change drops the pages kept rendered. */
    private readonly bus: CacheBus,
  ) {}

  /** A product's retail quantity prices, everyone's, for its page (the page kept rendered for every visitor shows these only). */
  async retailTiersOf(productId: string): Promise<Array<{ minQuantity: number; pricePaise: number }>> {
    const rows = (await this.rowsOf([productId])).get(productId) ?? [];
    return rows.filter((r) => r.group === 'retail').map(({ minQuantity, pricePaise }) => ({ minQuantity, pricePaise }));
  }

  /**
   * A buyer of `group`'s own prices of these products, for the pages it sees: each product's price
   * for one unit and the rows it is entitled to (retail's and its group's). Only products with such
   * rows are named: the others are at the price the page shows.
   */
  async buyerPricesOf(productIds: string[], group: CustomerGroup): Promise<Array<{ productId: string; pricePaise: number; rows: PriceRow[] }>> {
    const [rows, products] = await Promise.all([this.rowsOf(productIds), this.products.rowsOf(productIds)]);
    return [...rows].flatMap(([productId, list]) => {
      const own = list.filter((r) => r.group === 'retail' || r.group === group);
      const product = products.get(productId);
      return own.length && product ? [{ productId, pricePaise: unitPriceFor(Number(product.price_paise), own, group, 1), rows: own }] : [];
    });
  }

  /** Each line's unit price for a buyer of `group`, in their order: one read of the lines' rows. */
  async unitPrices(lines: PricedLine[], group: CustomerGroup): Promise<number[]> {
    const rows = await this.rowsOf(lines.map((l) => l.productId));
    return lines.map((l) => unitPriceFor(l.basePaise, rows.get(l.productId) ?? [], group, l.quantity));
  }

  /** A product's rows as the admin edits them. */
  async ofProduct(productId: string): Promise<AdminProductPrices> {
    const product = await this.product(productId);
    return { productId, basePaise: Number(product.price_paise), rows: (await this.rowsOf([productId])).get(productId) ?? [] };
  }

  /**
   * Replaces a product's rows, in one transaction. A vendor's goods are at the vendor's price, as a
   * coupon leaves them (docs/product-rules.md 43): refused. Each price must be below the product's own.
   */
  async setProduct(productId: string, input: AdminProductPricesInput): Promise<AdminProductPrices> {
    const product = await this.product(productId);
    if (product.vendor_id !== null) throw fieldError('rows', 'vendorPriceList');
    const base = Number(product.price_paise);
    const above = input.rows.findIndex((r) => r.pricePaise >= base);
    if (above >= 0) throw fieldError(`rows.${above}.pricePaise`, 'tierAboveBase');
    const rows = [...input.rows].sort((a, b) => groupOrder(a.group) - groupOrder(b.group) || a.minQuantity - b.minQuantity);
    await this.work.transaction(async () => {
      const before = (await this.rowsOf([productId])).get(productId) ?? [];
      await repo.replacePriceRows(this.work.db, productId, rows);
      // One shape on both sides (rowsOf's), so an unchanged list logs no change (docs/decisions/0065).
      const after = rows.map((r) => ({ group: r.group, minQuantity: r.minQuantity, pricePaise: r.pricePaise }));
      await this.work.recordChange({ action: 'product.prices', entity: 'product', entityId: productId, before: { rows: before }, after: { rows: after } });
    });
    await this.bus.changed('page-data');
    return { productId, basePaise: base, rows };
  }

  private async product(productId: string) {
    const product = productId.length <= 64 ? (await this.products.rowsOf([productId])).get(productId) : undefined;
    if (!product) throw notFound('Product not found');
    return product;
  }

  private async rowsOf(productIds: string[]): Promise<Map<string, PriceRow[]>> {
    const byProduct = new Map<string, PriceRow[]>();
    for (const r of await repo.findPriceRows(this.work.db, productIds)) {
      const list = byProduct.get(r.product_id) ?? [];
      list.push({ group: r.customer_group, minQuantity: Number(r.min_quantity), pricePaise: Number(r.price_paise) });
      byProduct.set(r.product_id, list);
    }
    for (const list of byProduct.values()) list.sort((a, b) => groupOrder(a.group) - groupOrder(b.group) || a.minQuantity - b.minQuantity);
    return byProduct;
  }
}

function fieldError(field: string, key: string): AppError {
  const message = validationMessage(key);
  return new AppError(400, 'validation_failed', `Invalid prices: ${field}: ${message}`, { [field]: message });
}
