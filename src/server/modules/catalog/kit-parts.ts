import type { AdminKitParts, AdminKitPartsInput } from '#shared/schemas/kits';
import { validationMessage } from '#shared/validation-messages';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError } from '#server/errors';
import { findProducts } from './product-reads.repository.ts';
import { isProductId, productNameIn, productNotFound } from './product-fields.ts';
import type { Language } from '#shared/languages';
import type { StoreKit } from '#shared/schemas/catalog';
import type { ProductRow } from '#server/db/schema';
import * as repo from './kit-parts.repository.ts';

/** A kit's part as an order takes it: which product, and how many one kit holds. */
export interface KitPart {
  partId: string;
  quantity: number;
}

/**
 * Kits (docs/product-rules.md 48, docs/decisions/0064): a shop's own product sold at its own
 * price that holds 2 to 8 other shop products, none of them a kit. The admin sets its parts
 * here; its stock follows theirs (the triggers of migration 2026_12_02_091000_kits), and orders
 * read its parts through ProductReads.kitParts.
 */
export class KitParts {
  constructor(private readonly work: UnitOfWork) {}

  /** A product's kit parts as the admin edits them (none: it is no kit). */
  async ofProduct(productId: string): Promise<AdminKitParts> {
    const kit = isProductId(productId) ? (await findProducts(this.work.db, [productId]))[0] : undefined;
    if (!kit) throw productNotFound();
    const parts = await repo.findKitParts(this.work.db, [productId]);
    const products = new Map((await findProducts(this.work.db, parts.map((p) => p.part_id))).map((p) => [p.id, p]));
    const rows = parts.map((p) => {
      const part = products.get(p.part_id)!;
      return { productId: p.part_id, name: part.name, pricePaise: Number(part.price_paise), stock: Number(part.stock), quantity: p.quantity };
    });
    const partsPaise = rows.reduce((s, r) => s + r.pricePaise * r.quantity, 0);
    const pricePaise = Number(kit.price_paise);
    return { productId, pricePaise, partsPaise, savingPaise: rows.length ? partsPaise - pricePaise : 0, stock: Number(kit.stock), parts: rows };
  }

  /**
   * Replaces a kit's parts, in one transaction, or refuses with every field's reason and writes
   * nothing: the kit must be the shop's own and no kit's part; each part a shop product, not the
   * kit itself, not a kit; and the kit's price below its parts' at retail (else it is no kit).
   * The kit's stock is set from its parts in the same transaction.
   */
  async setParts(productId: string, input: AdminKitPartsInput): Promise<AdminKitParts> {
    if (!isProductId(productId)) throw productNotFound();
    await this.work.transaction(async (trx) => {
      await repo.lockKits(trx);
      const [kit] = await findProducts(trx, [productId]);
      if (!kit) throw productNotFound();
      const fields: Record<string, string> = {};
      if (kit.vendor_id !== null) fields.parts = validationMessage('kitOfVendor');
      else if ((await repo.findPartsAmong(trx, [productId])).size) fields.parts = validationMessage('kitIsPart');
      // A seed is sold by its label and lots (docs/product-rules.md 28): a kit in Seeds would never be on sale.
      else if (kit.category === 'seeds') fields.parts = validationMessage('kitInSeeds');
      const ids = input.parts.map((p) => p.productId);
      const products = new Map((await findProducts(trx, ids)).map((p) => [p.id, p]));
      const kits = new Set((await repo.findKitParts(trx, ids)).map((r) => r.kit_id));
      input.parts.forEach((part, i) => {
        const product = products.get(part.productId);
        const field = `parts.${i}.productId`;
        if (part.productId === productId) fields[field] = validationMessage('kitPartItself');
        else if (!product) fields[field] = validationMessage('kitPartUnknown');
        else if (product.vendor_id !== null) fields[field] = validationMessage('kitPartOfVendor');
        else if (kits.has(part.productId)) fields[field] = validationMessage('kitPartIsKit');
      });
      if (!Object.keys(fields).length) {
        const partsPaise = input.parts.reduce((s, p) => s + Number(products.get(p.productId)!.price_paise) * p.quantity, 0);
        if (Number(kit.price_paise) >= partsPaise) fields.pricePaise = validationMessage('kitPriceNotBelowParts');
      }
      if (Object.keys(fields).length) {
        const summary = Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ');
        throw new AppError(400, 'validation_failed', `Invalid kit parts: ${summary}`, fields);
      }
      const before = (await repo.findKitParts(trx, [productId])).map((p) => ({ productId: p.part_id, quantity: p.quantity }));
      await repo.replaceKitParts(trx, productId, input.parts);
      await repo.setKitStock(trx, productId);
      const after = input.parts.map((p) => ({ productId: p.productId, quantity: p.quantity }));
      await this.work.recordChange({ action: 'product.kit_parts', entity: 'product', entityId: productId, before: { parts: before }, after: { parts: after } });
    });
    return this.ofProduct(productId);
  }

