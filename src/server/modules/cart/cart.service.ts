import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { Kysely } from 'kysely';
import { MAX_CART_LINES, type Cart } from '#shared/schemas/cart';
import { MAX_LINE_QUANTITY } from '#shared/schemas/orders';
import type { Database, ProductRow } from '#server/db/schema';
import { AppError, notFound } from '#server/errors';
import type { GstService, TaxRates } from '#server/modules/gst';
import { isProductId, productNotFound, productTextIn, toStoreProduct, productOnSale, type ProductReads } from '#server/modules/catalog';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages';
import { appliedOffers, type OffersService, type PriceListsService } from '#server/modules/offers';
import type { CartOffers } from '#shared/schemas/offers';
import type { CustomerGroup } from '#shared/price-lists';
import * as repo from './cart.repository.ts';
import type { CartOwner } from './cart.repository.ts';

/** A visitor's cart not touched for this long is deleted (its cookie has expired by then). */
export const VISITOR_CART_TTL_MS = 90 * 24 * 60 * 60 * 1000;

const EMPTY: Cart = { items: [], updatedAt: null, offers: { applied: [], close: [] } };

const isOnSale = (p: ProductRow) => p.is_active === 1 && p.stock > 0;
/** A visitor buys at retail; an account at its group's prices. */
const groupOf = (owner: CartOwner): CustomerGroup => ('userId' in owner ? (owner.group ?? 'retail') : 'retail');

/**
 * The cart the server keeps for every visitor and account (docs/product-rules.md 11, docs/decisions/0019): the
 * page with JavaScript and the forms without it change the same one. Quantities never pass the
 * stock; a product taken off sale stays in the cart, marked, until the farmer removes it.
 */
