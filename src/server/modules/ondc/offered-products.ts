import type { CategorySlug } from '#shared/catalog';
import type { StoreProduct } from '#shared/schemas/catalog';
import type { ProductUse } from '#shared/schemas/product-uses';
import { AppError } from '#server/errors';
import type { Agr10ProductInput } from './agr10-items.ts';

/** What the network is offered of the catalogue: the catalog module's answers, wired in services.ts. */
export interface CatalogueReads {
  /** The products matching a search text and categories, best first, one page of `pageSize`: each one's id, stock and vendor (null: the shop's own). */
  search(query: { q?: string; category?: CategorySlug[]; page: number; pageSize: number }): Promise<{ items: Array<{ id: string; stock: number; vendorId: string | null }>; total: number }>;
  /** A product's page, in English: its label and, for a seed, the lot on sale. */
  product(id: string): Promise<StoreProduct>;
  /** Its approved uses (crops and doses), in English. */
  uses(id: string): Promise<Array<Pick<ProductUse, 'cropName' | 'problemName' | 'dose'>>>;
  /** Changes whenever a product or its stock does. */
  version(): Promise<string>;
}

/** The catalogue's page size (MAX_PAGE_SIZE). */
const PAGE = 100;

/** A product's label, lot and uses change without the catalogue's version (which follows names and prices): kept this long at most. */
const DETAILS_KEPT_MS = 60_000;

/**
 * The products the shop offers on the network (docs/product-rules.md 62): its own (a vendor's
 * are its own to sell, under its own name and GSTIN: the shop is their marketplace, not their
 * seller on ONDC), on sale, not kept off by the owner; each with what an AGR10 item says of it.
 * A product's page and uses are read once a minute at most (and again when the catalogue's version
 * changes): a search answered a thousand times reads each product once; its stock is the list's,
 * read with every search.
 */
export class OfferedProducts {
  #version = '';
  #items = new Map<string, { at: number; item: Agr10ProductInput; kit: boolean }>();

  constructor(
    private readonly catalogue: CatalogueReads,
    /** The products the owner keeps off the network (node-settings.ts). */
    private readonly withheld: () => Promise<ReadonlySet<string>>,
    private readonly now: () => number,
  ) {}

  /** The catalogue's version: what `matching` finds changes with it, or with the products kept off (node-settings.ts). */
  version(): Promise<string> {
    return this.catalogue.version();
  }

  /** Those matching a buyer's words and categories (none: the whole catalogue), at most `limit`. */
  async matching(intent: { text?: string; categories?: CategorySlug[] }, limit: number): Promise<Agr10ProductInput[]> {
    const version = await this.catalogue.version();
    if (version !== this.#version) {
      this.#version = version;
      this.#items = new Map();
    }
    const withheld = await this.withheld();
    const found: Agr10ProductInput[] = [];
    for (let page = 1; found.length < limit; page++) {
      const { items, total } = await this.catalogue.search({ q: intent.text || undefined, category: intent.categories, page, pageSize: PAGE });
      for (const product of items) {
        if (found.length >= limit) break;
        if (product.vendorId !== null || withheld.has(product.id)) continue;
        const details = await this.detailsOf(product.id);
        // A kit is sold on the shop's own pages only: its parts would be order lines the buyer app never listed.
        if (details.kit) continue;
        found.push({ ...details.item, stock: product.stock });
      }
      if (page * PAGE >= total || items.length === 0) break;
    }
    return found;
  }

  /** One product as a buyer app names it in an order: null unless it is offered (the shop's own, on sale, not kept off, not a kit), with its stock now. */
  async one(id: string): Promise<Agr10ProductInput | null> {
    if ((await this.withheld()).has(id)) return null;
    let product: StoreProduct;
    try {
      product = await this.catalogue.product(id);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return null;
      throw err;
    }
    if (product.soldBy != null || product.kit) return null;
    return { ...(await this.detailsOf(id)).item, stock: product.stock };
  }

  private async detailsOf(id: string): Promise<{ item: Agr10ProductInput; kit: boolean }> {
    const kept = this.#items.get(id);
    if (kept && this.now() - kept.at < DETAILS_KEPT_MS) return kept;
    const [product, uses] = await Promise.all([this.catalogue.product(id), this.catalogue.uses(id)]);
    const entry = { at: this.now(), item: inputOf(product, uses), kit: product.kit !== undefined };
    this.#items.set(id, entry);
    return entry;
  }
}

function inputOf(product: StoreProduct, uses: Agr10ProductInput['uses']): Agr10ProductInput {
  const label = product.label;
  const seed = product.seedLabel;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    features: product.features,
    category: product.category,
    pricePaise: product.pricePaise,
    gstRateBp: product.gstRateBp,
    hsnCode: product.hsnCode,
    stock: product.stock,
    imageUrl: product.imageUrl,
    packSize: product.packSize ?? null,
    packUnit: product.packUnit ?? null,
    // Goods not sold pre-packed have no label (docs/product-rules.md 38).
    packaged: label != null,
    label: {
      brand: label?.brand ?? null,
      makerRole: label?.makerRole ?? null,
      makerName: label?.makerName ?? null,
      makerAddress: label?.makerAddress ?? null,
      genericName: label?.genericName ?? null,
      mrpPaise: label?.mrpPaise ?? null,
      countryOfOrigin: label?.countryOfOrigin ?? null,
      bestBeforeMonths: label?.bestBeforeMonths ?? null,
      consumerCare: label?.consumerCare ?? null,
    },
    // The lot on sale is the one a buyer gets (first expiry, first out: docs/product-rules.md 28).
    seed: seed ? { crop: seed.crop, variety: seed.variety, netQuantity: seed.netQuantity, netUnit: seed.netUnit, treated: seed.treated, treatment: seed.treatment, lots: [{ germinationPct: seed.germinationPct }] } : null,
    uses,
  };
}