  /** The parts of those of these products that are kits, by kit, in the admin's order. */
  async partsOf(productIds: string[]): Promise<Map<string, KitPart[]>> {
    const byKit = new Map<string, KitPart[]>();
    for (const r of await repo.findKitParts(this.work.db, productIds)) {
      const list = byKit.get(r.kit_id) ?? [];
      list.push({ partId: r.part_id, quantity: r.quantity });
      byKit.set(r.kit_id, list);
    }
    return byKit;
  }

  /**
   * A kit saved in the product form: its price must stay below its parts' at retail, and it stays
   * out of Seeds (a seed is sold by its label and lots, docs/product-rules.md 28): 400s on those fields.
   */
  async assertKitFields(productId: string, input: { pricePaise: number; category: string }): Promise<void> {
    const parts = (await this.partsOf([productId])).get(productId);
    if (!parts) return;
    const fields: Record<string, string> = {};
    if (input.category === 'seeds') fields.category = validationMessage('kitInSeeds');
    const products = new Map((await findProducts(this.work.db, parts.map((p) => p.partId))).map((p) => [p.id, p]));
    const partsPaise = parts.reduce((s, p) => s + Number(products.get(p.partId)?.price_paise ?? 0) * p.quantity, 0);
    if (input.pricePaise >= partsPaise) fields.pricePaise = validationMessage('kitPriceNotBelowParts');
    if (Object.keys(fields).length) {
      throw new AppError(400, 'validation_failed', `Invalid product: ${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ')}`, fields);
    }
  }

  /**
   * A kit as its product page shows it (docs/product-rules.md 48): its parts, named in `language`,
   * how many of each, and what the buyer saves against buying them alone at retail; undefined for
   * a product that is no kit.
   */
  async storeKitOf(kit: Pick<ProductRow, 'id' | 'price_paise'>, language: Language): Promise<StoreKit | undefined> {
    const parts = (await this.partsOf([kit.id])).get(kit.id);
    if (!parts) return undefined;
    const products = new Map((await findProducts(this.work.db, parts.map((p) => p.partId))).map((p) => [p.id, p]));
    const shown = parts.flatMap((p) => {
      const part = products.get(p.partId);
      return part ? [{ productId: p.partId, name: productNameIn(part, language), quantity: p.quantity, pricePaise: Number(part.price_paise) }] : [];
    });
    const partsPaise = shown.reduce((s, p) => s + p.pricePaise * p.quantity, 0);
    return { savingPaise: Math.max(0, partsPaise - Number(kit.price_paise)), parts: shown.map(({ pricePaise: _price, ...p }) => p) };
  }

  /** Whether the product is a part of some kit (it is then hidden, not deleted). */
  async isPart(productId: string): Promise<boolean> {
    return (await repo.findPartsAmong(this.work.db, [productId])).size > 0;
  }
}