export class CartService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly gst: GstService,
    /** The lines' products as they are now, on sale or not: the catalog answers. */
    private readonly products: ProductReads,
    /** The owner's unit prices: quantity prices and its group's price list (docs/product-rules.md 46). */
    private readonly priceLists: PriceListsService,
    /** Automatic offers: what the cart's lines take, and how near they are to the others (docs/product-rules.md 47). */
    private readonly offers: OffersService,
  ) {}

  /** `language`, here and below: the shopper's, for the products' names in the answer. */
  async read(owner: CartOwner | undefined, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
    if (!owner) return EMPTY;
    const cartId = await repo.findCartId(this.work.db, owner);
    return cartId ? this.readCart(cartId, language, groupOf(owner)) : EMPTY;
  }

  /** Adds `quantity` of a product on sale, up to its stock. */
  async add(owner: CartOwner, productId: string, quantity = 1, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
    return this.write(owner, language, async (trx, cartId, now) => {
      const product = await this.productInStock(productId, language);
      const line = await repo.findLine(trx, cartId, productId);
      if (!line && (await repo.countLines(trx, cartId)) >= MAX_CART_LINES) {
        throw new AppError(409, 'cart_full', `A cart holds at most ${MAX_CART_LINES} different products. Please order these first.`, undefined, { count: MAX_CART_LINES });
      }
      const limit = Math.min(product.stock, MAX_LINE_QUANTITY);
      if ((line?.quantity ?? 0) >= limit) {
        throw new AppError(409, 'stock_limit', `Your cart already has all ${limit} of ${product.name} that we have in stock.`, undefined, {
          product: productTextIn(product, language).name,
          count: limit,
        });
      }
      const next = Math.min((line?.quantity ?? 0) + quantity, limit);
      await repo.upsertLine(trx, { cart_id: cartId, product_id: productId, quantity: next, seen_price_paise: await this.unitPrice(product, next, owner), added_at: now });
    });
  }

  /** Sets a line's quantity (capped at the stock); 0 removes it. */
  async setQuantity(owner: CartOwner, productId: string, quantity: number, language: Language = DEFAULT_LANGUAGE): Promise<Cart> {
    return this.write(owner, language, async (trx, cartId, now) => {
      const line = isProductId(productId) ? await repo.findLine(trx, cartId, productId) : undefined;
      if (!line) throw notFound('This product is not in your cart.');
      if (quantity === 0) return repo.deleteLines(trx, cartId, [productId]);
      const product = await this.productInStock(productId, language);
      const next = Math.min(quantity, product.stock);
      await repo.upsertLine(trx, { cart_id: cartId, product_id: productId, quantity: next, seen_price_paise: await this.unitPrice(product, next, owner), added_at: now });
    });
  }

  async clear(owner: CartOwner): Promise<Cart> {
    return this.write(owner, DEFAULT_LANGUAGE, async (trx, cartId) => repo.deleteLines(trx, cartId));
  }

  /** What an order took leaves the account's cart, in the order's transaction `trx`. */
  removeOrderedLines(userId: string, productIds: string[]): Promise<void> {
    return repo.deleteOrderedLines(this.work.db, userId, productIds);
  }

  /**
   * On sign-in or sign-up, the visitor's cart joins the account's: quantities of the same product
   * add up, and the visitor's cart is gone (the cart follows the account to any device).
   */
  async adopt(visitorId: string | undefined, userId: string): Promise<void> {
    if (!visitorId) return;
    await this.work.transaction(async (trx) => {
      const visitorCart = await repo.findCartId(trx, { visitorId });
      if (!visitorCart) return;
      const now = new Date().toISOString();
      const own = await repo.findCartId(trx, { userId });
      if (!own) return repo.giveCartTo(trx, visitorCart, userId, now);
      const mine = new Map((await repo.listLines(trx, own)).map((l) => [l.product_id, l]));
      let room = MAX_CART_LINES - mine.size;
      for (const line of await repo.listLines(trx, visitorCart)) {
        const existing = mine.get(line.product_id);
        if (!existing && room <= 0) continue;
        if (!existing) room -= 1;
        await repo.upsertLine(trx, {
          cart_id: own,
          product_id: line.product_id,
          quantity: Math.min((existing?.quantity ?? 0) + line.quantity, MAX_LINE_QUANTITY),
          seen_price_paise: line.seen_price_paise,
          added_at: now,
        });
      }
      await repo.deleteCart(trx, visitorCart);
      await repo.touchCart(trx, own, now);
    });
  }

  /** The cart's write in one transaction, on the owner's cart, made if there is none yet. */
  /** The account's cart and its lines gone, in the caller's transaction: its owner deleted the account (docs/product-rules.md 37). */
  async eraseOf(userId: string): Promise<void> {
    const cartId = await repo.findCartId(this.work.db, { userId });
    if (!cartId) return;
    await repo.deleteLines(this.work.db, cartId);
    await repo.deleteCart(this.work.db, cartId);
  }

  private async write(owner: CartOwner, language: Language, change: (trx: Kysely<Database>, cartId: string, now: string) => Promise<void>): Promise<Cart> {
    return this.work.transaction(async (trx) => {
      const now = new Date().toISOString();
      let cartId = await repo.findCartId(trx, owner);
      if (cartId) {
        // Touching the cart first locks its row (PostgreSQL): two writes to one cart take turns.
        await repo.touchCart(trx, cartId, now);
      } else {
        cartId = 'userId' in owner ? randomUUID() : owner.visitorId;
        await repo.insertCart(trx, { id: cartId, user_id: 'userId' in owner ? owner.userId : null, updated_at: now });
        if (!('userId' in owner)) await repo.deleteAbandonedVisitorCarts(trx, new Date(Date.now() - VISITOR_CART_TTL_MS).toISOString(), 100);
      }
      await change(trx, cartId, now);
      return this.readCart(cartId, language, groupOf(owner));
    });
  }

  private async productInStock(productId: string, language: Language): Promise<ProductRow> {
    const product = await productOnSale(this.work.db, productId);
    if (!product) throw productNotFound();
    if (product.stock <= 0) throw new AppError(409, 'out_of_stock', `${product.name} is out of stock.`, undefined, { product: productTextIn(product, language).name });
    return product;
  }

  /** The cart's lines in the order they were added, each with its product as it is now. */
  private async linesOf(cartId: string): Promise<Array<repo.CartLineRow & { product: ProductRow }>> {
    const lines = await repo.listLines(this.work.db, cartId);
    const products = await this.products.rowsOf(lines.map((l) => l.product_id));
    return lines.flatMap((line) => {
      const product = products.get(line.product_id);
      return product ? [{ ...line, product }] : [];
    });
  }

  /** The unit price the owner pays for `quantity` of a product: the price a line records as seen. */
  private async unitPrice(product: ProductRow, quantity: number, owner: CartOwner): Promise<number> {
    const [unit] = await this.priceLists.unitPrices([{ productId: product.id, basePaise: Number(product.price_paise), quantity }], groupOf(owner));
    return unit!;
  }

  /**
   * The offers on the lines that can be ordered, at the owner's prices, each gift as the shop has
   * it now; named in the shopper's language (docs/decisions/0063).
   */
  private async offersOf(lines: Array<{ product: ProductRow }>, quantities: number[], units: number[], group: CustomerGroup, language: Language): Promise<CartOffers> {
    const orderable = lines.flatMap((line, i) => (isOnSale(line.product) ? [{ product: line.product, quantity: quantities[i]!, unit: units[i]! }] : []));
    if (orderable.length === 0) return EMPTY.offers;
    const gifts = await this.offers.giftStockOf(orderable.map((l) => ({ productId: l.product.id, quantity: l.quantity })), group);
    const outcome = await this.offers.weigh(
      orderable.map((l) => ({ productId: l.product.id, category: l.product.category, supplierId: l.product.vendor_id, quantity: l.quantity, unitPaise: l.unit, valuePaise: l.unit * l.quantity })),
      gifts.stock,
    );
    const rows = new Map([...gifts.rows, ...orderable.map((l) => [l.product.id, l.product] as const)]);
    const nameOf = (id: string | null) => (id === null || !rows.has(id) ? null : productTextIn(rows.get(id)!, language).name);
    return {
      applied: appliedOffers(outcome, (id) => nameOf(id) ?? id),
      close: outcome.close.map((c) => ({ offerId: c.offerId, name: c.name, kind: c.kind, percentBp: c.percentBp, missingPaise: c.missingPaise, missingUnits: c.missingUnits, productId: c.productId, productName: nameOf(c.productId), freeUnits: c.freeUnits, giftName: nameOf(c.giftProductId) })),
    };
  }

  /**
   * The kits among these products, to list their parts under their lines, named in `language`, and
   * the GST the cart estimates on them: their parts' rates weighted by the parts' value, as an order
   * taxes each part at its own (docs/product-rules.md 48; checkout's summary works out the exact tax).
   */
  private async kitsOf(productIds: string[], language: Language, rates: TaxRates): Promise<Map<string, { parts: Array<{ productId: string; name: string; quantity: number }>; gstRateBp: number }>> {
    const kits = await this.products.kitParts(productIds);
    if (kits.size === 0) return new Map();
    const rows = await this.products.rowsOf([...kits.values()].flatMap((list) => list.map((p) => p.partId)));
    return new Map(
      [...kits].map(([kitId, list]) => {
        const parts = list.flatMap((p) => {
          const row = rows.get(p.partId);
          return row ? [{ row, quantity: p.quantity, part: { productId: p.partId, name: productTextIn(row, language).name, quantity: p.quantity } }] : [];
        });
        const value = parts.reduce((s, p) => s + Number(p.row.price_paise) * p.quantity, 0);
        const taxed = parts.reduce((s, p) => s + Number(p.row.price_paise) * p.quantity * toStoreProduct(p.row, rates, language).gstRateBp, 0);
        return [kitId, { parts: parts.map((p) => p.part), gstRateBp: value > 0 ? Math.round(taxed / value) : 0 }];
      }),
    );
  }

  /** The cart as its owner sees it: each product at the owner's unit price for the line's quantity (docs/product-rules.md 46). */
  private async readCart(cartId: string, language: Language, group: CustomerGroup): Promise<Cart> {
    const [lines, rates, updatedAt] = await Promise.all([this.linesOf(cartId), this.gst.ratesToday(this.work.db), repo.cartUpdatedAt(this.work.db, cartId)]);
    const quantities = lines.map((line) => (isOnSale(line.product) ? Math.min(line.quantity, line.product.stock) : line.quantity));
    const units = await this.priceLists.unitPrices(lines.map((line, i) => ({ productId: line.product_id, basePaise: Number(line.product.price_paise), quantity: quantities[i]! })), group);
    const kits = await this.kitsOf(lines.map((l) => l.product_id), language, rates);
    return {
      updatedAt: updatedAt ?? null,
      offers: await this.offersOf(lines, quantities, units, group, language),
      items: lines.map((line, i) => {
        const available = isOnSale(line.product);
        return {
          product: { ...toStoreProduct(line.product, rates, language), pricePaise: units[i]!, ...(kits.has(line.product_id) ? { gstRateBp: kits.get(line.product_id)!.gstRateBp } : {}) },
          quantity: quantities[i]!,
          seenPricePaise: line.seen_price_paise,
          available,
          ...(kits.has(line.product_id) ? { kitParts: kits.get(line.product_id)!.parts } : {}),
        };
      }),
    };
  }
}
